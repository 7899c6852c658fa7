/**
 * Which tables travel to other devices (CouchDB sync, issue 20) and which stay on this one. Every
 * table of the schema is in exactly one list (tests/unit/db/replication.test.ts), so a new table
 * cannot join the schema without saying which it is.
 */
export const REPLICATED_TABLES = [
  'projects',
  'keyword_imports',
  'clustering_results',
  'clusters',
  'unclustered_chunks',
  'crawled_pages',
  'analyses',
  'source_imports',
  'cluster_votes',
  'enterprise_branding',
  'scheduled_reports',
  'audit_log',
  'outreach_contacts',
  'outreach_templates',
  'outreach_campaigns',
  'outreach_messages',
  'outreach_events',
  'workspaces',
  'workspace_members',
  'shared_items',
  'shared_versions',
  'comments',
  'chat_messages',
  'activity',
  'presence',
] as const;

/**
 * Preferences and the current result differ per device (settings); the request log, analytics,
 * jobs and their files describe this device's work; derived results are recomputed from replicated
 * data; which notifications were read is this device's; the remaining tables are the sync machinery itself.
 * jobs and their files, and generated reports with their files, describe this device's work;
 * derived results are recomputed from replicated data; the remaining tables are the sync machinery itself.
 */
export const DEVICE_ONLY_TABLES = [
  'settings',
  'request_log',
  'perf_rollups',
  'analytics_events',
  'jobs',
  'job_files',
  'derived_results',
  'tombstones',
  'outbox',
  'sync_state',
  'sync_base',
  'sync_conflicts',
  'sync_inbox',
  'notification_reads',
  'report_runs',
] as const;

export type ReplicatedTable = (typeof REPLICATED_TABLES)[number];

export const isReplicated = (table: string): table is ReplicatedTable =>
  (REPLICATED_TABLES as readonly string[]).includes(table);

/**
 * Fields every replicated record carries besides its id and timestamps: the server revision it was
 * last synced at (absent until it first reaches the server). A deleted record leaves a tombstone.
 */
export type SyncMeta = { sync_rev?: string };

/** A change waiting to be pushed: one row per record however often it changed, so edits coalesce. */
export type OutboxRecord = {
  /** `${table_name}:${record_id}`, the record's document id on the server. */
  id: string;
  table_name: ReplicatedTable;
  record_id: string;
  /** 'discard': only delete the losing server revisions below; the record itself is unchanged. */
  op: 'put' | 'delete' | 'discard';
  queued_at: string;
  /**
   * Losing revisions of a server-side conflict (`_conflicts`) that were merged or chosen against:
   * deleted on the server with this push, so the conflict is gone there too.
   */
  discard_revs?: string[];
  /** Why the server refused it; kept so the Sync panel can say what to do, and not retried. */
  refused?: string;
};

/** Sync settings and checkpoints, one row per key (device-only). */
export type SyncStateRecord = { key: string; value: unknown; updated_at: string };

/**
 * The document as last agreed with the server, the base of a three-way merge. `database`: the
 * server database the record lives in (a workspace or the user's personal one), where its changes
 * go; absent before the record first reached a server.
 */
export type SyncBaseRecord = { id: string; rev: string; body: Record<string, unknown>; database?: string };

/** Two versions of one record that could not be merged; kept after the choice, so the loser stays retrievable. */
export type SyncConflictRecord = {
  id: string;
  table_name: ReplicatedTable;
  record_id: string;
  /** This device's version; null when it deleted the record. */
  mine: Record<string, unknown> | null;
  /** The server's version; null when another device deleted it. */
  theirs: Record<string, unknown> | null;
  theirs_rev: string | null;
  /**
   * Set when the server itself holds both versions (`_conflicts`, e.g. from another replicator):
   * `mine` is then the losing server revision, and these revisions are deleted once chosen.
   */
  discard_revs?: string[];
  /** The fields that differ. */
  fields: string[];
  status: 'open' | 'kept-mine' | 'kept-theirs';
  created_at: string;
  updated_at: string;
};

/** The document id of a record on the server. */
export const docId = (table: string, recordId: string): string => `${table}:${recordId}`;

/** A row of a clustering result that arrived before its result's complete set of rows. */
export type SyncInboxRecord = {
  id: string;
  result_id: string;
  table_name: ReplicatedTable;
  rev: string;
  created_by: string | null;
  record: Record<string, unknown>;
};
