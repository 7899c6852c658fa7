/**
 * Results other areas compute from a clustering result (visualizations, content plans, AI
 * analyses), stored in one table keyed by `kind` and `result_id`. When the source result is
 * edited the row is marked stale; when it is re-run or pruned the row is dropped
 * (src/api/local/dependencies.ts does both).
 */
export type DerivedRecord = {
  id: string;
  /** Which area computed it, e.g. 'visualization:cluster-map' or 'content-calendar'. */
  kind: string;
  /** The clustering result it was computed from. */
  result_id: string;
  /** What was computed: unknown until read through its kind's check (src/api/local/payloads.ts). */
  payload: unknown;
  /** The version of the payload's shape; absent in rows stored before payloads carried one. */
  schema_version?: number;
  /** True once the source result changed after this was computed. */
  stale: boolean;
  created_at: string;
  updated_at: string;
};
