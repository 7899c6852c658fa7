import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { SearchConsoleAnalysis } from '@/contract';
import { DataList } from '@/components/DataList';
import { slugify } from '@/lib/download-name';
import { ExportButton } from '../shared/ExportButton';
import {
  CANNIBALISATION_COLUMNS,
  CANNIBALISATION_CSV_HEADER,
  cannibalisationCsvRows,
  OPPORTUNITY_COLUMNS,
  OPPORTUNITY_CSV_HEADER,
  opportunityCsvRow,
} from './columns';

interface SearchConsoleOpportunitiesProps {
  analysis: SearchConsoleAnalysis;
}

/** What the export says to do next: striking distance, missed clicks, cannibalisation. */
export function SearchConsoleOpportunities({ analysis }: SearchConsoleOpportunitiesProps) {
  const striking = useMemo(
    () =>
      analysis.opportunities
        .filter((row) => row.striking_distance)
        .sort((a, b) => b.clicks_at_position_3 - a.clicks_at_position_3),
    [analysis],
  );
  const missed = useMemo(() => analysis.opportunities.filter((row) => row.missed_clicks > 0), [analysis]);
  const { ctr_model: model } = analysis;
  const fileName = `search-console-opportunities-${slugify(analysis.domain)}.csv`;
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h4" size="md">
          Opportunities in your data
        </Heading>
        <ExportButton
          label="Export all queries (CSV)"
          fileName={fileName}
          header={OPPORTUNITY_CSV_HEADER}
          rows={() => analysis.opportunities.map(opportunityCsvRow)}
        />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Expected CTR is fitted from your own queries at {model.fitted_positions} of 20 positions; the others use the{' '}
        {model.fallback}.
        {analysis.brand_terms.length ? ` Brand terms left out: ${analysis.brand_terms.join(', ')}.` : ''}
      </Text>
      <DataList
        title={`Striking-distance queries (positions 4-20): ${striking.length}`}
        columns={OPPORTUNITY_COLUMNS}
        rows={striking}
        getRowId={(row) => row.query}
        emptyText="No non-brand query ranks at positions 4-20"
      />
      <DataList
        title={`Missed clicks against your CTR curve: ${missed.length} queries`}
        columns={OPPORTUNITY_COLUMNS}
        rows={missed}
        getRowId={(row) => row.query}
        emptyText="Every query earns at least the clicks its position should bring"
      />
      {analysis.has_query_pages ? (
        <Stack gap="2">
          <HStack justify="flex-end">
            <ExportButton
              label="Export cannibalisation (CSV)"
              fileName={`search-console-cannibalisation-${slugify(analysis.domain)}.csv`}
              header={CANNIBALISATION_CSV_HEADER}
              rows={() => cannibalisationCsvRows(analysis.cannibalisation)}
            />
          </HStack>
          <DataList
            title={`Cannibalisation: ${analysis.cannibalisation_total} queries${
              analysis.cannibalisation_total > analysis.cannibalisation.length
                ? ` (the ${analysis.cannibalisation.length} with most clicks shown)`
                : ''
            }`}
            columns={CANNIBALISATION_COLUMNS}
            rows={analysis.cannibalisation}
            getRowId={(row) => row.query}
            emptyText="No query has two or more pages that each earn clicks"
          />
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Cannibalisation needs query+page rows: import a query+page export (the Search Console API or Search Analytics
          for Sheets) for this property.
        </Text>
      )}
    </Stack>
  );
}
