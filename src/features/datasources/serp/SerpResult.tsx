import { Badge, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Priority, SerpFeaturesResponse } from '@/contract';
import { StatTile } from '@/components/StatTile';
import { capitalise } from '../shared/format';

const PRIORITY_COLORS: Record<Priority, string> = { high: 'red', medium: 'orange', low: 'gray' };

function SourceBadge({ result }: { result: SerpFeaturesResponse }) {
  if (result.data_source === 'semrush_export') return <Badge colorPalette="green">From your Semrush export</Badge>;
  return (
    <Badge variant="outline" colorPalette="orange" title="Predicted by written rules from the words of each query">
      Predicted from the query
      {result.imported_keywords > 0 ? ` (${result.imported_keywords} from your Semrush export)` : ''}
    </Badge>
  );
}

/** Spec 001 §2.1 SERP features analysis: four totals and 8 optimization opportunities. */
export function SerpResult({ result }: { result: SerpFeaturesResponse }) {
  const { summary } = result;
  return (
    <Stack gap="4" data-testid="serp-result">
      <HStack>
        <SourceBadge result={result} />
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatTile label="Features detected" value={summary.total_features_detected} />
        <StatTile label="High opportunities" value={summary.high_opportunity_features} />
        <StatTile label="Optimizations" value={summary.optimization_opportunities} />
        <StatTile label="High priority" value={summary.high_priority_opportunities} />
      </SimpleGrid>
      {result.data.optimization_opportunities.length === 0 ? (
        <Text color="fg.muted">No result-page feature is expected for these keywords.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {result.data.optimization_opportunities.map((opportunity) => (
            <Stack as="li" key={opportunity.opportunity_type} gap="2" borderWidth="1px" borderRadius="l2" p="3">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{opportunity.label}</Text>
                <Badge colorPalette={PRIORITY_COLORS[opportunity.priority]}>
                  {capitalise(opportunity.priority)} priority
                </Badge>
                <Badge variant="outline">Impact: {opportunity.estimated_impact}</Badge>
                <Badge variant="outline">Effort: {opportunity.effort_required}</Badge>
              </HStack>
              <Text fontSize="sm">{opportunity.action}</Text>
              <Wrap gap="1">
                {opportunity.target_keywords.map((keyword) => (
                  <Badge key={keyword} variant="subtle" maxW="full" whiteSpace="normal" wordBreak="break-word">
                    {keyword}
                  </Badge>
                ))}
              </Wrap>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
