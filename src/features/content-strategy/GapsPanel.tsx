import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult, ContentGap, ContentGaps } from '@/contract';
import { DataList, type DataColumn } from '@/components/DataList';
import { StatTile } from '@/components/StatTile';
import { formatCount } from './model';
import { PriorityBadge } from './PriorityBadge';
import { GeneratedNote, ToolState } from './ToolState';
import { useToolData } from './useToolData';
import { VolumeNote } from './VolumeNote';

const COLUMNS: readonly DataColumn<ContentGap>[] = [
  { key: 'cluster_name', header: 'Cluster', primary: true },
  { key: 'topic', header: 'Topic' },
  { key: 'search_volume', header: 'Volume' },
  { key: 'competition', header: 'Competition' },
  { key: 'priority', header: 'Priority', render: (row) => <PriorityBadge priority={row.priority} /> },
  { key: 'head_keyword', header: 'Head keyword', showInCard: false },
  { key: 'intent', header: 'Intent', showInCard: false },
];

function coverageNote(gaps: ContentGaps): string {
  if (gaps.ranking_urls === 0 && gaps.crawled_pages === 0)
    return 'No ranking URLs or crawled pages yet, so every cluster counts as a gap. Import a rank-tracking or Search Console export with URLs (Keyword Clustering) or crawl your site (Advanced Data Sources) to see which clusters already have a page.';
  return `A cluster has a page when one of its keywords has an imported ranking URL (${formatCount(gaps.ranking_urls)} URLs) or a crawled page (${formatCount(gaps.crawled_pages)} indexable pages) has every word of one of its top keywords in its title, H1 or URL.`;
}

/** Clusters with no page yet: topic, volume, competition and priority. */
export function GapsPanel({ result }: { result: ClusteringResult }) {
  const call = useCallback(() => api.post('/api/content-strategy/content-gaps', { result_id: result.id }), [result.id]);
  const { state, retry } = useToolData(call);
  return (
    <ToolState state={state} retry={retry}>
      {(gaps, ms) => (
        <Stack gap="5">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <StatTile label="Content gaps" value={formatCount(gaps.total_gaps)} />
            <StatTile label="High priority" value={formatCount(gaps.high_priority)} />
            <StatTile label="Clusters with a page" value={formatCount(gaps.covered_clusters)} />
            <StatTile label="Clusters" value={formatCount(gaps.total_clusters)} />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            {coverageNote(gaps)}
          </Text>
          <VolumeNote result={result} />
          <GeneratedNote generatedAt={gaps.generated_at} ms={ms} />
          <DataList
            title="Content gaps"
            columns={COLUMNS}
            rows={gaps.gaps}
            getRowId={(row) => row.cluster_id}
            emptyText="Every cluster already has a page."
          />
        </Stack>
      )}
    </ToolState>
  );
}
