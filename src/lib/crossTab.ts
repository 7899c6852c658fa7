/**
 * Change events between the open tabs and windows of the app. They share one IndexedDB, so a write
 * in one makes what another shows out of date; a BroadcastChannel tells the others which stored
 * data changed (never the data itself: each reads it from the database). A channel does not
 * deliver a message to the object that posted it, so a tab never hears its own changes.
 */

export const CHANGES_CHANNEL = 'topicwise-changes';

export type CrossTabChangeKind = 'created' | 'edited' | 'deleted';

/** What another tab changed: a store's name and, when known, which records. */
export interface CrossTabChange {
  source: string;
  kind: CrossTabChangeKind;
  ids?: readonly string[];
}

const KINDS: readonly string[] = ['created', 'edited', 'deleted'] satisfies CrossTabChangeKind[];

function isCrossTabChange(value: unknown): value is CrossTabChange {
  if (typeof value !== 'object' || value === null) return false;
  const { source, kind, ids } = value as Record<string, unknown>;
  return (
    typeof source === 'string' &&
    typeof kind === 'string' &&
    KINDS.includes(kind) &&
    (ids === undefined || (Array.isArray(ids) && ids.every((id) => typeof id === 'string')))
  );
}

/** One channel per page, made on first use; null where the browser has no BroadcastChannel. */
let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANGES_CHANNEL) : null;
    // Node's channel would keep a process (the CLI, a test run) alive after its work is done.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

/** Tells the other tabs of the app about a change already committed to the database. */
export function postToOtherTabs(change: CrossTabChange): void {
  const { source, kind, ids } = change;
  sharedChannel()?.postMessage(ids ? { source, kind, ids: [...ids] } : { source, kind });
}

/** Calls `listener` for each change another tab makes; returns the unsubscribe function. */
export function onOtherTabChange(listener: (change: CrossTabChange) => void): () => void {
  const target = sharedChannel();
  if (!target) return () => undefined;
  const handle = (event: MessageEvent<unknown>) => {
    if (isCrossTabChange(event.data)) listener(event.data);
  };
  target.addEventListener('message', handle);
  return () => target.removeEventListener('message', handle);
}
