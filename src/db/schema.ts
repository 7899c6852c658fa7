/**
 * The Dexie schema, append-only. Every version is a numbered object that spreads the previous one;
 * a published version is never edited, so a user's existing database always upgrades cleanly.
 *
 * How the next issue adds version 3 (say, competitor analyses):
 *   1. Add the record types (`records.ts`, or an area file such as `clusteringRecords.ts`) and the
 *      tables (`declare competitor_analyses: Table<...>`) to `TopicwiseDatabase` in `database.ts`.
 *   2. Below, add
 *        export const schemaV3 = { ...schemaV2, competitor_analyses: 'id, created_at' } as const;
 *      and append `{ version: 3, stores: schemaV3, upgrade: async (tx) => { ... } }` to `VERSIONS`
 *      (the upgrade fills new fields of existing rows; leave it out when there is nothing to fill).
 *   3. Add one case to `MIGRATION_CASES` in tests/unit/db/migrations.test.ts: seed v2 rows, open v3,
 *      assert the rows are intact (the test fails while a version has no case).
 * To drop a table in a later version, set it to `null` in that version's object.
 */
import type { Transaction } from 'dexie';
import { upgradeToRankingFigures } from './clusteringRecords';
import { stampMissingTimestamps } from './sourceRecords';

export type StoreSpec = Readonly<Record<string, string | null>>;

export interface SchemaVersion {
  readonly version: number;
  readonly stores: StoreSpec;
  readonly upgrade?: (tx: Transaction) => PromiseLike<unknown> | void;
}

/** Version 1 (issue 2, foundation). Primary key first; then the indexed fields. */
export const schemaV1 = {
  projects: 'id, created_at, updated_at, name',
  settings: 'key, updated_at',
  request_log: 'id, created_at, route',
  analytics_events: 'id, event, created_at',
  /** Deletes that must reach other devices through sync leave a row here. */
  tombstones: 'id, [table_name+record_id], deleted_at, updated_at',
} as const satisfies StoreSpec;

/**
 * Version 2 (issue 4, keyword clustering): uploaded keyword files, and clustering results as a
 * summary row, cluster rows (keywords embedded) and chunks of the unclustered list.
 */
export const schemaV2 = {
  ...schemaV1,
  keyword_imports: 'id, created_at',
  clustering_results: 'id, project_id, created_at, updated_at',
  clusters: 'id, result_id',
  unclustered_chunks: 'id, result_id',
} as const satisfies StoreSpec;

/**
 * Version 3 (issue 8, shared pieces): long-running jobs and their files, and results other areas
 * derive from a clustering result.
 */
export const schemaV3 = {
  ...schemaV2,
  jobs: 'id, kind, status, created_at, [kind+created_at]',
  job_files: 'id, job_id, created_at',
  derived_results: 'id, kind, result_id, [kind+result_id]',
} as const satisfies StoreSpec;

/**
 * Version 4 (issue 9, Search Console figures): no new table or index; stored keywords gain clicks,
 * impressions, CTR, position and URL, clusters and results their click and impression totals (null).
 */
export const schemaV4 = { ...schemaV3 } as const satisfies StoreSpec;

/**
 * Version 5 (issues 11-14, analyses): pages read from websites (one per URL), stored website and
 * competitor analyses, uploaded source files (ranking, Search Console, Ads exports), cluster votes.
 */
export const schemaV5 = {
  ...schemaV4,
  crawled_pages: 'id, host, crawled_at',
  analyses: 'id, subject, created_at',
  source_imports: 'id, kind, subject, created_at, [kind+subject]',
  cluster_votes: 'id, cluster_key, user_id, updated_at',
} as const satisfies StoreSpec;

/**
 * Version 6 (issue 20, CouchDB sync): the outbox of changes to push, sync state and checkpoints, the
 * last agreed version of each document (the base of a merge), the conflicts the user decides and
 * the parts of clustering results still arriving;
 * tombstones are found by the document they delete. Records stored without timestamps get them.
 */
export const schemaV6 = {
  ...schemaV5,
  outbox: 'id, queued_at, table_name',
  sync_state: 'key',
  sync_base: 'id',
  sync_conflicts: 'id, status, table_name, created_at',
  sync_inbox: 'id, result_id',
} as const satisfies StoreSpec;

/**
 * Version 7 (issue 24, outreach): contacts (indexed by their normalised address; duplicates are
 * refused by the handlers, not by a unique index, so a record arriving by sync is never rejected),
 * templates, campaigns, the messages a campaign prepared, and the replies and links per contact.
 */
export const schemaV7 = {
  ...schemaV6,
  outreach_contacts: 'id, email_key, status, created_at',
  outreach_templates: 'id, created_at',
  outreach_campaigns: 'id, status, created_at',
  outreach_messages: 'id, campaign_id, contact_id, message_id, [campaign_id+step]',
  outreach_events: 'id, contact_id, campaign_id, kind, created_at',
} as const satisfies StoreSpec;

/**
 * Version 8 (issue 25, Performance tab): hourly roll-ups of the request log per route, kept 30
 * days, so a week's summary and trends survive the bounded log.
 */
export const schemaV8 = {
  ...schemaV7,
  perf_rollups: 'id, hour',
} as const satisfies StoreSpec;

/**
 * Version 9 (issue 21, collaboration and chat): workspaces, their members and presence, shared
 * results and their versions, comments, chat messages, the activity log (all replicated), and the
 * notifications read on this device.
 */
export const schemaV9 = {
  ...schemaV8,
  workspaces: 'id, created_at',
  workspace_members: 'id, workspace_id, username',
  shared_items: 'id, workspace_id, created_at',
  shared_versions: 'id, shared_item_id, workspace_id',
  comments: 'id, shared_item_id, workspace_id, created_at',
  chat_messages: 'id, workspace_id, created_at, [workspace_id+created_at]',
  activity: 'id, workspace_id, created_at',
  presence: 'id, workspace_id',
  notification_reads: 'id',
} as const satisfies StoreSpec;

/**
 * Version 10 (issue 23, Enterprise): branding per workspace, scheduled report definitions, the
 * reports generated from them (device-only: they hold the file) and the append-only audit log.
 */
export const schemaV10 = {
  ...schemaV9,
  enterprise_branding: 'id',
  scheduled_reports: 'id, workspace_id, next_delivery',
  report_runs: 'id, report_id, generated_at',
  audit_log: 'id, workspace_id, created_at',
} as const satisfies StoreSpec;

export const VERSIONS: readonly SchemaVersion[] = [
  { version: 1, stores: schemaV1 },
  { version: 2, stores: schemaV2 },
  { version: 3, stores: schemaV3 },
  { version: 4, stores: schemaV4, upgrade: upgradeToRankingFigures },
  { version: 5, stores: schemaV5 },
  { version: 6, stores: schemaV6, upgrade: stampMissingTimestamps },
  { version: 7, stores: schemaV7 },
  { version: 8, stores: schemaV8 },
  { version: 9, stores: schemaV9 },
  { version: 10, stores: schemaV10 },
];

export const LATEST_VERSION = VERSIONS[VERSIONS.length - 1].version;
