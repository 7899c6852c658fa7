import type Dexie from 'dexie';

/** Representative rows of every version-1 table, including text people really type. */
export async function seedV1(db: Dexie): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  await db.table('projects').bulkAdd([
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Coffee <b>shop</b>',
      description: '東京 · مقهى · ☕',
      target_location: 'US',
      target_language: 'en',
      total_keywords: 120,
      total_clusters: 14,
      created_at: at,
      updated_at: at,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Bakery',
      description: '',
      target_location: 'GB',
      target_language: 'en',
      total_keywords: 0,
      total_clusters: 0,
      created_at: '2026-01-02T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    },
  ]);
  await db.table('settings').bulkAdd([
    {
      key: 'current_plan',
      value: { tier: 'professional', billing_cycle: 'annual', is_founders: false, price: 990 },
      created_at: at,
      updated_at: at,
    },
    { key: 'install_dismissed_at', value: 1767225600000, created_at: at, updated_at: at },
  ]);
  await db.table('analytics_events').add({
    id: '33333333-3333-4333-8333-333333333333',
    event: 'pwa_install',
    properties: { outcome: 'accepted' },
    created_at: at,
    updated_at: at,
  });
  await db.table('request_log').add({
    id: '44444444-4444-4444-8444-444444444444',
    method: 'GET',
    route: 'GET /api/projects',
    path: '/api/projects',
    status: 200,
    duration_ms: 1.5,
    cache: 'bypass',
    created_at: at,
  });
  await db.table('tombstones').add({
    id: '55555555-5555-4555-8555-555555555555',
    table_name: 'projects',
    record_id: '66666666-6666-4666-8666-666666666666',
    deleted_at: at,
    created_at: at,
    updated_at: at,
  });
}
