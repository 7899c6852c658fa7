import Dexie, { type Table } from 'dexie';
import type {
  AnalyticsEventRecord,
  PerfRollupRecord,
  ProjectRecord,
  RequestLogRecord,
  SettingRecord,
  TombstoneRecord,
} from './records';
import type {
  ClusteringResultRecord,
  ClusterRecord,
  KeywordImportRecord,
  UnclusteredChunkRecord,
} from './clusteringRecords';
import type { DerivedRecord } from './derivedRecords';
import type { JobFileRecord, JobRecord } from './jobRecords';
import type { AnalysisRecord, ClusterVoteRecord, CrawledPageRecord, SourceImportRecord } from './sourceRecords';
import type { OutboxRecord, SyncBaseRecord, SyncConflictRecord, SyncInboxRecord, SyncStateRecord } from './replication';
import type { AuditRecord, BrandingRecord, ReportRunRecord, ScheduledReportRecord } from './enterpriseRecords';
import type {
  OutreachCampaignRecord,
  OutreachContactRecord,
  OutreachEventRecord,
  OutreachMessageRecord,
  OutreachTemplateRecord,
} from './outreachRecords';
import type {
  ActivityRecord,
  ChatMessageRecord,
  CommentRecord,
  NotificationReadRecord,
  PresenceRecord,
  SharedItemRecord,
  SharedVersionRecord,
  WorkspaceMemberRecord,
  WorkspaceRecord,
} from './collaborationRecords';
import { VERSIONS, type SchemaVersion } from './schema';
import { syncMiddleware } from './syncMiddleware';

export const DATABASE_NAME = 'topicwise';

export class TopicwiseDatabase extends Dexie {
  // `declare` keeps class-field semantics from overwriting the tables Dexie attaches in version().stores().
  declare projects: Table<ProjectRecord, string>;
  declare settings: Table<SettingRecord, string>;
  declare request_log: Table<RequestLogRecord, string>;
  declare analytics_events: Table<AnalyticsEventRecord, string>;
  declare tombstones: Table<TombstoneRecord, string>;
  declare keyword_imports: Table<KeywordImportRecord, string>;
  declare clustering_results: Table<ClusteringResultRecord, string>;
  declare clusters: Table<ClusterRecord, string>;
  declare unclustered_chunks: Table<UnclusteredChunkRecord, string>;
  declare jobs: Table<JobRecord, string>;
  declare job_files: Table<JobFileRecord, string>;
  declare derived_results: Table<DerivedRecord, string>;
  declare crawled_pages: Table<CrawledPageRecord, string>;
  declare analyses: Table<AnalysisRecord, string>;
  declare source_imports: Table<SourceImportRecord, string>;
  declare cluster_votes: Table<ClusterVoteRecord, string>;
  declare outbox: Table<OutboxRecord, string>;
  declare sync_state: Table<SyncStateRecord, string>;
  declare sync_base: Table<SyncBaseRecord, string>;
  declare sync_conflicts: Table<SyncConflictRecord, string>;
  declare sync_inbox: Table<SyncInboxRecord, string>;
  declare enterprise_branding: Table<BrandingRecord, string>;
  declare scheduled_reports: Table<ScheduledReportRecord, string>;
  declare report_runs: Table<ReportRunRecord, string>;
  declare audit_log: Table<AuditRecord, string>;
  declare outreach_contacts: Table<OutreachContactRecord, string>;
  declare outreach_templates: Table<OutreachTemplateRecord, string>;
  declare outreach_campaigns: Table<OutreachCampaignRecord, string>;
  declare outreach_messages: Table<OutreachMessageRecord, string>;
  declare outreach_events: Table<OutreachEventRecord, string>;
  declare perf_rollups: Table<PerfRollupRecord, string>;
  declare workspaces: Table<WorkspaceRecord, string>;
  declare workspace_members: Table<WorkspaceMemberRecord, string>;
  declare shared_items: Table<SharedItemRecord, string>;
  declare shared_versions: Table<SharedVersionRecord, string>;
  declare comments: Table<CommentRecord, string>;
  declare chat_messages: Table<ChatMessageRecord, string>;
  declare activity: Table<ActivityRecord, string>;
  declare presence: Table<PresenceRecord, string>;
  declare notification_reads: Table<NotificationReadRecord, string>;

  constructor(name: string, versions: readonly SchemaVersion[] = VERSIONS) {
    super(name);
    applyVersions(this, versions);
    this.use(syncMiddleware);
  }
}

/**
 * Declares the versions on `database` (any Dexie, so tests can open older versions): in order, each
 * one with an upgrade function, and the latest. Dexie moves a database from any older version to
 * the next declared one by comparing schemas, so the versions in between need not be declared, and
 * declaring them costs: each `stores()` call parses every version declared before it again (with
 * ten versions, 55 parses of every table's indexes in the first task that opens the database).
 */
export function applyVersions(database: Dexie, versions: readonly SchemaVersion[]): void {
  const latest = versions.at(-1);
  for (const { version, stores, upgrade } of versions.filter((entry) => entry.upgrade || entry === latest)) {
    const declared = database.version(version).stores({ ...stores });
    if (upgrade) declared.upgrade(upgrade);
  }
}

/** A database of the given name at the latest schema (tests use their own names). */
export function openDatabase(name: string): TopicwiseDatabase {
  return new TopicwiseDatabase(name);
}

/** The app's database. Dexie opens it lazily on first use. */
export const db = openDatabase(DATABASE_NAME);
