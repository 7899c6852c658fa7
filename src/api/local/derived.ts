/**
 * Results other areas compute from a clustering result (charts, content plans, AI analyses): one
 * table, one rule. Editing the source result marks them stale (the tab offers to recompute);
 * pruning or deleting it drops them. A new run is a new result, so nothing derived from the
 * previous one is shown for it.
 */
import { db } from '@/db/database';
import type { DerivedRecord } from '@/db/derivedRecords';
import { newRecordMeta, nowIso } from '@/db/records';
import { onChange, type Change } from './changes';
import { readPayloadOrSkip, type PayloadSpec, type StoredPayload } from './payloads';

/** A derived result as read back: its payload checked, and whether its result changed since. */
export type Derived<T> = { payload: T; stale: boolean };

/** Stores what `kind` computed from result `resultId` (made with storedPayload), replacing an earlier one. */
export async function saveDerived(
  kind: string,
  resultId: string,
  stored: Required<StoredPayload>,
): Promise<DerivedRecord> {
  return db.transaction('rw', db.derived_results, async () => {
    const existing = await db.derived_results.where('[kind+result_id]').equals([kind, resultId]).first();
    const meta = newRecordMeta();
    const record: DerivedRecord = {
      ...meta,
      id: existing?.id ?? meta.id,
      created_at: existing?.created_at ?? meta.created_at,
      kind,
      result_id: resultId,
      ...stored,
      stale: false,
    };
    await db.derived_results.put(record);
    return record;
  });
}

/**
 * What `kind` computed from `resultId`, read as `spec`'s payload, with its `stale` flag; undefined
 * when nothing was computed, or when what was stored cannot be read (the caller computes it again).
 */
export async function loadDerived<T>(
  kind: string,
  resultId: string,
  spec: PayloadSpec<T>,
): Promise<Derived<T> | undefined> {
  const record = await db.derived_results.where('[kind+result_id]').equals([kind, resultId]).first();
  if (!record) return undefined;
  const payload = readPayloadOrSkip(spec, record, 'It is taken as not computed yet.');
  return payload === undefined ? undefined : { payload, stale: record.stale };
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
