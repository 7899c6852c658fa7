import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { Topic } from '@/contract';
import { formatNumber, formatVolume, plural } from '@/lib/format';

/** A topic's line above its cluster cards when the cards are grouped by topic (one pillar page each). */
export function TopicHeader({ topic, shownClusters }: { topic: Topic; shownClusters: number }) {
  const clusters = topic.cluster_ids.length;
  return (
    <Box pt="3" pb="1" borderBottomWidth="1px" data-testid="topic-header">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h3" size="md" wordBreak="break-word">
          {topic.name}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {shownClusters < clusters
            ? `${formatNumber(shownClusters)} of ${plural(clusters, 'cluster')}`
            : plural(clusters, 'cluster')}{' '}
          · {plural(topic.keyword_count, 'keyword')} · volume {formatVolume(topic.total_volume)}
        </Text>
      </HStack>
      {topic.terms.length > 0 && (
        <Text color="fg.muted" fontSize="xs">
          Shared terms: {topic.terms.join(', ')}
        </Text>
      )}
    </Box>
  );
}
