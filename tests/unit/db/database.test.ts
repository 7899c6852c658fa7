import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId, newRecordMeta, nowIso, schemaV1 } from '@/db';

describe('schema version 1', () => {
  it('is published as is (append-only: later versions add, never edit this object)', () => {
    expect(schemaV1).toEqual({
      projects: 'id, created_at, updated_at, name',
      settings: 'key, updated_at',
      request_log: 'id, created_at, route',
      analytics_events: 'id, event, created_at',
      tombstones: 'id, [table_name+record_id], deleted_at, updated_at',
    });
  });
});

describe('records', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('get a UUID id and equal ISO created_at/updated_at', () => {
    const meta = newRecordMeta();
    expect(meta.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(meta.created_at).toISOString()).toBe(meta.created_at);
    expect(meta.updated_at).toBe(meta.created_at);
  });

  it('get valid distinct v4 UUIDs where crypto.randomUUID is missing (insecure http contexts)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const ids = Array.from({ length: 100 }, () => newId());
    expect(new Set(ids).size).toBe(100);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('timestamps strictly increase, so creation order survives same-millisecond writes', () => {
    const stamps = Array.from({ length: 50 }, () => nowIso());
    for (let i = 1; i < stamps.length; i += 1) expect(stamps[i] > stamps[i - 1]).toBe(true);
  });
});
