/** The sync status in words for the header control and the panel ("Synced 2 minutes ago · 1 conflict"). */
import type { SyncStatus } from '@/contract';

function ago(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.round(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

export function syncWords(status: SyncStatus, now: number = Date.now()): string {
  const main =
    status.state === 'synced' && status.last_synced_at ? `Synced ${ago(status.last_synced_at, now)}` : status.message;
  const count = status.conflicts.length;
  return count > 0 ? `${main} · ${count} ${count === 1 ? 'conflict' : 'conflicts'}` : main;
}

/** The few words the header shows beside its icon. */
export function syncShortWords(status: SyncStatus): string {
  if (status.conflicts.length > 0)
    return `${status.conflicts.length} ${status.conflicts.length === 1 ? 'conflict' : 'conflicts'}`;
  const short: Record<SyncStatus['state'], string> = {
    disconnected: 'Sync',
    syncing: 'Syncing',
    synced: 'Synced',
    offline: 'Offline',
    'signed-out': 'Signed out',
    error: 'Sync error',
  };
  return short[status.state];
}
