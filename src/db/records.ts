/**
 * Stored record shapes (DESIGN principle 4): string UUID ids, `created_at`/`updated_at` ISO strings,
 * spec field names verbatim. Records that travel over the wire reuse the contract's entity types.
 */
import type { AnalyticsEvent, JsonValue, Project, RequestLogEntry } from '@/contract';

export type ProjectRecord = Project;
export type AnalyticsEventRecord = AnalyticsEvent;
export type RequestLogRecord = RequestLogEntry;

export type SettingRecord = {
  key: string;
  value: JsonValue;
  created_at: string;
  updated_at: string;
};

export type TombstoneRecord = {
  id: string;
  table_name: string;
  record_id: string;
  deleted_at: string;
  /** The server revision the record had when deleted, so the delete reaches the server. */
  sync_rev?: string;
  created_at: string;
  updated_at: string;
};

export type RecordMeta = { id: string; created_at: string; updated_at: string };

let lastStamp = 0;

/**
 * The current time as an ISO string, strictly increasing within this page, so records created in
 * the same millisecond still sort in creation order ("newest first" stays true).
 */
export function nowIso(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only in secure contexts, and the app may be
 * opened over plain http on a local network, so fall back to `getRandomValues`, which exists everywhere.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Id and timestamps for a new record. */
export function newRecordMeta(now: string = nowIso()): RecordMeta {
  return { id: newId(), created_at: now, updated_at: now };
}

/** One route's request figures over one hour (UTC), kept 30 days after the log has dropped the entries. */
export type PerfRollupRecord = {
  /** `${hour}|${route}` */
  id: string;
  /** Start of the hour, ISO. */
  hour: string;
  route: string;
  count: number;
  errors: number;
  sum_ms: number;
  max_ms: number;
  hits: number;
  misses: number;
  histogram: number[];
};
