import { Badge, Box, Flex, HStack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { Keyword } from '@/api/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { formatCurrency, formatScore, formatVolume } from '@/lib/format';
import { CompetitionBadge, SourceBadge } from './badges';
import { keywordCpc } from './model';

interface KeywordRowProps {
  keyword: Keyword;
  selected: boolean;
  onToggle: (keywordId: string) => void;
}

/** One keyword of a cluster: a checkbox (for move and split), its figures and where they come from. */
export const KeywordRow = memo(function KeywordRow({ keyword, selected, onToggle }: KeywordRowProps) {
  const cpc = keywordCpc(keyword);
  return (
    <Flex data-testid="keyword-row" gap="2" py="1.5" px="1" borderTopWidth="1px" borderColor="border.muted" wrap={{ base: 'wrap', md: 'nowrap' }} align="center">
      <HStack as="label" gap="2" flex="1" minW={{ base: 'full', md: '0' }} cursor="pointer" align="flex-start">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(keyword.id)}
          style={{ marginTop: '0.3em', accentColor: 'var(--chakra-colors-brand-solid)', flexShrink: 0 }}
        />
        <Text fontSize="sm" lineClamp={3} wordBreak="break-word" title={keyword.text.length > 80 ? keyword.text : undefined} data-testid="keyword-text">
          {keyword.text}
        </Text>
        {keyword.expanded && (
          <Badge size="xs" variant="subtle" colorPalette="purple" flexShrink={0} title={keyword.expanded_from ? `Expanded from ${keyword.expanded_from}` : 'Added by Expand Keywords'}>
            Expanded
          </Badge>
        )}
      </HStack>
      <HStack gap="2" flexShrink={0} fontSize="xs" color="fg.muted" wrap="wrap" pl={{ base: '6', md: '0' }}>
        <CompetitionBadge competition={keyword.competition} />
        {keyword.data_source !== 'none' && (
          <>
            <Box as="span" minW="4.5em" title="Monthly search volume">
              Vol {formatVolume(keyword.search_volume)}
            </Box>
            <Box as="span" minW="5.5em" title="Cost per click">
              CPC {formatCurrency(cpc)}
            </Box>
            <Box as="span" minW="3.5em" title="Keyword difficulty (0–100)">
              KD {formatScore(keyword.difficulty)}
            </Box>
          </>
        )}
        {keyword.estimated_fields.length > 0 && <EstimatedBadge />}
        {keyword.data_source === 'imported' && keyword.source_label && <SourceBadge label={keyword.source_label} />}
      </HStack>
    </Flex>
  );
});
