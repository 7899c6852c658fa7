import { Heading, Stack, Text } from '@chakra-ui/react';
import { Gate } from '@/components/Gate';
import { VisualizationsPanel } from './VisualizationsPanel';

/** Spec 001 §2.2 (visualizations tab): charts of the current clustering result, behind the shared Gate. */
export default function VisualizationsTab() {
  return (
    <Stack gap={{ base: '4', md: '6' }} py={{ base: '2', md: '4' }}>
      <Stack gap="2">
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
          Advanced Visualizations
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          See your clusters as a map, find the quick wins, and compare clusters on volume, cost and difficulty. Every
          chart is drawn from your current clustering result.
        </Text>
      </Stack>
      <Gate description="Run a keyword clustering first; the charts are drawn from its clusters.">
        {(result) => <VisualizationsPanel result={result} />}
      </Gate>
    </Stack>
  );
}
