import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { InsightsDashboardResponse } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { Basis, Summary } from './parts';
import { priorityPalette } from './model';

export function DashboardView({ data }: { data: InsightsDashboardResponse }) {
  const m = data.overview_metrics;
  const basis = data.metric_basis;
  return (
    <Stack gap="4">
      <Basis>{data.based_on}</Basis>
      <Summary
        label="AI overview"
        items={[
          { label: 'AI optimization', value: `${m.ai_optimization_score}%` },
          { label: 'Automation opportunities', value: m.automation_opportunities },
          { label: 'Performance anomalies', value: m.performance_anomalies },
          { label: 'Multi-language potential', value: `${m.multi_language_potential}%`, adornment: <EstimatedBadge /> },
          { label: 'Voice-search readiness', value: `${m.voice_search_readiness}%` },
        ]}
      />
      <Stack as="ul" gap="0.5" pl="4" m="0" fontSize="xs" color="fg.muted" aria-label="How the overview is computed">
        <li>AI optimization: {basis.ai_optimization_score}</li>
        <li>Automation opportunities: {basis.automation_opportunities}</li>
        <li>Performance anomalies: {basis.performance_anomalies}</li>
        <li>Multi-language potential: {basis.multi_language_potential}</li>
        <li>Voice-search readiness: {basis.voice_search_readiness}</li>
      </Stack>
      <Heading as="h3" size="md">
        AI recommendations
      </Heading>
      {data.ai_recommendations.length === 0 ? (
        <Text color="fg.muted">No recommendations: nothing in the four analyses needs attention.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="AI recommendations">
          {data.ai_recommendations.map((r, i) => (
            <li key={i}>
              <Card.Root
                size="sm"
                borderLeftWidth="4px"
                borderLeftColor={`${priorityPalette(r.priority)}.solid`}
                data-testid="ai-recommendation"
              >
                <Card.Body gap="1">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={priorityPalette(r.priority)} variant="subtle">
                      {r.priority}
                    </Badge>
                    <Badge variant="outline">{r.type}</Badge>
                    <Text fontSize="xs" color="fg.muted">
                      Effort: {r.effort}
                    </Text>
                  </HStack>
                  <Text fontSize="sm">{r.recommendation}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Impact: {r.impact}
                  </Text>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
