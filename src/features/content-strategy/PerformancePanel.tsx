import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LineChart } from 'lucide-react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult, ClusterPerformance } from '@/contract';
import { DataList, type DataColumn } from '@/components/DataList';
import { EmptyState } from '@/components/EmptyState';
import { StatTile } from '@/components/StatTile';
import { formatCount } from './model';
import { GeneratedNote, ToolState } from './ToolState';
import { useToolData } from './useToolData';

const COLUMNS: readonly DataColumn<ClusterPerformance>[] = [
  { key: 'cluster_name', header: 'Cluster', primary: true },
  { key: 'clicks', header: 'Clicks' },
  { key: 'impressions', header: 'Impressions' },
  {
    key: 'ctr',
    header: 'CTR',
    value: (row) => (row.ctr === null ? null : Math.round(row.ctr * 1000) / 10),
    format: 'percentage',
  },
  { key: 'position', header: 'Avg. position' },
  { key: 'keywords_tracked', header: 'Keywords tracked' },
  { key: 'topic', header: 'Topic', showInCard: false },
  { key: 'urls', header: 'URLs', value: (row) => row.urls.join(' '), showInCard: false },
];

/** Clicks, impressions and position per cluster from imported Search Console figures (never estimated). */
export function PerformancePanel({ result }: { result: ClusteringResult }) {
  const call = useCallback(() => api.post('/api/content-strategy/performance', { result_id: result.id }), [result.id]);
  const { state, retry } = useToolData(call);
  return (
    <ToolState state={state} retry={retry}>
      {(performance, ms) =>
        performance.available ? (
          <Stack gap="5">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <StatTile label="Total clicks" value={formatCount(performance.total_traffic)} />
              <StatTile label="Impressions" value={formatCount(performance.total_impressions)} />
              <StatTile label="Pages ranking" value={formatCount(performance.total_content)} />
              <StatTile label="Clusters tracked" value={formatCount(performance.clusters.length)} />
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              Measured figures from {performance.source_files.join(', ') || 'your imported files'}. Position is the
              impression-weighted average, as Search Console computes it.
            </Text>
            <GeneratedNote generatedAt={performance.generated_at} ms={ms} />
            <DataList
              title="Performance by cluster"
              columns={COLUMNS}
              rows={performance.clusters}
              getRowId={(row) => row.cluster_id}
            />
          </Stack>
        ) : (
          <EmptyState
            icon={<LineChart />}
            title="No performance data to track yet"
            description={performance.what_to_import}
          />
        )
      }
    </ToolState>
  );
}
