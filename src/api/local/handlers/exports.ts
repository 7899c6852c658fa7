/**
 * GET /api/export/{resultId}?format=csv|json: the stored result, edits included, as a file the UI
 * offers as a download. CSV: one row per input keyword, UTF-8 with BOM, formula-looking cells
 * neutralised, Search Console figures as read (ctr a fraction 0..1), each keyword with its topic
 * (pillar page) and cluster; a merged variant follows its keyword with its own figures and the
 * keyword's text in `variant_of` (empty for the keyword itself), so an uploaded list comes back
 * whole; then the cluster's method (serp, similarity or mixed); last the cluster's existing page
 * (`cluster_url`: an imported ranking or Search Console URL of its keywords, else a crawled page whose
 * title, H1 or URL holds one of its top keywords) and where it was found. JSON: the clustering result exactly
 * as the contract defines it, its `topics` list and each keyword's `variant_keywords` included.
 */
import { ApiError } from '../../../contract/errors';
import type {
  ClusteringResult,
  ExportFile,
  ExportFormat,
  Keyword,
  KeywordVariant,
} from '../../../contract/types/clustering';
import type { CrawledPage } from '../../../contract/types/website';
import { clusterCoverage, type Coverage } from '@workers/content/coverage';
import { db } from '@/db/database';
import { toCsv, type CsvValue } from '@/lib/csv';
import { downloadName } from '@/lib/download-name';
import { keywordVariants } from '@/lib/keywordVariants';
import type { RouteModule } from '../types';
import { loadResult } from '../clustering/store';

export const UNCLUSTERED_LABEL = '(unclustered)';
const FILE_PREFIX = 'topicwise-clusters';

export const CSV_HEADER = [
  'topic',
  'cluster',
  'keyword',
  'variant_of',
  'search_volume',
  'cpc_low',
  'cpc_high',
  'competition',
  'difficulty',
  'opportunity_score',
  'intent',
  'source',
  'estimated_figures',
  'expanded',
  'clicks',
  'impressions',
  'ctr',
  'position',
  'url',
  'method',
  'cluster_url',
  'cluster_url_source',
] as const;

/** Where a cluster's existing page was found, in the CSV's words. */
const COVERAGE_SOURCE: Record<Coverage['by'], string> = {
  ranking_url: 'imported ranking',
  crawled_page: 'crawled page',
};

type ClusterColumns = { topic: string; cluster: string; method: string; page: CsvValue[] };

function keywordRow(columns: ClusterColumns, keyword: KeywordVariant, variantOf: string): CsvValue[] {
  const { topic, cluster, method, page } = columns;
  return [
    topic,
    cluster,
    keyword.text,
    variantOf,
    keyword.search_volume,
    keyword.cpc_low,
    keyword.cpc_high,
    keyword.competition,
    keyword.difficulty,
    keyword.opportunity_score,
    keyword.intent,
    keyword.source_label,
    keyword.estimated_fields.join('; '),
    keyword.expanded ? 'yes' : 'no',
    keyword.clicks,
    keyword.impressions,
    keyword.ctr,
    keyword.position,
    keyword.url,
    method,
    ...page,
  ];
}

function* keywordRows(columns: ClusterColumns, keyword: Keyword): Generator<CsvValue[]> {
  yield keywordRow(columns, keyword, '');
  for (const variant of keywordVariants(keyword)) yield keywordRow(columns, variant, keyword.text);
}

function* csvRows(result: ClusteringResult, coverage: ReadonlyMap<string, Coverage>): Generator<CsvValue[]> {
  const topicName = new Map(result.topics.map((topic) => [topic.id, topic.name]));
  for (const cluster of result.clusters) {
    const covered = coverage.get(cluster.id);
    const columns = {
      topic: topicName.get(cluster.topic_id) ?? '',
      cluster: cluster.name,
      method: cluster.method ?? 'similarity',
      page: covered ? [covered.urls.join(' '), COVERAGE_SOURCE[covered.by]] : ['', ''],
    };
    for (const keyword of cluster.keywords) yield* keywordRows(columns, keyword);
  }
  const unclustered = { topic: '', cluster: UNCLUSTERED_LABEL, method: '', page: ['', ''] };
  for (const keyword of result.unclustered_keywords) yield* keywordRows(unclustered, keyword);
}

function exportFormat(value: string | undefined): ExportFormat {
  const format = (value ?? 'csv').toLowerCase();
  if (format !== 'csv' && format !== 'json') throw new ApiError(400, 'format must be csv or json');
  return format;
}

/**
 * `pages`: crawled pages, to map clusters without an imported ranking URL to an existing page
 * (the Content Gaps rule); the CSV's `cluster_url` columns name the page and where it was found.
 */
export function exportResult(
  result: ClusteringResult,
  format: ExportFormat,
  pages: readonly CrawledPage[] = [],
): ExportFile {
  const fileName = downloadName(FILE_PREFIX, result.name, result.created_at, format);
  if (format === 'json')
    return { file_name: fileName, mime_type: 'application/json', content: JSON.stringify(result, null, 2) };
  return {
    file_name: fileName,
    mime_type: 'text/csv;charset=utf-8',
    content: toCsv(CSV_HEADER, csvRows(result, clusterCoverage(result.clusters, pages))),
  };
}

export const exportsRoutes = {
  'GET /api/export/{resultId}': async ({ params, query }) => {
    const format = exportFormat(query.format);
    const result = await loadResult(params.resultId ?? '');
    return exportResult(result, format, format === 'csv' ? await db.crawled_pages.toArray() : []);
  },
} satisfies RouteModule;
