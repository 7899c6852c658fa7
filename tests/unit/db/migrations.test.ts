import 'fake-indexeddb/auto';
import type Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { openDatabase, schemaV1, VERSIONS, type SchemaVersion } from '@/db';
import { runMigration, versionsUpTo, type MigrationCase } from './harness';
import { seedV1 } from './seed';

const STORED_AT = '2026-03-01T00:00:00.000Z';
const oldKeyword = (id: string, text: string) => ({ id, text, search_volume: 90, variants: [], similarity: 0.8 });

/** Version 1 rows plus one clustering result as issue 4 stored it: keywords without Search Console fields. */
async function seedV3(db: Dexie): Promise<void> {
  await seedV1(db);
  const stamps = { created_at: STORED_AT, updated_at: STORED_AT };
  await db.table('clustering_results').add({ id: 'r1', project_id: null, total_search_volume: 180, ...stamps });
  await db.table('clusters').add({
    id: 'c1',
    result_id: 'r1',
    rank: 0,
    total_volume: 180,
    keywords: [oldKeyword('k1', 'cold brew ratio'), oldKeyword('k2', 'cold brew coffee ratio')],
    ...stamps,
  });
  await db
    .table('unclustered_chunks')
    .add({ id: 'u1', result_id: 'r1', rank: 0, keywords: [oldKeyword('k3', 'moka pot')], ...stamps });
}

const NO_RANKING = { clicks: null, impressions: null, ctr: null, position: null, url: null };

/**
 * One case per real schema version after the first, keyed by the version it upgrades to. Adding
 * a Dexie version means adding its case here, e.g.
 *   2: { seed: seedV1, verify: async (db) => { expect(await db.table('clusters').count()).toBe(0); } },
 */
const MIGRATION_CASES: Record<number, Pick<MigrationCase, 'seed' | 'verify' | 'rewrites'>> = {
  2: {
    seed: seedV1,
    verify: async (db: Dexie) => {
      for (const table of ['keyword_imports', 'clustering_results', 'clusters', 'unclustered_chunks']) {
        expect(await db.table(table).count(), table).toBe(0);
      }
      await db
        .table('clusters')
        .add({ id: 'c1', result_id: 'r1', rank: 0, keywords: [{ id: 'k1', text: 'espresso' }] });
      expect(await db.table('clusters').where('result_id').equals('r1').count()).toBe(1);
    },
  },
  3: {
    seed: seedV1,
    verify: async (db: Dexie) => {
      for (const table of ['jobs', 'job_files', 'derived_results'])
        expect(await db.table(table).count(), table).toBe(0);
      await db.table('derived_results').add({ id: 'd1', kind: 'heatmap', result_id: 'r1', payload: {}, stale: false });
      expect(await db.table('derived_results').where('[kind+result_id]').equals(['heatmap', 'r1']).count()).toBe(1);
    },
  },
  4: {
    seed: seedV3,
    verify: async (db: Dexie) => {
      expect(await db.table('clustering_results').get('r1')).toMatchObject({
        total_search_volume: 180,
        total_clicks: null,
        total_impressions: null,
      });
      const cluster = await db.table('clusters').get('c1');
      expect(cluster).toMatchObject({ total_volume: 180, total_clicks: null, total_impressions: null });
      expect(cluster.keywords).toEqual([
        { ...oldKeyword('k1', 'cold brew ratio'), ...NO_RANKING },
        { ...oldKeyword('k2', 'cold brew coffee ratio'), ...NO_RANKING },
      ]);
      const chunk = await db.table('unclustered_chunks').get('u1');
      expect(chunk.keywords).toEqual([{ ...oldKeyword('k3', 'moka pot'), ...NO_RANKING }]);
    },
  },
  5: {
    seed: seedV3,
    verify: async (db: Dexie) => {
      expect(await db.table('clustering_results').get('r1')).toMatchObject({ total_search_volume: 180 });
      for (const table of ['crawled_pages', 'analyses', 'source_imports', 'cluster_votes'])
        expect(await db.table(table).count(), table).toBe(0);
      await db.table('source_imports').add({ id: 's1', kind: 'search-console', subject: 'example.com' });
      expect(
        await db.table('source_imports').where('[kind+subject]').equals(['search-console', 'example.com']).count(),
      ).toBe(1);
    },
  },
  6: {
    seed: async (db: Dexie) => {
      await seedV3(db);
      await db.table('analyses').add({ id: 'a1', subject: 'example.com', payload: {}, created_at: STORED_AT });
      await db.table('source_imports').add({ id: 's1', kind: 'search-console', subject: 'x', created_at: STORED_AT });
      await db.table('cluster_votes').add({ id: 'v1', cluster_key: 'k', user_id: 'u', vote: 1, updated_at: STORED_AT });
      await db
        .table('crawled_pages')
        .add({ id: 'p1', url: 'https://example.com/', host: 'example.com', crawled_at: STORED_AT });
    },
    verify: async (db: Dexie) => {
      for (const table of ['analyses', 'source_imports', 'cluster_votes', 'crawled_pages']) {
        const [row] = await db.table(table).toArray();
        expect(row, table).toMatchObject({ created_at: STORED_AT, updated_at: STORED_AT });
      }
      for (const table of ['outbox', 'sync_state', 'sync_base', 'sync_conflicts', 'sync_inbox'])
        expect(await db.table(table).count(), table).toBe(0);
      expect(await db.table('clusters').get('c1')).toMatchObject({ result_id: 'r1' });
    },
  },
  7: {
    seed: seedV3,
    verify: async (db: Dexie) => {
      expect(await db.table('clusters').get('c1')).toMatchObject({ result_id: 'r1' });
      for (const table of [
        'outreach_contacts',
        'outreach_templates',
        'outreach_campaigns',
        'outreach_messages',
        'outreach_events',
      ])
        expect(await db.table(table).count(), table).toBe(0);
      await db.table('outreach_contacts').add({ id: 'o1', email_key: 'ana@example.com', status: 'new' });
      expect(await db.table('outreach_contacts').where('email_key').equals('ana@example.com').count()).toBe(1);
    },
  },
  8: {
    seed: seedV3,
    verify: async (db: Dexie) => {
      expect(await db.table('clusters').get('c1')).toMatchObject({ result_id: 'r1' });
      expect(await db.table('perf_rollups').count()).toBe(0);
      await db.table('perf_rollups').add({ id: 'h|GET /api/projects', hour: '2026-01-01T00:00:00.000Z' });
      expect(await db.table('perf_rollups').where('hour').aboveOrEqual('2026').count()).toBe(1);
    },
  },
  9: {
    seed: seedV3,
    verify: async (db: Dexie) => {
      expect(await db.table('clusters').get('c1')).toMatchObject({ result_id: 'r1' });
      for (const table of ['workspaces', 'workspace_members', 'chat_messages', 'activity', 'notification_reads'])
        expect(await db.table(table).count(), table).toBe(0);
      await db.table('chat_messages').add({ id: 'm1', workspace_id: 'w1', created_at: STORED_AT });
      expect(await db.table('chat_messages').where('[workspace_id+created_at]').equals(['w1', STORED_AT]).count()).toBe(
        1,
      );
    },
  },
  10: {
    seed: seedV3,
    verify: async (db: Dexie) => {
      expect(await db.table('clusters').get('c1')).toMatchObject({ result_id: 'r1' });
      for (const table of ['enterprise_branding', 'scheduled_reports', 'report_runs', 'audit_log'])
        expect(await db.table(table).count(), table).toBe(0);
      await db.table('scheduled_reports').add({ id: 's1', workspace_id: 'personal', next_delivery: STORED_AT });
      expect(await db.table('scheduled_reports').where('next_delivery').belowOrEqual(STORED_AT).count()).toBe(1);
      await db.table('report_runs').add({ id: 'r1', report_id: 's1', generated_at: STORED_AT });
      expect(await db.table('report_runs').where('report_id').equals('s1').count()).toBe(1);
    },
  },
};

describe('real schema versions', () => {
  it('are numbered 1, 2, 3... in order, and every upgrade has a migration case', () => {
    expect(VERSIONS.map((entry) => entry.version)).toEqual(VERSIONS.map((_, index) => index + 1));
    for (const { version } of VERSIONS.slice(1)) {
      expect(MIGRATION_CASES[version], `migration case for version ${version}`).toBeDefined();
    }
  });

  for (const { version } of VERSIONS.slice(1)) {
    it(`upgrade to version ${version} keeps version ${version - 1} data intact`, async () => {
      await runMigration({
        before: versionsUpTo(version - 1),
        after: versionsUpTo(version),
        ...MIGRATION_CASES[version],
      });
    });
  }

  // The app declares only the versions with an upgrade and the latest (applyVersions): a database
  // at any older version must still reach the latest in one open, with every upgrade since applied.
  const latest = VERSIONS[VERSIONS.length - 1].version;
  for (const { version } of VERSIONS.slice(1, -1)) {
    it(`a version ${version} database opens straight at version ${latest}, its data intact`, async () => {
      const since = VERSIONS.filter((entry) => entry.version > version).map((entry) => MIGRATION_CASES[entry.version]);
      const rewrites: Record<string, string[]> = {};
      for (const [table, fields] of since.flatMap((entry) => Object.entries(entry.rewrites ?? {})))
        rewrites[table] = [...(rewrites[table] ?? []), ...fields];
      await runMigration({
        before: versionsUpTo(version),
        after: VERSIONS,
        seed: seedV3,
        rewrites,
        verify: async (db) => {
          if (version < 4) await MIGRATION_CASES[4].verify?.(db);
          await MIGRATION_CASES[latest].verify?.(db);
        },
      });
    });
  }

  it('a fresh install opens at the latest version with every version-1 table', async () => {
    const db = openDatabase(`fresh-${crypto.randomUUID()}`);
    await db.open();
    expect(db.verno).toBe(VERSIONS[VERSIONS.length - 1].version);
    expect(db.tables.map((table) => table.name)).toEqual(expect.arrayContaining(Object.keys(schemaV1)));
    db.close();
  });
});

describe('migration harness (with a throwaway, test-only version 2)', () => {
  const v1: SchemaVersion[] = [{ version: 1, stores: schemaV1 }];
  const testV2: SchemaVersion = {
    version: 2,
    stores: { ...schemaV1, projects: `${schemaV1.projects}, target_location`, notes: 'id, project_id, created_at' },
    upgrade: (tx) =>
      tx
        .table('projects')
        .toCollection()
        .modify((project: Record<string, unknown>) => {
          project.archived = false;
        }),
  };

  it('seeds v1, opens v2 and finds v1 data intact, with the upgrade applied', async () => {
    await runMigration({
      before: v1,
      after: [...v1, testV2],
      seed: seedV1,
      verify: async (db: Dexie) => {
        const projects = await db.table('projects').toArray();
        expect(projects.map((project) => project.archived)).toEqual([false, false]);
        const inGb = await db.table('projects').where('target_location').equals('GB').toArray();
        expect(inGb.map((project) => project.name)).toEqual(['Bakery']);
        await db.table('notes').add({ id: 'n1', project_id: inGb[0].id, created_at: '2026-01-03T00:00:00.000Z' });
        expect(await db.table('notes').count()).toBe(1);
      },
    });
  });

  it('fails when an upgrade loses rows', async () => {
    const lossy: SchemaVersion = { version: 2, stores: schemaV1, upgrade: (tx) => tx.table('settings').clear() };
    await expect(runMigration({ before: v1, after: [...v1, lossy], seed: seedV1 })).rejects.toThrow(/rows in settings/);
  });

  it('fails when an upgrade changes a field it does not declare, and passes when it declares it', async () => {
    const renaming: SchemaVersion = {
      version: 2,
      stores: schemaV1,
      upgrade: (tx) =>
        tx
          .table('projects')
          .toCollection()
          .modify((project: Record<string, unknown>) => {
            project.name = String(project.name).toUpperCase();
          }),
    };
    const migration = { before: v1, after: [...v1, renaming], seed: seedV1 };
    await expect(runMigration(migration)).rejects.toThrow(/projects row/);
    await expect(runMigration({ ...migration, rewrites: { projects: ['name'] } })).resolves.toBeUndefined();
  });
});
