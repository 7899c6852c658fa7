import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { SETTING_KEYS, type PlanSelection } from '@/contract';
import { local } from '@/api/local/router';
import { db } from '@/db/database';
import { resetLocalState } from './support';

beforeEach(resetLocalState);

const plan: PlanSelection = { tier: 'professional', billing_cycle: 'annual', is_founders: true, price: 495 };

describe('settings', () => {
  it('returns value null for a key never set', async () => {
    await expect(api.get('/api/settings/theme')).resolves.toEqual({ key: 'theme', value: null });
  });

  it('stores any JSON value and reads it back', async () => {
    const values = ['dark', 3, true, null, [1, 'two', { three: 3 }], { nested: { list: [], text: '<b>x</b>' } }];
    for (const value of values) {
      await expect(api.put('/api/settings/sample', { value })).resolves.toEqual({ key: 'sample', value });
      await expect(api.get('/api/settings/sample')).resolves.toEqual({ key: 'sample', value });
    }
  });

  it('keeps created_at and moves updated_at on overwrite', async () => {
    await api.put('/api/settings/theme', { value: 'light' });
    const first = await db.settings.get('theme');
    await api.put('/api/settings/theme', { value: 'dark' });
    const second = await db.settings.get('theme');
    expect(second?.created_at).toBe(first?.created_at);
    expect(second && first && second.updated_at > first.updated_at).toBe(true);
    expect(second?.value).toBe('dark');
  });

  it('stores the current plan selection under current_plan', async () => {
    await api.put(`/api/settings/${SETTING_KEYS.currentPlan}`, { value: plan });
    await expect(api.get('/api/settings/current_plan')).resolves.toEqual({ key: 'current_plan', value: plan });
  });

  it('rejects a malformed plan selection and keeps the previous one', async () => {
    await api.put('/api/settings/current_plan', { value: plan });
    for (const value of [
      { ...plan, tier: 'gold' },
      { ...plan, billing_cycle: 'weekly' },
      { ...plan, price: -1 },
      'pro',
    ]) {
      await expect(api.put('/api/settings/current_plan', { value })).rejects.toMatchObject({
        response: { status: 400, data: { detail: 'Invalid plan selection' } },
      });
    }
    await expect(api.get('/api/settings/current_plan')).resolves.toEqual({ key: 'current_plan', value: plan });
  });

  it('rejects a body without a value, and values that are not JSON', async () => {
    await expect(local.request('PUT', '/api/settings/theme', {})).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Setting value is required' } },
    });
    for (const value of [undefined, Number.NaN, new Date(), { f: () => 1 }]) {
      await expect(local.request('PUT', '/api/settings/theme', { value })).rejects.toMatchObject({
        response: { status: 400, data: { detail: 'Setting value must be JSON data' } },
      });
    }
    expect(await db.settings.count()).toBe(0);
  });

  it('rejects an oversized value with 413', async () => {
    await expect(api.put('/api/settings/big', { value: 'x'.repeat(1_000_001) })).rejects.toMatchObject({
      response: { status: 413 },
    });
  });

  it('rejects keys with characters outside the allowed set', async () => {
    await expect(api.get('/api/settings/%3Cscript%3E')).rejects.toMatchObject({ response: { status: 400 } });
    await expect(api.get(`/api/settings/${'k'.repeat(101)}`)).rejects.toMatchObject({ response: { status: 400 } });
  });
});
