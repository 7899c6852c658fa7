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

  it('get valid distinct v4 UUIDs without crypto.randomUUID (insecure http contexts), across many draws of random bytes', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    // 256 ids take one draw: 1,000 span four.
    const ids = Array.from({ length: 1000 }, () => newId());
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Every digit position varies (a digit written from the wrong byte, or never, would not).
    const fixed = [...ids[0]].filter((char, at) => ids.every((id) => id[at] === char));
    expect(fixed.join('')).toBe('--4--');
  });

  it('timestamps strictly increase, so creation order survives same-millisecond writes', () => {
    const stamps = Array.from({ length: 50 }, () => nowIso());
    for (let i = 1; i < stamps.length; i += 1) expect(stamps[i] > stamps[i - 1]).toBe(true);
  });
});
