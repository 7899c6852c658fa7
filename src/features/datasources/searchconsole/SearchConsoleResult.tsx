import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { SearchConsoleAnalysis } from '@/contract';
import { DataList } from '@/components/DataList';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { StatTile } from '@/components/StatTile';
import { countText, percentText, positionText } from '../shared/format';
import { ESTIMATED_QUERY_COLUMNS, TOP_QUERY_COLUMNS } from './columns';
import { SearchConsoleOpportunities } from './SearchConsoleOpportunities';

interface SearchConsoleResultProps {
  analysis: SearchConsoleAnalysis;
  /** Removes every import of the property (the analysis falls back to estimates). */
  onForget: (domain: string) => void;
}

/** Spec 001 §2.1 Search Console analysis: domain, totals, top 10 queries; then the opportunities. */
export function SearchConsoleResult({ analysis, onForget }: SearchConsoleResultProps) {
  const estimated = analysis.data_source === 'estimated';
  const badge = estimated ? (
    <EstimatedBadge title="Nothing imported for this property: a deterministic estimate" />
  ) : null;
  const { summary } = analysis;
  const queries = useMemo(() => analysis.data.queries, [analysis]);
  return (
    <Stack gap="4" data-testid="search-console-result">
      <Alert.Root status={estimated ? 'warning' : 'success'} variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{analysis.note}</Alert.Title>
          <Alert.Description>
            {estimated ? (
              <Text>
                Use Import your Search Console export above (the two steps under it) to see your real clicks,
                impressions and positions.
              </Text>
            ) : (
              <Stack gap="2">
                <Text>
                  Totals from {analysis.totals_from}.{analysis.period_note ? ` ${analysis.period_note}` : ''}
                </Text>
                <Text fontSize="xs">Files: {analysis.imports.map((item) => item.file_name).join(', ')}</Text>
                <HStack>
                  <Button size="xs" variant="outline" onClick={() => onForget(analysis.domain)}>
                    Forget this property's imports
                  </Button>
                </HStack>
              </Stack>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        <StatTile
          label="Domain"
          value={
            <Text as="span" fontSize="md" wordBreak="break-all">
              {analysis.domain}
            </Text>
          }
        />
        <StatTile label="Total clicks" value={countText(summary.total_clicks)} adornment={badge} />
        <StatTile label="Impressions" value={countText(summary.total_impressions)} adornment={badge} />
        <StatTile label="Average CTR" value={percentText(summary.average_ctr)} adornment={badge} />
        <StatTile label="Average position" value={positionText(summary.average_position)} adornment={badge} />
      </SimpleGrid>
      <DataList
        title={estimated ? 'Top queries (estimated)' : 'Top 10 queries'}
        columns={estimated ? ESTIMATED_QUERY_COLUMNS : TOP_QUERY_COLUMNS}
        rows={queries}
        getRowId={(row) => row.query}
        emptyText="No queries in this import"
      />
      {!estimated && <SearchConsoleOpportunities analysis={analysis} />}
    </Stack>
  );
}
