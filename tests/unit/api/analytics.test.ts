import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { local } from '@/api/local/router';
import { db } from '@/db/database';
import { resetLocalState } from './support';

beforeEach(resetLocalState);

describe('POST /api/analytics/events', () => {
  it('stores the event with its properties as a record', async () => {
    const stored = await api.post('/api/analytics/events', {
      event: 'pwa_install',
      properties: { outcome: 'accepted' },
    });
    expect(stored).toMatchObject({ event: 'pwa_install', properties: { outcome: 'accepted' } });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.analytics_events.get(stored.id)).toEqual(stored);
  });

  it('defaults properties to an empty object', async () => {
    await expect(api.post('/api/analytics/events', { event: 'pwa_install' })).resolves.toMatchObject({
      properties: {},
    });
  });

  it('rejects a missing event name, long names and non-object properties', async () => {
    await expect(local.request('POST', '/api/analytics/events', {})).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Event name is required' } },
    });
    await expect(api.post('/api/analytics/events', { event: 'e'.repeat(101) })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Event name must be 100 characters or fewer' } },
    });
    await expect(local.request('POST', '/api/analytics/events', { event: 'x', properties: [1] })).rejects.toMatchObject(
      {
        response: { status: 400, data: { detail: 'Event properties must be a JSON object' } },
      },
    );
    expect(await db.analytics_events.count()).toBe(0);
  });
});

describe('GET /api/analytics/events', () => {
  it('lists events newest first, filtered by name and limited', async () => {
    for (const event of ['tab_view', 'pwa_install', 'tab_view', 'tab_view'])
      await api.post('/api/analytics/events', { event });
    const all = await api.get('/api/analytics/events');
    expect(all.events.map((e) => e.event)).toEqual(['tab_view', 'tab_view', 'pwa_install', 'tab_view']);
    const installs = await api.get('/api/analytics/events?event=pwa_install');
    expect(installs.events.map((e) => e.event)).toEqual(['pwa_install']);
    const limited = await api.get('/api/analytics/events?event=tab_view&limit=2');
    expect(limited.events).toHaveLength(2);
    expect(limited.events[0].created_at > limited.events[1].created_at).toBe(true);
  });
});
