import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { isQuotaError, STORAGE_FULL, toApiError } from '@/contract/errors';
import { db } from '@/db/database';
import { rejectionOf, resetLocalState } from './support';

beforeEach(resetLocalState);
afterEach(() => vi.restoreAllMocks());

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'latte art',
  'decaf',
];

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** The contract's error shape for a full device. */
const storageFull = { response: { status: 507, data: { detail: STORAGE_FULL } } };

describe('a full device', () => {
  it('recognises the quota error however Dexie wraps it', () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', quotaError()))).toBe(true);
    expect(isQuotaError(new Dexie.BulkError('1 of 2 failed', [quotaError()]))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', new Error('other')))).toBe(false);
    expect(isQuotaError(new Error('Quota exceeded'))).toBe(false);
    expect(toApiError(new Dexie.AbortError('aborted', quotaError()))).toMatchObject({
      status: 507,
      detail: STORAGE_FULL,
    });
  });

  it('answers 507 with words a person can act on when a table refuses the write', async () => {
    vi.spyOn(db.projects, 'add').mockRejectedValue(quotaError());
    expect(await rejectionOf(api.post('/api/projects', { name: 'Coffee' }))).toMatchObject(storageFull);
    expect(await db.projects.count()).toBe(0);
  });

  it('keeps everything stored before the failed run: the half-written run is rolled back', async () => {
    const project = await api.post('/api/projects', { name: 'Coffee' });
    const first = await api.post('/api/cluster', { keywords: KEYWORDS, project_id: project.id });
    const stored = await Promise.all([db.clustering_results.count(), db.clusters.count(), db.settings.toArray()]);

    // The result row and its clusters are written before the unclustered chunks: the last add fails.
    vi.spyOn(db.unclustered_chunks, 'add').mockRejectedValue(quotaError());
    const failed = api.post('/api/cluster', { keywords: [...KEYWORDS, 'cold brew'], project_id: project.id });
    expect(await rejectionOf(failed)).toMatchObject(storageFull);

    vi.restoreAllMocks();
    expect(await Promise.all([db.clustering_results.count(), db.clusters.count(), db.settings.toArray()])).toEqual(
      stored,
    );
    await expect(api.get('/api/results/current')).resolves.toEqual(first);
  });
});
