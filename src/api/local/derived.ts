/**
 * Results other areas compute from a clustering result (charts, content plans, AI analyses): one
 * table, one rule. Editing the source result marks them stale (the tab offers to recompute);
 * pruning or deleting it drops them. A new run is a new result, so nothing derived from the
 * previous one is shown for it.
 */
import type { JsonValue } from '../../contract/json';
import { db } from '@/db/database';
import type { DerivedRecord } from '@/db/derivedRecords';
import { newRecordMeta, nowIso } from '@/db/records';
import { onChange, type Change } from './changes';

/** Stores what `kind` computed from result `resultId`, replacing an earlier one. */
export async function saveDerived(kind: string, resultId: string, payload: JsonValue): Promise<DerivedRecord> {
  return db.transaction('rw', db.derived_results, async () => {
    const existing = await db.derived_results.where('[kind+result_id]').equals([kind, resultId]).first();
    const meta = newRecordMeta();
    const record: DerivedRecord = {
      ...meta,
      id: existing?.id ?? meta.id,
      created_at: existing?.created_at ?? meta.created_at,
      kind,
      result_id: resultId,
      payload,
      stale: false,
    };
    await db.derived_results.put(record);
    return record;
  });
}

/** What `kind` computed from `resultId`, with its `stale` flag; undefined when nothing was computed. */
export function loadDerived(kind: string, resultId: string): Promise<DerivedRecord | undefined> {
  return db.derived_results.where('[kind+result_id]').equals([kind, resultId]).first();
}

async function invalidateDerived(change: Change): Promise<void> {
  // The tab that made the change marked them in its own transaction; doing it again could mark a fresh recompute.
  if (change.fromOtherTab) return;
  if (change.source !== 'clustering_results' || change.kind === 'created' || !change.ids?.length) return;
  const rows = db.derived_results.where('result_id').anyOf([...change.ids]);
  if (change.kind === 'deleted') {
    await rows.delete();
    return;
  }
  const now = nowIso();
  await rows.modify((record) => {
    record.stale = true;
    record.updated_at = now;
  });
}

/** Wires the rule to the change events; the router installs it once. Returns the uninstall function. */
export function installDerivedInvalidation(): () => void {
  return onChange(invalidateDerived);
}
