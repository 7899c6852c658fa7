/**
 * Records as CouchDB documents and back. A document is `{ _id: 'table:id', table, record,
 * created_by, updated_by }`: the record travels whole, the device-only sync field stays behind, and
 * the authors are the server user names the design document checks. Documents from the server are
 * checked before they are stored: anything but a replicated table with a record of the same id is
 * refused, so hostile content cannot reach another table or overwrite another record.
 */
import { docId, isReplicated, type ReplicatedTable } from '@/db';

/** CouchDB's default max_document_size is 8 MB; the margin covers the envelope and escaping. */
export const MAX_DOCUMENT_BYTES = 8_000_000 - 64_000;

export type Row = Record<string, unknown>;

export type SyncDocument = {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
  _conflicts?: string[];
  table: ReplicatedTable;
  record: Row;
  created_by: string;
  updated_by: string;
  /** On a clustering result: its rows' documents and versions, so a half-arrived result never shows. */
  parts?: ResultPart[];
};

export type ResultPart = { id: string; updated_at: string };

export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record without what only this device knows. */
export function recordBody(record: Row): Row {
  const body = { ...record };
  delete body.sync_rev;
  return body;
}

export function toDocument(table: ReplicatedTable, record: Row, user: string, base?: Row | null): SyncDocument {
  // A document without a revision is created (or re-created after a delete) by this user.
  const createdBy =
    typeof record.sync_rev === 'string' && typeof base?.created_by === 'string' ? base.created_by : user;
  const doc: SyncDocument = {
    _id: docId(table, String(record.id)),
    table,
    record: recordBody(record),
    created_by: createdBy,
    updated_by: user,
  };
  if (typeof record.sync_rev === 'string') doc._rev = record.sync_rev;
  return doc;
}

export const documentBytes = (doc: SyncDocument): number => new TextEncoder().encode(JSON.stringify(doc)).length;

/** Where a document id points, or null for ids that are not ours (design documents, strangers). */
export function parseDocId(id: string): { table: ReplicatedTable; recordId: string } | null {
  const colon = id.indexOf(':');
  if (colon <= 0) return null;
  const table = id.slice(0, colon);
  const recordId = id.slice(colon + 1);
  return isReplicated(table) && recordId.length > 0 ? { table, recordId } : null;
}

/** A document from the server as a record we may store, or null when it is not one. */
export type IncomingRecord = {
  table: ReplicatedTable;
  record: Row;
  rev: string;
  parts: ResultPart[] | null;
  createdBy: string | null;
};

const isPart = (part: unknown): part is ResultPart =>
  isRow(part) && typeof part.id === 'string' && typeof part.updated_at === 'string';

export function fromDocument(doc: unknown): IncomingRecord | null {
  if (!isRow(doc) || typeof doc._id !== 'string' || typeof doc._rev !== 'string') return null;
  const target = parseDocId(doc._id);
  if (!target || doc.table !== target.table || !isRow(doc.record)) return null;
  if (doc.record.id !== target.recordId) return null;
  const parts = Array.isArray(doc.parts) && doc.parts.every(isPart) ? doc.parts : null;
  if (target.table === 'clustering_results' && !parts) return null;
  const createdBy = typeof doc.created_by === 'string' ? doc.created_by : null;
  return {
    table: target.table,
    record: { ...recordBody(doc.record), sync_rev: doc._rev },
    rev: doc._rev,
    parts,
    createdBy,
  };
}
