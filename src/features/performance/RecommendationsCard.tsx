import { Alert, Badge, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Panel } from './Panel';
import type { Priority, Recommendations } from './recommendations';

/** Spec 002 §4: critical destructive, high default, others secondary. */
const PRIORITY_PALETTE: Record<Priority, string> = { critical: 'red', high: 'blue', medium: 'gray', low: 'gray' };

export function RecommendationsCard({ recommendations }: { recommendations: Recommendations }) {
  return (
    <Panel.Root as="section" aria-labelledby="recommendations-heading">
      <Panel.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md" id="recommendations-heading">
            Optimization Recommendations
          </Heading>
          <Badge colorPalette="brand" variant="subtle" data-testid="recommendation-score">
            Score: {recommendations.score}/100
          </Badge>
        </HStack>
      </Panel.Header>
      <Panel.Body>
        {recommendations.items.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Nothing to improve in the measured figures.
          </Text>
        ) : (
          <List.Root variant="plain" gap="3">
            {recommendations.items.map((item) => {
              const body = (
                <Stack gap="1">
                  <HStack gap="2" wrap="wrap">
                    <Badge
                      colorPalette={PRIORITY_PALETTE[item.priority]}
                      variant={item.priority === 'critical' ? 'solid' : 'subtle'}
                    >
                      {item.priority}
                    </Badge>
                    <Text fontWeight="semibold" fontSize="sm">
                      {item.type}
                    </Text>
                  </HStack>
                  <Text fontSize="sm">{item.message}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Action: {item.action}
                  </Text>
                </Stack>
              );
              return (
                <List.Item key={`${item.type}:${item.message}`}>
                  {item.priority === 'critical' ? (
                    <Alert.Root status="error">
                      <Alert.Content>{body}</Alert.Content>
                    </Alert.Root>
                  ) : (
                    body
                  )}
                </List.Item>
              );
            })}
          </List.Root>
        )}
      </Panel.Body>
    </Panel.Root>
  );
}
