/**
 * Stored record shapes (DESIGN principle 4): string UUID ids, `created_at`/`updated_at` ISO strings,
 * spec field names verbatim. Records that travel over the wire reuse the contract's entity types.
 */
import type { AnalyticsEvent, JsonValue, Project, RequestLogEntry } from '@/api/contract';

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

/** Id and timestamps for a new record. */
export function newRecordMeta(now: string = nowIso()): RecordMeta {
  return { id: crypto.randomUUID(), created_at: now, updated_at: now };
}
