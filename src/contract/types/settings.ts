/** Stored settings: one JSON value per key (spec 000 §3). */
import type { JsonValue } from '../json';

export type Setting = { key: string; value: JsonValue };
export type PutSettingRequest = { value: JsonValue };

/** Setting keys with a known meaning across features. */
export const SETTING_KEYS = {
  currentPlan: 'current_plan',
  /** Id of the clustering result other tabs read (the latest run); written by POST /api/cluster. */
  currentResultId: 'current_result_id',
  /** The uploaded keyword file the clustering tab uses: `{ import_id, file_name, summary, count }` or null. */
  clusteringUpload: 'clustering_upload',
  /** The SERP file the clustering tab uses: `{ import_id, file_name, summary, count }` or null. */
  clusteringSerpUpload: 'clustering_serp_upload',
} as const;
