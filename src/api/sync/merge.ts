/**
 * Three-way, field-wise merge of an editable record: each field takes the side that changed it
 * since the version both devices last agreed on; a field both changed differently is a conflict.
 */
import type { Row } from './documents';

export type MergeOutcome = { merged: Row; conflicts: string[] };

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const IGNORED = new Set(['sync_rev', 'updated_at']);

export function mergeRecords(base: Row | null, mine: Row, theirs: Row): MergeOutcome {
  const merged: Row = { ...theirs };
  const conflicts: string[] = [];
  for (const field of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    if (IGNORED.has(field) || same(mine[field], theirs[field])) continue;
    const mineChanged = !base || !same(mine[field], base[field]);
    const theirsChanged = !base || !same(theirs[field], base[field]);
    if (mineChanged && theirsChanged) conflicts.push(field);
    else if (mineChanged) merged[field] = mine[field];
  }
  const latest = [mine.updated_at, theirs.updated_at].filter((stamp) => typeof stamp === 'string').sort();
  if (latest.length > 0) merged.updated_at = latest[latest.length - 1];
  return { merged, conflicts };
}
