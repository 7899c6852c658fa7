import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { ApiError } from '@/contract/errors';
import { db } from '@/db/database';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'home espresso machine',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'cold brew recipe',
  'cold brew coffee ratio',
  'how to make cold brew',
  'cold brew at home',
];

describe('run history (GET /api/runs, open, compare, move, delete)', () => {
  it('lists runs per project with their source and edited flag, and opens an older run as current', async () => {
    const project = await api.post('/api/projects', { name: 'Coffee' });
    const first = await api.post('/api/cluster', { keywords: KEYWORDS, project_id: project.id, get_seo_data: true });
    const second = await api.post('/api/cluster', { keywords: KEYWORDS.slice(0, 9) });

    const all = (await api.get('/api/runs')).runs;
    expect(all.map((run) => run.id)).toEqual([second.id, first.id]);
    expect(all[0].current).toBe(true);
    expect(all[1].seo_data_source).toBe('enhanced_mock');
    expect((await api.get(`/api/runs?project_id=${project.id}`)).runs.map((r) => r.id)).toEqual([first.id]);
    expect((await api.get('/api/runs?project_id=none')).runs.map((r) => r.id)).toEqual([second.id]);
    expect(all.every((run) => !run.edited)).toBe(true);

    const opened = await api.post(`/api/runs/${first.id}/open`, undefined);
    expect(opened.id).toBe(first.id);
    expect((await api.get('/api/results/current')).id).toBe(first.id);
    // Read-write: an edit of the reopened run is stored on it and flags it.
    await api.put(`/api/results/${first.id}/clusters/${first.clusters[0].id}`, { name: 'Renamed' });
    const after = (await api.get('/api/runs')).runs.find((run) => run.id === first.id);
    expect(after?.edited).toBe(true);
    expect(after?.current).toBe(true);
  });

  it('compares two runs: clusters gained, lost, changed and the volume that moved', async () => {
    const before = await api.post('/api/cluster', { keywords: KEYWORDS.slice(0, 9), get_seo_data: true });
    const after = await api.post('/api/cluster', { keywords: KEYWORDS, get_seo_data: true });
    const same = await api.get(`/api/runs/compare?from=${before.id}&to=${before.id}`).catch((e: unknown) => e);
    expect(same).toBeInstanceOf(ApiError);

    const comparison = await api.get(`/api/runs/compare?from=${before.id}&to=${after.id}`);
    expect(comparison.from.id).toBe(before.id);
    expect(comparison.keywords_added).toBe(4);
    expect(comparison.keywords_removed).toBe(0);
    // The cold brew keywords are new: at least one cluster gained, none lost.
    expect(comparison.gained.length).toBeGreaterThan(0);
    expect(comparison.gained.some((cluster) => /cold brew/i.test(cluster.name))).toBe(true);
    expect(comparison.lost).toEqual([]);
    expect(comparison.unchanged + comparison.changed.length + comparison.gained.length).toBe(after.clusters.length);
    expect(comparison.volume_change).toBe((after.total_search_volume ?? 0) - (before.total_search_volume ?? 0));

    const reverse = await api.get(`/api/runs/compare?from=${after.id}&to=${before.id}`);
    expect(reverse.lost.length).toBe(comparison.gained.length);
    expect(reverse.keywords_removed).toBe(4);
  });

  it('moves a run between projects (project totals follow) and deletes a run with a tombstone', async () => {
    const a = await api.post('/api/projects', { name: 'A' });
    const b = await api.post('/api/projects', { name: 'B' });
    const run = await api.post('/api/cluster', { keywords: KEYWORDS, project_id: a.id });
    const moved = await api.put(`/api/runs/${run.id}/project`, { project_id: b.id });
    expect(moved.project_id).toBe(b.id);
    const projects = await api.get('/api/projects');
    expect(projects.find((p) => p.id === a.id)?.total_keywords).toBe(0);
    expect(projects.find((p) => p.id === b.id)?.total_keywords).toBe(run.total_keywords);
    expect((await api.put(`/api/runs/${run.id}/project`, { project_id: null })).project_id).toBeNull();
    await expect(api.put(`/api/runs/${run.id}/project`, { project_id: 'nope' })).rejects.toMatchObject({ status: 404 });

    const older = await api.post('/api/cluster', { keywords: KEYWORDS.slice(0, 5) });
    const deleted = await api.delete(`/api/runs/${older.id}`);
    // The current run was deleted: the newest remaining one is current.
    expect(deleted.current_id).toBe(run.id);
    expect((await api.get('/api/results/current')).id).toBe(run.id);
    expect(await db.clusters.where('result_id').equals(older.id).count()).toBe(0);
    const tombstones = await db.tombstones.toArray();
    expect(tombstones.some((t) => t.record_id === older.id)).toBe(true);
    await expect(api.get(`/api/results/${older.id}`)).rejects.toMatchObject({ status: 404 });
  });
});
