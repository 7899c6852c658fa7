/**
 * GET /api/export/{resultId}?format=csv|json: the stored result, edits included, as a file the UI
 * offers as a download. CSV: one row per input keyword, UTF-8 with BOM, formula-looking cells
 * neutralised, Search Console figures as read (ctr a fraction 0..1), each keyword with its topic
 * (pillar page) and cluster; a merged variant follows its keyword with its own figures and the
 * keyword's text in `variant_of` (empty for the keyword itself), so an uploaded list comes back
 * whole; last the cluster's method (serp, similarity or mixed). JSON: the clustering result exactly
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
] as const;

function keywordRow(
  topic: string,
  cluster: string,
  method: string,
  keyword: KeywordVariant,
  variantOf: string,
): CsvValue[] {
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
  ];
}

function* keywordRows(topic: string, cluster: string, method: string, keyword: Keyword): Generator<CsvValue[]> {
  yield keywordRow(topic, cluster, method, keyword, '');
  for (const variant of keywordVariants(keyword)) yield keywordRow(topic, cluster, method, variant, keyword.text);
}

function* csvRows(result: ClusteringResult): Generator<CsvValue[]> {
  const topicName = new Map(result.topics.map((topic) => [topic.id, topic.name]));
  for (const cluster of result.clusters) {
    const topic = topicName.get(cluster.topic_id) ?? '';
    const method = cluster.method ?? 'similarity';
    for (const keyword of cluster.keywords) yield* keywordRows(topic, cluster.name, method, keyword);
  }
  for (const keyword of result.unclustered_keywords) yield* keywordRows('', UNCLUSTERED_LABEL, '', keyword);
}

function exportFormat(value: string | undefined): ExportFormat {
  const format = (value ?? 'csv').toLowerCase();
  if (format !== 'csv' && format !== 'json') throw new ApiError(400, 'format must be csv or json');
  return format;
}

export function exportResult(result: ClusteringResult, format: ExportFormat): ExportFile {
  const fileName = downloadName(FILE_PREFIX, result.name, result.created_at, format);
  if (format === 'json')
    return { file_name: fileName, mime_type: 'application/json', content: JSON.stringify(result, null, 2) };
  return { file_name: fileName, mime_type: 'text/csv;charset=utf-8', content: toCsv(CSV_HEADER, csvRows(result)) };
}

export const exportsRoutes = {
  'GET /api/export/{resultId}': async ({ params, query }) => {
    const format = exportFormat(query.format);
    return exportResult(await loadResult(params.resultId ?? ''), format);
  },
} satisfies RouteModule;
