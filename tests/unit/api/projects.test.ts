import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { local } from '@/api/local/router';
import { db } from '@/db/database';
import { rejectionOf, resetLocalState } from './support';

beforeEach(resetLocalState);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /api/projects', () => {
  it('creates a project with an id, defaults and timestamps', async () => {
    const project = await api.post('/api/projects', { name: 'Coffee shop' });
    expect(project).toMatchObject({
      name: 'Coffee shop',
      description: '',
      target_location: 'US',
      target_language: 'en',
      total_keywords: 0,
      total_clusters: 0,
    });
    expect(project.id).toMatch(UUID);
    expect(new Date(project.created_at).toISOString()).toBe(project.created_at);
    expect(project.updated_at).toBe(project.created_at);
    expect(await db.projects.get(project.id)).toEqual(project);
  });

  it('keeps the given description, location and language (trimmed)', async () => {
    const project = await api.post('/api/projects', {
      name: 'Bakery',
      description: '  Local bakery in Leeds ',
      target_location: 'GB',
      target_language: 'en',
    });
    expect(project).toMatchObject({
      description: 'Local bakery in Leeds',
      target_location: 'GB',
      target_language: 'en',
    });
  });

  it('trims the name', async () => {
    await expect(api.post('/api/projects', { name: '   Spaced out \n' })).resolves.toMatchObject({
      name: 'Spaced out',
    });
  });

  it.each([[''], ['   '], ['\n\t']])('rejects the empty name %j with 400 and stores nothing', async (name) => {
    await expect(api.post('/api/projects', { name })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Project name is required' } },
    });
    expect(await db.projects.count()).toBe(0);
  });

  it('rejects a missing or non-text name, and a missing body, with the same message', async () => {
    for (const body of [{}, { name: 42 }, { name: null }, undefined]) {
      await expect(local.request('POST', '/api/projects', body)).rejects.toMatchObject({
        response: { status: 400, data: { detail: 'Project name is required' } },
      });
    }
    await expect(local.request('POST', '/api/projects', ['name'])).rejects.toMatchObject({ response: { status: 400 } });
    expect(await db.projects.count()).toBe(0);
  });

  it('accepts 100 characters and rejects 101 with a clear message', async () => {
    await expect(api.post('/api/projects', { name: 'a'.repeat(100) })).resolves.toMatchObject({
      name: 'a'.repeat(100),
    });
    const error = await rejectionOf(api.post('/api/projects', { name: 'a'.repeat(101) }));
    expect(error).toMatchObject({
      response: { status: 400, data: { detail: 'Project name must be 100 characters or fewer' } },
    });
    expect(await db.projects.count()).toBe(1);
  });

  it('counts characters as people do: 100 emoji fit, and trimming happens before the limit', async () => {
    await expect(api.post('/api/projects', { name: '🚀'.repeat(100) })).resolves.toBeTruthy();
    await expect(api.post('/api/projects', { name: `  ${'b'.repeat(100)}  ` })).resolves.toMatchObject({
      name: 'b'.repeat(100),
    });
  });

  it('keeps HTML, CJK and RTL text exactly as typed (the UI shows it as text)', async () => {
    const names = ['<script>alert(1)</script>', '<b>bold</b> & "quotes"', '東京のラーメン', 'مشروع تجريبي'];
    for (const name of names) await api.post('/api/projects', { name });
    const stored = (await api.get('/api/projects')).map((project) => project.name);
    expect(stored.sort()).toEqual([...names].sort());
  });

  it('rejects over-long descriptions and non-text locations', async () => {
    await expect(api.post('/api/projects', { name: 'x', description: 'd'.repeat(1001) })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Project description must be 1000 characters or fewer' } },
    });
    await expect(local.request('POST', '/api/projects', { name: 'x', target_location: 7 })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Target location must be text' } },
    });
    expect(await db.projects.count()).toBe(0);
  });
});

describe('GET /api/projects', () => {
  it('is an empty list on a fresh install', async () => {
    await expect(api.get('/api/projects')).resolves.toEqual([]);
  });

  it('lists projects newest first', async () => {
    for (const name of ['first', 'second', 'third']) await api.post('/api/projects', { name });
    const names = (await api.get('/api/projects')).map((project) => project.name);
    expect(names).toEqual(['third', 'second', 'first']);
  });
});
