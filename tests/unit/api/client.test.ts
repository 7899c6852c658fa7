import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { Adapter } from '@/contract/adapter';
import { api, setAdapter } from '@/api/client';
import type { ApiStatus, Method, Project, RequestLogResponse, Setting } from '@/contract';
import { ApiError } from '@/contract/errors';
import { local } from '@/api/local/router';
import type { KeyFor, PathFor } from '@/api/paths';
import { resetLocalState } from './support';

beforeEach(resetLocalState);
afterEach(() => setAdapter(local));

describe('api client', () => {
  it('resolves with the response data itself', async () => {
    const status = await api.get('/api/api-status');
    expectTypeOf(status).toEqualTypeOf<ApiStatus>();
    expect(status.using_production_api).toBe(false);

    const project = await api.post('/api/projects', { name: 'Direct data' });
    expectTypeOf(project).toEqualTypeOf<Project>();
    expect(project.name).toBe('Direct data');
  });

  it('types concrete paths from the route key they match, with query strings and variables', async () => {
    const id = 'theme';
    expectTypeOf(await api.get(`/api/settings/${id}`)).toEqualTypeOf<Setting>();
    expectTypeOf(await api.get('/api/performance/requests?hours=1&limit=5')).toEqualTypeOf<RequestLogResponse>();
    expectTypeOf(await api.put('/api/settings/theme', { value: { nested: [1, 'a', null] } })).toEqualTypeOf<Setting>();
  });

  it('rejects with ApiError carrying the HTTP-client shape', async () => {
    const error = await api.post('/api/projects', { name: ' ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ response: { status: 400, data: { detail: 'Project name is required' } } });
  });

  it('sends every call through the chosen adapter (the seam for the remote adapter)', async () => {
    const calls: [Method, string, unknown][] = [];
    const recording: Adapter = {
      request: async (method, path, body) => {
        calls.push([method, path, body]);
        return { key: 'k', value: 1 };
      },
      subscribe: () => () => undefined,
    };
    setAdapter(recording);
    await expect(api.get('/api/settings/k')).resolves.toEqual({ key: 'k', value: 1 });
    await api.put('/api/settings/k', { value: 1 });
    await api.post('/api/projects', { name: 'n' });
    await api.delete('/api/performance/cache');
    expect(calls).toEqual([
      ['GET', '/api/settings/k', undefined],
      ['PUT', '/api/settings/k', { value: 1 }],
      ['POST', '/api/projects', { name: 'n' }],
      ['DELETE', '/api/performance/cache', undefined],
    ]);
  });

  it('does not compile a wrong path, a wrong method or a wrong body', () => {
    // These lines are checked by `tsc` (npm run typecheck); each must be an error or tsc fails.
    const neverCalled = () => {
      // @ts-expect-error no such route
      void api.get('/api/nope');
      // @ts-expect-error the route exists for GET, not DELETE
      void api.delete('/api/projects');
      // @ts-expect-error wrong field name in the body
      void api.post('/api/projects', { title: 'x' });
      // @ts-expect-error the body is required
      void api.post('/api/projects');
      // @ts-expect-error name must be text
      void api.post('/api/projects', { name: 42 });
      // @ts-expect-error a setting value must be JSON data
      void api.put('/api/settings/k', { value: new Map() });
      // @ts-expect-error GET takes no body
      void api.get('/api/projects', {});
    };
    expect(typeof neverCalled).toBe('function');
  });
});

describe('path types', () => {
  type Keys =
    | 'GET /api/industries'
    | 'GET /api/industries/{id}'
    | 'GET /api/industries/{id}/clusters'
    | 'GET /api/trending-clusters'
    | 'POST /api/clusters/{id}/import';

  it('matches a parameter to exactly one segment, with an optional query', () => {
    expectTypeOf<
      KeyFor<Keys, 'GET', '/api/industries/abc/clusters'>
    >().toEqualTypeOf<'GET /api/industries/{id}/clusters'>();
    expectTypeOf<KeyFor<Keys, 'GET', '/api/industries/abc'>>().toEqualTypeOf<'GET /api/industries/{id}'>();
    expectTypeOf<KeyFor<Keys, 'GET', '/api/industries'>>().toEqualTypeOf<'GET /api/industries'>();
    expectTypeOf<
      KeyFor<Keys, 'GET', '/api/trending-clusters?limit=10'>
    >().toEqualTypeOf<'GET /api/trending-clusters'>();
    expectTypeOf<KeyFor<Keys, 'POST', '/api/clusters/c1/import'>>().toEqualTypeOf<'POST /api/clusters/{id}/import'>();
    expectTypeOf<KeyFor<Keys, 'GET', '/api/clusters/c1/import'>>().toBeNever();
  });

  it('accepts concrete and template paths and refuses others', () => {
    expectTypeOf<'/api/industries/abc/clusters'>().toExtend<PathFor<Keys, 'GET'>>();
    expectTypeOf<`/api/industries/${string}/clusters`>().toExtend<PathFor<Keys, 'GET'>>();
    expectTypeOf<'/api/trending-clusters?limit=10'>().toExtend<PathFor<Keys, 'GET'>>();
    expectTypeOf<'/api/nope'>().not.toExtend<PathFor<Keys, 'GET'>>();
    expectTypeOf<'/api/industries'>().not.toExtend<PathFor<Keys, 'POST'>>();
  });
});
