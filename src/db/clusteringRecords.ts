/**
 * Stored shapes of the Keyword Clustering area (schema versions 2 and 4). A result is one summary row,
 * one row per cluster with its keywords embedded, and the unclustered list in chunks: an edit
 * rewrites a few rows, and saving a 10,000-keyword run writes hundreds of rows, not 10,000
 * (each IndexedDB row costs far more than its bytes).
 */
import type {
  Cluster,
  ClusteringResultSummary,
  Keyword,
  Topic,
  SkippedRows,
  UnclusteredKeyword,
} from '@/contract/types/clustering';
import type { HeldKeywords, ImportFormat, TextEncodingName } from '@/contract/types/imports';
import type { Transaction } from 'dexie';

/** One uploaded keyword file as parsed, kept so a run can use its figures and ranking URLs. */
export type KeywordImportRecord = {
  id: string;
  file_name: string;
  format: ImportFormat;
  rows: number;
  skipped: number;
  skipped_reasons: SkippedRows[];
  duplicates: number;
  encoding: TextEncodingName;
  created_at: string;
  updated_at: string;
} & HeldKeywords;

export type ClusteringResultRecord = ClusteringResultSummary & {
  /** The uploads the run read figures from. */
  import_ids: string[];
  /** Absent in results stored before topics existed: each cluster is then a topic of its own. */
  topics?: Topic[];
  /**
   * Set by the first rename, move, merge or split. Absent on runs stored before run history: those
   * count as edited when they were written after their creation.
   */
  edited?: boolean;
};

/** A cluster with its keywords embedded (at most a few dozen, or a few hundred after merges). */
export type ClusterRecord = Omit<Cluster, 'keywords' | 'topic_id'> & {
  /** Absent in results stored before topics existed. */
  topic_id?: string;
  result_id: string;
  /** Display order within the result. */
  rank: number;
  keywords: Keyword[];
  created_at: string;
  updated_at: string;
};

/** Keywords per row of the unclustered list: moving one keyword rewrites one small row. */
export const UNCLUSTERED_CHUNK_SIZE = 500;

/** A slice of a result's unclustered list, in display order by `rank`. */
export type UnclusteredChunkRecord = {
  id: string;
  result_id: string;
  rank: number;
  keywords: UnclusteredKeyword[];
  created_at: string;
  updated_at: string;
};

type StoredRow = Record<string, unknown>;

const RANKING_FIELDS = ['clicks', 'impressions', 'ctr', 'position', 'url'] as const;
const TRAFFIC_TOTALS = ['total_clicks', 'total_impressions'] as const;

/** Sets each missing field to null: rows stored before a version had no such figure, which is not a zero. */
function fillNull(row: StoredRow, fields: readonly string[]): void {
  for (const field of fields) if (row[field] === undefined) row[field] = null;
}

function fillKeywords(row: StoredRow): void {
  if (Array.isArray(row.keywords)) for (const keyword of row.keywords as StoredRow[]) fillNull(keyword, RANKING_FIELDS);
}

/**
 * Schema version 4 (issue 9): keywords carry Search Console clicks, impressions, CTR, position and
 * ranking URL, clusters and results their click and impression totals. Earlier results never read
 * them, so they become null.
 */
export async function upgradeToRankingFigures(tx: Transaction): Promise<void> {
  await tx
    .table('clustering_results')
    .toCollection()
    .modify((row: StoredRow) => fillNull(row, TRAFFIC_TOTALS));
  await tx
    .table('clusters')
    .toCollection()
    .modify((row: StoredRow) => {
      fillNull(row, TRAFFIC_TOTALS);
      fillKeywords(row);
    });
  await tx.table('unclustered_chunks').toCollection().modify(fillKeywords);
}
