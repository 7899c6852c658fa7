import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { KeywordGap } from '@/contract';
import { DataList, type DataColumn } from '@/components/DataList';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { formatNumber } from '@/lib/format';
import { GAP_COLOR, GAP_LABEL, GAPS_SHOWN } from './model';

const volumeCell = (gap: KeywordGap) => (
  <HStack as="span" gap="1" justify="flex-end">
    {gap.search_volume === null ? '—' : formatNumber(gap.search_volume)}
    {gap.volume_origin === 'estimated' && <EstimatedBadge title="Estimated search volume (no export attached)" />}
  </HStack>
);

const ALL_COLUMNS: readonly DataColumn<KeywordGap>[] = [
  { key: 'keyword', header: 'Keyword', primary: true },
  { key: 'gap_type', header: 'Gap type', value: (g) => GAP_LABEL[g.gap_type] },
  { key: 'search_volume', header: 'Search volume', render: volumeCell },
  { key: 'competitor_position', header: 'Competitor position' },
  { key: 'your_position', header: 'Your position' },
  { key: 'competitor_domain', header: 'Competitor' },
  { key: 'traffic_gain', header: 'Clicks to win (est.)' },
  { key: 'opportunity_score', header: 'Opportunity score' },
  { key: 'reason', header: 'Why', showInCard: false },
];

/** Spec 000 §2: the first 10 keyword gaps; 'Show all' opens every gap in the shared list. */
export function GapList({ gaps }: { gaps: KeywordGap[] }) {
  const [showAll, setShowAll] = useState(false);
  if (gaps.length === 0) {
    return (
      <Text color="fg.muted">No keyword gaps: you rank at least as well as the competitors for their keywords.</Text>
    );
  }
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none" hideFrom="md" aria-label="First keyword gaps">
        {gaps.slice(0, GAPS_SHOWN).map((gap) => (
          <Stack as="li" key={gap.keyword} gap="1" borderWidth="1px" borderRadius="l2" p="3">
            <HStack justify="space-between" gap="2" align="flex-start">
              <Text fontWeight="medium" wordBreak="break-word">
                {gap.keyword}
              </Text>
              <Badge colorPalette={GAP_COLOR[gap.gap_type]}>{GAP_LABEL[gap.gap_type]}</Badge>
            </HStack>
            <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
              <HStack gap="1">
                <Text>Volume</Text>
                {volumeCell(gap)}
              </HStack>
              <Text>Competitor position {gap.competitor_position ?? 'not known'}</Text>
              <Text>Opportunity score {gap.opportunity_score}</Text>
            </HStack>
          </Stack>
        ))}
      </Stack>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" hideBelow="md">
        <Table.Root size="sm" aria-label="First keyword gaps">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Keyword</Table.ColumnHeader>
              <Table.ColumnHeader>Gap type</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Search volume</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Competitor position</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Opportunity score</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {gaps.slice(0, GAPS_SHOWN).map((gap) => (
              <Table.Row key={gap.keyword} data-testid="gap-row">
                <Table.Cell wordBreak="break-word" title={gap.reason}>
                  {gap.keyword}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={GAP_COLOR[gap.gap_type]}>{GAP_LABEL[gap.gap_type]}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{volumeCell(gap)}</Table.Cell>
                <Table.Cell textAlign="end">{gap.competitor_position ?? 'Not known'}</Table.Cell>
                <Table.Cell textAlign="end">{gap.opportunity_score}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {gaps.length > GAPS_SHOWN && (
        <HStack>
          <Button size="sm" variant="outline" onClick={() => setShowAll((open) => !open)} aria-expanded={showAll}>
            {showAll ? 'Hide the full list' : `Show all ${formatNumber(gaps.length)} gaps`}
          </Button>
        </HStack>
      )}
      {showAll && <DataList title="All keyword gaps" columns={ALL_COLUMNS} rows={gaps} getRowId={(g) => g.keyword} />}
    </Stack>
  );
}
