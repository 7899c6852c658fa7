/**
 * Keyword and analysis exports of a clustering result (spec 002 §2.3), filtered by cluster,
 * intent and volume range. The keywords CSV leads with the spec's import columns (keyword,
 * search_volume, competition, cpc, category = the cluster, intent), so an export imports back.
 * CSV is UTF-8 with BOM and formula-safe (src/lib/csv.ts).
 */
import type { ClusteringResult, Keyword } from '@/contract/types/clustering';
import type { ExportDataSource, ExportFilters, ExportFormatName } from '@/contract/types/dataExchange';
import { toCsv, type CsvValue } from '@/contract/csv';

export const UNCLUSTERED = '(unclustered)';

const KEYWORD_HEADER = [
  'keyword',
  'search_volume',
  'competition',
  'cpc',
  'category',
  'intent',
  'topic',
  'difficulty',
  'opportunity_score',
  'estimated_figures',
] as const;

const ANALYSIS_HEADER = [
  'cluster',
  'topic',
  'keywords',
  'total_volume',
  'avg_cpc',
  'avg_difficulty',
  'avg_opportunity',
  'intent',
  'method',
  'terms',
] as const;

/** Spec 000's competition levels as the import reads them. */
const COMPETITION_TEXT: Record<Keyword['competition'], string> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  UNKNOWN: '',
};

const cpcOf = (keyword: Keyword): number | null =>
  keyword.cpc_low !== null && keyword.cpc_high !== null
    ? Math.round(((keyword.cpc_low + keyword.cpc_high) / 2) * 100) / 100
    : (keyword.cpc_high ?? keyword.cpc_low);

type Row = { keyword: Keyword; cluster: string; topic: string };

function keywordMatches(row: Row, filters: ExportFilters): boolean {
  if (filters.cluster && row.cluster !== filters.cluster) return false;
  if (filters.intent && row.keyword.intent !== filters.intent) return false;
  const volume = row.keyword.search_volume;
  if (filters.min_volume !== undefined && (volume === null || volume < filters.min_volume)) return false;
  if (filters.max_volume !== undefined && (volume === null || volume > filters.max_volume)) return false;
  return true;
}

function* allKeywords(result: ClusteringResult): Generator<Row> {
  const topics = new Map(result.topics.map((topic) => [topic.id, topic.name]));
  for (const cluster of result.clusters)
    for (const keyword of cluster.keywords)
      yield { keyword, cluster: cluster.name, topic: topics.get(cluster.topic_id) ?? '' };
  for (const keyword of result.unclustered_keywords) yield { keyword, cluster: UNCLUSTERED, topic: '' };
}

export interface BuiltExport {
  content: string;
  mime_type: string;
  rows: number;
}

/** The export's text; `onProgress` hears the share of rows written. */
export function buildExport(
  result: ClusteringResult,
  source: ExportDataSource,
  format: ExportFormatName,
  filters: ExportFilters = {},
  onProgress?: (fraction: number) => void,
): BuiltExport {
  if (source === 'analysis') {
    const topics = new Map(result.topics.map((topic) => [topic.id, topic.name]));
    const clusters = result.clusters.filter(
      (cluster) =>
        (!filters.cluster || cluster.name === filters.cluster) &&
        (!filters.intent || cluster.intent === filters.intent) &&
        (filters.min_volume === undefined || (cluster.total_volume ?? -1) >= filters.min_volume) &&
        (filters.max_volume === undefined || (cluster.total_volume ?? Infinity) <= filters.max_volume),
    );
    const rows = clusters.map((cluster) => ({
      cluster: cluster.name,
      topic: topics.get(cluster.topic_id) ?? '',
      keywords: cluster.keyword_count,
      total_volume: cluster.total_volume,
      avg_cpc: cluster.avg_cpc,
      avg_difficulty: cluster.avg_difficulty,
      avg_opportunity: cluster.avg_opportunity,
      intent: cluster.intent,
      method: cluster.method ?? 'similarity',
      terms: cluster.terms.join('; '),
    }));
    onProgress?.(1);
    return format === 'json'
      ? {
          content: JSON.stringify({ result_id: result.id, result_name: result.name, clusters: rows }, null, 2),
          mime_type: 'application/json',
          rows: rows.length,
        }
      : {
          content: toCsv(
            ANALYSIS_HEADER,
            rows.map((row) => ANALYSIS_HEADER.map((column) => row[column] as CsvValue)),
          ),
          mime_type: 'text/csv;charset=utf-8',
          rows: rows.length,
        };
  }
  const total =
    result.clusters.reduce((sum, cluster) => sum + cluster.keywords.length, 0) + result.unclustered_keywords.length;
  const rows: Record<(typeof KEYWORD_HEADER)[number], CsvValue>[] = [];
  let seen = 0;
  for (const row of allKeywords(result)) {
    seen += 1;
    if (seen % 5000 === 0) onProgress?.(seen / Math.max(1, total));
    if (!keywordMatches(row, filters)) continue;
    const { keyword } = row;
    rows.push({
      keyword: keyword.text,
      search_volume: keyword.search_volume,
      competition: COMPETITION_TEXT[keyword.competition],
      cpc: cpcOf(keyword),
      category: row.cluster,
      intent: keyword.intent,
      topic: row.topic,
      difficulty: keyword.difficulty,
      opportunity_score: keyword.opportunity_score,
      estimated_figures: keyword.estimated_fields.join('; '),
    });
  }
  onProgress?.(1);
  if (format === 'json')
    return {
      content: JSON.stringify({ result_id: result.id, result_name: result.name, keywords: rows }, null, 2),
      mime_type: 'application/json',
      rows: rows.length,
    };
  return {
    content: toCsv(
      KEYWORD_HEADER,
      rows.map((row) => KEYWORD_HEADER.map((column) => row[column])),
    ),
    mime_type: 'text/csv;charset=utf-8',
    rows: rows.length,
  };
}
