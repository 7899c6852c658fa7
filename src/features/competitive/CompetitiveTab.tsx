import { List, Stack, Text } from '@chakra-ui/react';
import { CompetitorForm } from './CompetitorForm';
import { CompetitorResults } from './CompetitorResults';
import { TaskProgress } from '@/components/TaskProgress';
import { TabPage } from '@/components/TabPage';
import { useCompetitorAnalysis } from './useCompetitorAnalysis';

/** Spec 000 §2: before an analysis, the prompt and the feature panel. */
function BeforeAnalysis() {
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
      bg="bg.subtle"
      data-testid="competitor-prompt"
    >
      <Text fontWeight="medium">Enter a competitor website URL to find the keywords they win and you do not.</Text>
      <List.Root gap="1" fontSize="sm" ps="4">
        <List.Item>
          Keyword gaps from the ranking exports you already have (Semrush, Ahrefs), up to 5 competitors
        </List.Item>
        <List.Item>Missing, underperforming, opportunity and unknown gaps, each explained</List.Item>
        <List.Item>Traffic estimated from a published CTR curve, labelled as an estimate</List.Item>
        <List.Item>Content opportunities: gap keywords grouped into pages with a title and a brief</List.Item>
      </List.Root>
    </Stack>
  );
}

/** Spec 000 §2: Competitor Analysis. */
export default function CompetitiveTab() {
  const analysis = useCompetitorAnalysis();
  return (
    <TabPage
      title="Competitor Analysis"
      description="Compare your keywords with up to 5 competitors and list the gaps worth closing."
    >
      <CompetitorForm running={analysis.running} onRun={(request) => void analysis.run(request)} />
      {analysis.progress && (
        <TaskProgress progress={analysis.progress} onCancel={analysis.cancel} label="Analysis progress" />
      )}
      {analysis.result ? <CompetitorResults analysis={analysis.result} /> : !analysis.running && <BeforeAnalysis />}
    </TabPage>
  );
}
