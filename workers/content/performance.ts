// Performance per cluster from Search Console figures (clicks, impressions, position): those
// imported with the keywords, else those of a Search Console export imported in Advanced Data
// Sources (matched by query text); never estimated.
import type { ClusterPerformance, ContentPerformance } from '@/contract/types/content';
import type { PlanCluster, PlanKeyword, PlanSource } from './plan';

export const WHAT_TO_IMPORT =
  'No Search Console figures for these keywords. To track performance, import a Search Console Performance ' +
  'export (Queries) in Advanced Data Sources → Search Console, or upload it (or a rank tracker export with ' +
  'clicks, impressions, position and URL) in Keyword Clustering with your keywords.';

/** One query of a Search Console export imported in Advanced Data Sources. */
export type ImportedQuery = {
  query: string;
  clicks: number;
  impressions: number;
  position: number;
  /** The page with most clicks for the query, when the export had query+page rows. */
  page: string | null;
};

/** A Search Console export's queries, newest import first (its figures win). */
export type ImportedSearchConsole = { file_name: string; queries: ImportedQuery[] };

const queryKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A keyword without figures of its own takes the first import's figures for the same query. */
function withImported(
  keyword: PlanKeyword,
  imported: Map<string, { row: ImportedQuery; file_name: string }>,
): PlanKeyword {
  if (keyword.clicks !== null || keyword.impressions !== null || keyword.position !== null) return keyword;
  const found = imported.get(queryKey(keyword.text));
  if (!found) return keyword;
  const source = { tool: 'Google Search Console', file_name: found.file_name };
  return {
    ...keyword,
    clicks: found.row.clicks,
    impressions: found.row.impressions,
    position: found.row.position,
    url: keyword.url ?? found.row.page,
    metric_sources: { ...keyword.metric_sources, clicks: source, impressions: source, position: source },
  };
}

const tracked = (cluster: PlanCluster) =>
  cluster.keywords.filter((k) => k.clicks !== null || k.impressions !== null || k.position !== null);

function sumOrNull(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
}

function clusterPerformance(cluster: PlanCluster, topic: string): ClusterPerformance | null {
  const keywords = tracked(cluster);
  if (keywords.length === 0) return null;
  const clicks = sumOrNull(keywords.map((k) => k.clicks));
  const impressions = sumOrNull(keywords.map((k) => k.impressions));
  const ranked = keywords.filter((k) => k.position !== null);
  // Search Console's own average position is impression-weighted; do the same across keywords.
  const weight = (k: (typeof ranked)[number]) =>
    ranked.every((r) => (r.impressions ?? 0) > 0) ? (k.impressions ?? 0) : 1;
  const totalWeight = ranked.reduce((sum, k) => sum + weight(k), 0);
  const position =
    ranked.length === 0 || totalWeight === 0
      ? null
      : Math.round((ranked.reduce((sum, k) => sum + (k.position ?? 0) * weight(k), 0) / totalWeight) * 10) / 10;
  return {
    cluster_id: cluster.id,
    cluster_name: cluster.name,
    topic,
    clicks,
    impressions,
    ctr: clicks !== null && impressions ? Math.round((clicks / impressions) * 10_000) / 10_000 : null,
    position,
    urls: [...new Set(keywords.flatMap((k) => (k.url ? [k.url] : [])))].sort(),
    keywords_tracked: keywords.length,
  };
}

export function buildPerformance(
  source: PlanSource,
  generatedAt: string,
  searchConsole: readonly ImportedSearchConsole[] = [],
): ContentPerformance {
  const imported = new Map<string, { row: ImportedQuery; file_name: string }>();
  for (const file of searchConsole) {
    for (const row of file.queries) {
      const key = queryKey(row.query);
      if (!imported.has(key)) imported.set(key, { row, file_name: file.file_name });
    }
  }
  const result =
    imported.size === 0
      ? source
      : {
          ...source,
          clusters: source.clusters.map((cluster) => ({
            ...cluster,
            keywords: cluster.keywords.map((keyword) => withImported(keyword, imported)),
          })),
        };
  const topicName = new Map((result.topics ?? []).map((topic) => [topic.id, topic.name]));
  const clusters = result.clusters
    .flatMap((cluster) => clusterPerformance(cluster, topicName.get(cluster.topic_id) ?? cluster.name) ?? [])
    .sort((a, b) => (b.clicks ?? -1) - (a.clicks ?? -1) || (b.impressions ?? -1) - (a.impressions ?? -1));
  const keywords = result.clusters.flatMap((cluster) => cluster.keywords);
  const sourceFiles = new Set(
    keywords.flatMap((k) =>
      ['clicks', 'impressions', 'position'].flatMap((field) => {
        const source = k.metric_sources[field as 'clicks'];
        return source ? [source.file_name] : [];
      }),
    ),
  );
  const available = clusters.length > 0;
  return {
    generated_at: generatedAt,
    result_id: result.id,
    available,
    clusters,
    total_content: new Set(keywords.flatMap((k) => (k.url ? [k.url] : []))).size,
    total_traffic: sumOrNull(clusters.map((c) => c.clicks)),
    total_impressions: sumOrNull(clusters.map((c) => c.impressions)),
    source_files: [...sourceFiles].sort(),
    what_to_import: available ? null : WHAT_TO_IMPORT,
  };
}
