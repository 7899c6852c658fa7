/**
 * Stored shapes of the Keyword Clustering area (schema version 2). A result is split into small
 * rows (one per cluster, one per keyword) so an edit at 10,000+ keywords rewrites a few rows,
 * not the whole result.
 */
import type { Cluster, ClusteringResultSummary, SkippedRows, UnclusteredKeyword } from '@/api/types/clustering';
import type { ImportedKeyword, ImportFormat, TextEncodingName } from '@workers/imports/types';

/** One uploaded keyword file as parsed, kept so a run can use its figures and ranking URLs. */
export type KeywordImportRecord = {
  id: string;
  file_name: string;
  format: ImportFormat;
  keywords: ImportedKeyword[];
  rows: number;
  skipped: number;
  skipped_reasons: SkippedRows[];
  duplicates: number;
  encoding: TextEncodingName;
  created_at: string;
  updated_at: string;
};

export type ClusteringResultRecord = ClusteringResultSummary & {
  /** The uploads the run read figures from. */
  import_ids: string[];
};

export type ClusterRecord = Omit<Cluster, 'keywords'> & {
  result_id: string;
  /** Display order within the result. */
  rank: number;
  created_at: string;
  updated_at: string;
};

/** `cluster_id` of a keyword in the unclustered list (IndexedDB cannot index null). */
export const UNCLUSTERED = '';

export type KeywordRecord = UnclusteredKeyword & {
  result_id: string;
  /** The cluster holding the keyword, or UNCLUSTERED. */
  cluster_id: string;
  /** Display order within the result (clusters list their keywords by it). */
  rank: number;
  created_at: string;
  updated_at: string;
};
