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

/** Lower-case hex digits' character codes. */
const HEX_CODES = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));
/** Where each random byte's two digits go in `xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`. */
const BYTE_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const DASH = '-'.charCodeAt(0);
const ID_CODES = Array.from({ length: 36 }, () => DASH);
/** Random bytes drawn for 256 ids at a time. */
const POOL_BYTES = 16 * 256;
let pool = new Uint8Array(0);
let used = 0;

/**
 * A random (version 4) UUID, from `getRandomValues` (exists everywhere; `crypto.randomUUID` only in
 * secure contexts, and the app may be opened over plain http on a local network). The bytes are
 * drawn for 256 ids at once: `crypto.randomUUID` cost 5-10 µs an id in Chromium on a slow host,
 * 0.5 s of main thread for the 100,000 keywords of one result, against 0.4 µs (issue 28).
 */
export function newId(): string {
  if (used + 16 > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    used = 0;
  }
  pool[used + 6] = (pool[used + 6] & 0x0f) | 0x40;
  pool[used + 8] = (pool[used + 8] & 0x3f) | 0x80;
  for (let k = 0; k < 16; k++) {
    const byte = pool[used + k];
    ID_CODES[BYTE_AT[k]] = HEX_CODES[byte >> 4];
    ID_CODES[BYTE_AT[k] + 1] = HEX_CODES[byte & 15];
  }
  used += 16;
  // One flat string (concatenating 32 digits builds a rope that is flattened again at each lookup).
  return String.fromCharCode(...ID_CODES);
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
