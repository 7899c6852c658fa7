import { Box, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { UnclusteredKeyword } from '@/contract';
import { ScrollVirtualList } from '@/components/VirtualList';
import { KeywordFigures, KeywordTraffic } from './KeywordRow';
import { KeywordVariants } from './KeywordVariants';
import { ROW_CLASSES } from './rowStyles';

interface UnclusteredListProps {
  keywords: UnclusteredKeyword[];
  onMove: (keyword: UnclusteredKeyword) => void;
  canMove: boolean;
  /** What to say when the list is empty. */
  emptyText: string;
}

interface RowProps {
  keyword: UnclusteredKeyword;
  onMove: (keyword: UnclusteredKeyword) => void;
  canMove: boolean;
}

const UnclusteredRow = memo(function UnclusteredRow({ keyword, onMove, canMove }: RowProps) {
  return (
    <div className={ROW_CLASSES.row} data-testid="unclustered-row">
      <span className={`${ROW_CLASSES.grow} ${ROW_CLASSES.text}`} data-testid="unclustered-text">
        {keyword.text}
      </span>
      <KeywordFigures keyword={keyword}>
        <span title="The closest cluster and how similar the keyword is to it (0 to 1)">
          Nearest: {keyword.nearest_cluster_name ?? 'none'}
          {keyword.similarity !== null && ` (${keyword.similarity.toFixed(2)})`}
        </span>
        <button
          type="button"
          className="tw-move"
          onClick={() => onMove(keyword)}
          disabled={!canMove}
          aria-label={`Move ${keyword.text} to a cluster`}
        >
          Move…
        </button>
      </KeywordFigures>
      <KeywordTraffic keyword={keyword} />
      <KeywordVariants keyword={keyword} />
    </div>
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
    <Box
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      css={{
        '& .tw-move': {
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'l1',
          px: '2',
          py: '0.5',
          fontSize: 'xs',
          color: 'fg',
          cursor: 'pointer',
          _hover: { bg: 'bg.muted' },
          _disabled: { opacity: 0.5, cursor: 'not-allowed' },
          _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' },
        },
      }}
    >
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
