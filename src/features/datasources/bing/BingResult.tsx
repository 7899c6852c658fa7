import { Badge, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { BingCompetition, BingResearchResponse } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { StatTile } from '@/components/StatTile';
import { countText } from '../shared/format';

/** Spec 001 §9: 10 Bing keywords on screen. */
const SHOWN = 10;

const COMPETITION_COLORS: Record<BingCompetition, string> = { High: 'red', Medium: 'orange', Low: 'gray' };

const dollars = (value: number) => `$${value.toFixed(2)}`;

/** Spec 001 §2.1 Bing Ads results: totals and 10 keywords; each estimated figure carries its badge. */
export function BingResult({ result }: { result: BingResearchResponse }) {
  const allEstimated = result.imported_keywords === 0;
  const mixed = !allEstimated && result.data_source === 'estimated';
  const badge = result.data_source === 'estimated' ? <EstimatedBadge /> : null;
  const { summary } = result;
  return (
    <Stack gap="4" data-testid="bing-result">
      <Text fontSize="sm" color="fg.muted">
        {allEstimated
          ? 'Every figure is a deterministic estimate: import a Keyword Planner export for real ones.'
          : mixed
            ? `${result.imported_keywords} keywords carry real figures from your Keyword Planner export; the rest are estimates.`
            : 'Every figure comes from your Keyword Planner export.'}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatTile label="Total keywords" value={countText(summary.total_keywords)} />
        <StatTile label="Avg. monthly searches" value={countText(summary.avg_monthly_searches)} adornment={badge} />
        <StatTile label="Avg. suggested bid" value={dollars(summary.avg_suggested_bid)} adornment={badge} />
        <StatTile label="High competition" value={countText(summary.high_competition_keywords)} adornment={badge} />
      </SimpleGrid>
      {/* Focusable so a keyboard can scroll it sideways on a phone. */}
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} role="region" aria-label="Bing keyword ideas">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Keyword</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Monthly searches</Table.ColumnHeader>
              <Table.ColumnHeader>Competition</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Suggested bid</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.data.keywords.slice(0, SHOWN).map((keyword) => (
              <Table.Row key={keyword.keyword}>
                <Table.Cell wordBreak="break-word">
                  <HStack gap="2" wrap="wrap">
                    <Text as="span">{keyword.keyword}</Text>
                    {keyword.data_source === 'estimated' && <EstimatedBadge />}
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">{countText(keyword.avg_monthly_searches)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={COMPETITION_COLORS[keyword.competition]}>{keyword.competition}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{dollars(keyword.suggested_bid)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
