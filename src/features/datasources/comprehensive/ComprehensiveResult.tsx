import { Badge, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ComprehensiveResponse, Priority } from '@/contract';
import { capitalise } from '../shared/format';

const PRIORITY_COLORS: Record<Priority, string> = { high: 'red', medium: 'orange', low: 'gray' };

/** Insight types whose name is an acronym; the rest read as words. */
const TYPE_LABELS: Record<string, string> = { serp_features: 'SERP features' };

const typeLabel = (type: string) => TYPE_LABELS[type] ?? capitalise(type.replace(/_/g, ' '));

/** Spec 001 §2.1 comprehensive analysis: domain, sources used, insights, recommendations. */
export function ComprehensiveResult({ result }: { result: ComprehensiveResponse }) {
  return (
    <Stack gap="5" data-testid="comprehensive-result">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          Domain
        </Text>
        <Text fontWeight="semibold" wordBreak="break-all">
          {result.domain}
        </Text>
      </Stack>
      <Stack gap="2">
        <Heading as="h4" size="sm">
          Data sources used
        </Heading>
        <List.Root ps="5">
          {result.data_sources.map((source) => (
            <List.Item key={source}>{source}</List.Item>
          ))}
        </List.Root>
      </Stack>
      <Stack gap="2">
        <Heading as="h4" size="sm">
          Insights
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {result.insights.map((insight, index) => (
            <Stack as="li" key={`${insight.type}-${index}`} gap="1" borderWidth="1px" borderRadius="l2" p="3">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{typeLabel(insight.type)}</Text>
                <Badge colorPalette={insight.confidence >= 70 ? 'green' : 'orange'}>
                  {insight.confidence}% confidence
                </Badge>
                <Badge variant="outline">{insight.basis}</Badge>
              </HStack>
              <Text fontSize="sm" wordBreak="break-word">
                {insight.message}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
      <Stack gap="2">
        <Heading as="h4" size="sm">
          Recommendations
        </Heading>
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {result.recommendations.map((recommendation, index) => (
            <Stack
              as="li"
              key={`${recommendation.category}-${index}`}
              gap="1"
              borderWidth="1px"
              borderRadius="l2"
              p="3"
            >
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{recommendation.category}</Text>
                <Badge colorPalette={PRIORITY_COLORS[recommendation.priority]}>
                  {capitalise(recommendation.priority)} priority
                </Badge>
              </HStack>
              <Text fontSize="sm" wordBreak="break-word">
                {recommendation.action}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Expected impact: {recommendation.expected_impact}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
