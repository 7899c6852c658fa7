import type { Cannibalisation, QueryOpportunity, ScQueryResult } from '@/contract';
import { HStack } from '@chakra-ui/react';
import type { DataColumn } from '@/components/DataList';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { countText, percentText, positionText } from '../shared/format';

export const TOP_QUERY_COLUMNS: readonly DataColumn<ScQueryResult>[] = [
  { key: 'query', header: 'Query', primary: true },
  { key: 'clicks', header: 'Clicks' },
  { key: 'ctr', header: 'CTR', format: 'percentage' },
  { key: 'position', header: 'Position' },
  { key: 'impressions', header: 'Impressions' },
];

const estimated = (text: string) => (
  <HStack as="span" gap="1.5" wrap="wrap">
    {text}
    <EstimatedBadge />
  </HStack>
);

/** The same columns with an Estimated badge on every figure (nothing imported for the property). */
export const ESTIMATED_QUERY_COLUMNS: readonly DataColumn<ScQueryResult>[] = [
  { key: 'query', header: 'Query', primary: true },
  { key: 'clicks', header: 'Clicks', render: (row) => estimated(countText(row.clicks)) },
  { key: 'ctr', header: 'CTR', render: (row) => estimated(percentText(row.ctr)) },
  { key: 'position', header: 'Position', render: (row) => estimated(positionText(row.position)) },
  { key: 'impressions', header: 'Impressions', render: (row) => estimated(countText(row.impressions)) },
];

export const OPPORTUNITY_COLUMNS: readonly DataColumn<QueryOpportunity>[] = [
  { key: 'query', header: 'Query', primary: true },
  { key: 'position', header: 'Position' },
  { key: 'missed_clicks', header: 'Missed clicks' },
  { key: 'clicks_at_position_3', header: 'Clicks gained at #3' },
  { key: 'impressions', header: 'Impressions' },
  { key: 'clicks', header: 'Clicks' },
  { key: 'ctr', header: 'CTR', format: 'percentage' },
  { key: 'expected_ctr', header: 'Expected CTR', format: 'percentage' },
  { key: 'cluster', header: 'Cluster', value: (row) => row.cluster_name ?? '' },
];

export const CANNIBALISATION_COLUMNS: readonly DataColumn<Cannibalisation>[] = [
  { key: 'query', header: 'Query', primary: true },
  { key: 'page_count', header: 'Pages earning clicks', value: (row) => row.pages.length },
  {
    key: 'pages',
    header: 'Pages',
    value: (row) => row.pages.map((page) => `${page.page} (${page.clicks})`).join(' · '),
  },
  { key: 'total_clicks', header: 'Clicks' },
  { key: 'top_page_share', header: 'Top page share', format: 'percentage' },
  { key: 'cluster', header: 'Cluster', value: (row) => row.cluster_name ?? '' },
];

/** CSV export of the opportunities: every column as shown, plus striking-distance and brand flags. */
export const OPPORTUNITY_CSV_HEADER = [
  'Query',
  'Position',
  'Impressions',
  'Clicks',
  'CTR %',
  'Expected CTR %',
  'Missed clicks',
  'Clicks gained at #3',
  'Striking distance',
  'Brand',
  'Cluster',
];

export const opportunityCsvRow = (row: QueryOpportunity) => [
  row.query,
  row.position,
  row.impressions,
  row.clicks,
  row.ctr,
  row.expected_ctr,
  row.missed_clicks,
  row.clicks_at_position_3,
  row.striking_distance ? 'yes' : 'no',
  row.brand ? 'yes' : 'no',
  row.cluster_name ?? '',
];

export const CANNIBALISATION_CSV_HEADER = ['Query', 'Page', 'Clicks', 'Impressions', 'Position', 'Cluster'];

/** One CSV row per competing page, so the file sorts and filters in a spreadsheet. */
export const cannibalisationCsvRows = (rows: readonly Cannibalisation[]) =>
  rows.flatMap((row) =>
    row.pages.map((page) => [
      row.query,
      page.page,
      page.clicks,
      page.impressions,
      page.position,
      row.cluster_name ?? '',
    ]),
  );
