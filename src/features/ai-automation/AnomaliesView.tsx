import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Anomaly, AnomalyMetric, DetectAnomaliesResponse } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { formatCurrency, formatNumber } from '@/lib/format';
import { Basis, percent, Summary } from './parts';
import { severityPalette } from './model';

const METRIC: Record<AnomalyMetric, string> = { search_volume: 'Search volume', cpc: 'CPC', difficulty: 'Difficulty' };
const show = (metric: AnomalyMetric, value: number) => (metric === 'cpc' ? formatCurrency(value) : formatNumber(value));

export function AnomaliesView({ data }: { data: DetectAnomaliesResponse }) {
  const { summary } = data;
  return (
    <Stack gap="4">
      <Basis>{data.based_on}</Basis>
      <Summary
        label="Anomaly summary"
        items={[
          { label: 'Keywords analyzed', value: formatNumber(summary.total_keywords_analyzed) },
          { label: 'Anomalies detected', value: summary.anomalies_detected },
          { label: 'Critical', value: summary.critical_anomalies },
          { label: 'High confidence', value: summary.high_confidence_detections },
        ]}
      />
      {data.anomalies.length === 0 ? (
        <Text color="fg.muted">
          No anomalies at {data.sensitivity} sensitivity: every figure is in line with its cluster and intent.
        </Text>
      ) : (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, lg: 2 }}
          gap="3"
          listStyleType="none"
          m="0"
          p="0"
          aria-label="Anomalies"
        >
          {data.anomalies.map((a) => (
            <li key={a.id}>
              <AnomalyCard anomaly={a} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function AnomalyCard({ anomaly: a }: { anomaly: Anomaly }) {
  return (
    <Card.Root size="sm" h="full" data-testid="ai-anomaly">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-word" minW="0">
            {a.keyword}
          </Text>
          <HStack gap="1.5">
            <Badge colorPalette={severityPalette(a.severity)} variant="subtle">
              {a.severity}
            </Badge>
            {a.estimated && (
              <EstimatedBadge title="This figure is a deterministic estimate, not an imported measurement" />
            )}
          </HStack>
        </HStack>
        <Text fontSize="sm">{a.description}</Text>
        <HStack gap="4" wrap="wrap" fontSize="sm">
          <Text>
            {METRIC[a.metric_type]}: <strong>{show(a.metric_type, a.current_value)}</strong>
          </Text>
          <Text color="fg.muted">Expected {show(a.metric_type, a.expected_value)}</Text>
          <Text color="fg.muted">
            {a.deviation_percentage > 0 ? '+' : ''}
            {formatNumber(a.deviation_percentage)}%
          </Text>
          <Text color="fg.muted">{percent(a.confidence_score)} confidence</Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Action: {a.recommended_action}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
