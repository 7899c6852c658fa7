/** The audit log: append-only (no route edits or deletes a row); written inside the change's transaction. */
import type { AuditEntry } from '../../../contract/types/enterprise';
import { db } from '@/db/database';
import { newRecordMeta } from '@/db/records';
import type { Actor } from './actor';

export async function appendAudit(
  workspaceId: string,
  actor: Actor,
  action: string,
  target: string,
  detail: string,
): Promise<void> {
  const meta = newRecordMeta();
  await db.audit_log.add({ ...meta, workspace_id: workspaceId, actor: actor.name, action, target, detail });
}

export async function readAudit(workspaceId: string, limit: number): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = db.audit_log.where('workspace_id').equals(workspaceId);
  const [all, total] = await Promise.all([rows.toArray(), rows.count()]);
  const entries = all
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, limit)
    .map(({ id, workspace_id, actor, action, target, detail, created_at }) => ({
      id,
      workspace_id,
      actor,
      action,
      target,
      detail,
      created_at,
    }));
  return { entries, total };
}
