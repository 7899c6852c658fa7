/**
 * What depends on what, declared once. Stored data is grouped into sources; a write emits one
 * change event naming its source (and, where it matters, the records and what happened to them).
 * Cached reads declare the sources they depend on (`cache.dependsOn` on a GET route) and are
 * dropped when one changes; results derived from a clustering result are marked stale or dropped
 * (src/api/local/derived.ts). Nobody keeps hand-written lists of who to invalidate.
 *
 * Other tabs of the app share the database: each change is posted to them once it is committed,
 * and theirs reach the listeners here marked `fromOtherTab`.
 */
import Dexie from 'dexie';
import { onOtherTabChange, postToOtherTabs } from '@/lib/crossTab';

export const STORE_NAMES = [
  'projects',
  'settings',
  'keyword_draft',
  'keyword_imports',
  'clustering_results',
  'analytics_events',
  'jobs',
  'derived_results',
  'crawled_pages',
  'analyses',
  'source_imports',
  'cluster_votes',
  'collaboration',
  'chat',
  'sync',
  'enterprise',
  'outreach',
  'perf_rollups',
] as const;

export type StoreName = (typeof STORE_NAMES)[number];

/**
 * `created`: new records; `edited`: records changed in place (a rename, a move); `deleted`:
 * records gone (pruned or removed). Without ids the whole source is meant. `fromOtherTab`: another
 * tab made and committed the change, with its consequences (a listener that writes skips it).
 * `fromSync`: another device made it and this tab's replicator stored it.
 */
export type Change = {
  source: StoreName;
  kind: 'created' | 'edited' | 'deleted';
  ids?: readonly string[];
  fromOtherTab?: boolean;
  fromSync?: boolean;
};

/** A listener may be async; emitChange waits for it, so its writes join the caller's transaction. */
export type ChangeListener = (change: Change) => void | Promise<void>;

const listeners = new Set<ChangeListener>();

/** Returns the unsubscribe function. */
export function onChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells every listener about a change. Call it inside the transaction that made the change when a
 * listener writes (derived results are invalidated in the same transaction as the edit).
 */
export async function emitChange(change: Change): Promise<void> {
  for (const listener of listeners) await listener(change);
  // Other tabs read the database when told: only after the commit do they find the change there.
  const transaction = Dexie.currentTransaction;
  if (transaction) transaction.on('complete', () => postToOtherTabs(change));
  else postToOtherTabs(change);
}

const isStoreName = (name: string): name is StoreName => (STORE_NAMES as readonly string[]).includes(name);

onOtherTabChange(({ source, kind, ids }) => {
  if (!isStoreName(source)) return;
  const change: Change = { source, kind, ids, fromOtherTab: true };
  for (const listener of listeners) {
    Promise.resolve(listener(change)).catch((error: unknown) => console.warn('A change from another tab:', error));
  }
});
