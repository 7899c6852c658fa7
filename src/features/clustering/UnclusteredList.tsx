import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { UnclusteredKeyword } from '@/api/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { ScrollVirtualList } from '@/components/VirtualList';
import { formatVolume } from '@/lib/format';
import { CompetitionBadge, SourceBadge } from './badges';

interface UnclusteredListProps {
  keywords: UnclusteredKeyword[];
  onMove: (keyword: UnclusteredKeyword) => void;
  canMove: boolean;
  /** What to say when the list is empty. */
  emptyText: string;
}

const UnclusteredRow = memo(function UnclusteredRow({ keyword, onMove, canMove }: { keyword: UnclusteredKeyword; onMove: (k: UnclusteredKeyword) => void; canMove: boolean }) {
  return (
    <Flex data-testid="unclustered-row" gap="2" py="2" px="2" borderTopWidth="1px" borderColor="border.muted" wrap={{ base: 'wrap', md: 'nowrap' }} align="center">
      <Text fontSize="sm" flex="1" minW={{ base: 'full', md: '0' }} lineClamp={2} wordBreak="break-word" data-testid="unclustered-text">
        {keyword.text}
      </Text>
      <HStack gap="2" fontSize="xs" color="fg.muted" flexShrink={0} wrap="wrap">
        <CompetitionBadge competition={keyword.competition} />
        <Box as="span">Vol {formatVolume(keyword.search_volume)}</Box>
        {keyword.estimated_fields.length > 0 && <EstimatedBadge />}
        {keyword.data_source === 'imported' && keyword.source_label && <SourceBadge label={keyword.source_label} />}
        <Box as="span" title="The closest cluster and how similar the keyword is to it (0 to 1)">
          Nearest: {keyword.nearest_cluster_name ?? 'none'}
          {keyword.similarity !== null && ` (${keyword.similarity.toFixed(2)})`}
        </Box>
        <Button size="2xs" variant="outline" onClick={() => onMove(keyword)} disabled={!canMove} aria-label={`Move ${keyword.text} to a cluster`}>
          Move…
        </Button>
      </HStack>
    </Flex>
  );
});

/** Keywords no cluster took, each with its nearest cluster and score; virtualised for long lists. */
export function UnclusteredList({ keywords, onMove, canMove, emptyText }: UnclusteredListProps) {
  if (keywords.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" py="4">
        {emptyText}
      </Text>
    );
  }
  return (
    <Box borderWidth="1px" borderRadius="l2" bg="bg">
      <ScrollVirtualList
        items={keywords}
        estimateSize={() => 41}
        getKey={(k) => k.id}
        renderItem={(k) => <UnclusteredRow keyword={k} onMove={onMove} canMove={canMove} />}
        label="Unclustered keywords"
        height="32rem"
      />
    </Box>
  );
}
