/**
 * The Sync panel's view of the stored sync data: what waits, what the server refused, the open
 * conflicts, and the names of what syncs and what stays on this device.
 */
import { db, type SyncConflictRecord, type TopicwiseDatabase } from '@/db';
import type { SyncConflictView, SyncRefusal } from '@/contract';
import { parseDocId } from './documents';
import { WAITING_FOR_CHOICE } from './conflicts';

const LABELS: Record<string, string> = {
  projects: 'Project',
  keyword_imports: 'Uploaded keyword file',
  clustering_results: 'Clustering result',
  clusters: 'Cluster',
  unclustered_chunks: 'Unclustered keywords',
  crawled_pages: 'Crawled page',
  analyses: 'Analysis',
  source_imports: 'Imported report',
  cluster_votes: 'Cluster vote',
  enterprise_branding: 'Report branding',
  scheduled_reports: 'Scheduled report',
  audit_log: 'Audit log entry',
  outreach_contacts: 'Outreach contact',
  outreach_templates: 'Outreach template',
  outreach_campaigns: 'Outreach campaign',
  outreach_messages: 'Prepared outreach message',
  outreach_events: 'Outreach reply or link',
  workspaces: 'Workspace',
  workspace_members: 'Workspace member',
  shared_items: 'Shared item',
  shared_versions: 'Shared item version',
  comments: 'Comment',
  chat_messages: 'Chat message',
  activity: 'Activity entry',
  presence: 'Last seen',
};

export const SYNCED_DATA = [
  'Projects',
  'Clustering results with their clusters, edits and topics',
  'Uploaded keyword files',
  'Crawled pages and analyses',
  'Imported Search Console, ranking and Ads reports',
  'Cluster votes',
  'Report branding, scheduled reports and the audit log',
  'Outreach contacts, templates, campaigns, prepared messages, replies and links',
  'Workspaces, their members, shared results, comments, chat messages and activity',
];

export const DEVICE_ONLY_DATA = [
  'Settings and which result is current',
  'Jobs and exported files',
  'Charts, content plans and AI analyses (recomputed from synced results)',
  'The request log and usage events',
  'Which notifications you have read',
  'Generated reports and their files',
];

const labelOf = (id: string) => LABELS[parseDocId(id)?.table ?? ''] ?? 'Record';

function summary(version: Record<string, unknown> | null): string {
  if (!version) return 'Deleted';
  const name = version.name ?? version.file_name ?? version.subject ?? version.url ?? version.id;
  return String(name);
}

function conflictView(conflict: SyncConflictRecord): SyncConflictView {
  return {
    id: conflict.id,
    label: labelOf(conflict.id),
    fields: conflict.fields,
    mine: summary(conflict.mine),
    theirs: summary(conflict.theirs),
    origin: conflict.discard_revs ? 'server' : 'device',
  };
}

export async function storedSyncView(database: TopicwiseDatabase = db): Promise<{
  pending: number;
  conflicts: SyncConflictView[];
  refused: SyncRefusal[];
}> {
  const [pending, open, refused] = await Promise.all([
    database.outbox.filter((entry) => !entry.refused).count(),
    database.sync_conflicts.where('status').equals('open').toArray(),
    database.outbox.filter((entry) => entry.refused !== undefined && entry.refused !== WAITING_FOR_CHOICE).toArray(),
  ]);
  return {
    pending,
    conflicts: open.map(conflictView),
    refused: refused.map((entry) => ({ id: entry.id, label: labelOf(entry.id), reason: entry.refused ?? '' })),
  };
}
