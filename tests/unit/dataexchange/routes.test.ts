import 'fake-indexeddb/auto';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { local } from '@/api/local/router';
import type { ClusteringResult } from '@/contract';
import type { ImportJobResult, RestorePlan } from '@/contract/types/dataExchange';
import type { Job, JobDownload } from '@/contract/types/jobs';
import { SETTING_KEYS } from '@/contract/types/settings';
import { db } from '@/db/database';
import { LATEST_VERSION } from '@/db/schema';
import { buildBackup } from '@workers/dataexchange/backupZip';
import { heldKeywords } from '@workers/imports/stored';
import { rejectionOf, resetLocalState } from '../api/support';

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cold brew recipe',
  'how to make cold brew',
  'buy coffee beans',
];

beforeEach(resetLocalState);

const waitForJob = (id: string) =>
  vi.waitFor(
    async () => {
      const job = (await local.request('GET', `/api/data-jobs/${id}/status`)) as Job;
      if (job.status === 'queued' || job.status === 'running') throw new Error('still running');
      return job;
    },
    { timeout: 20_000, interval: 20 },
  );

const download = (id: string) => local.request('GET', `/api/export/download/${id}`) as Promise<JobDownload>;

async function cluster(): Promise<ClusteringResult> {
  return api.post('/api/cluster', { keywords: KEYWORDS });
}

async function backupFile(): Promise<Blob> {
  const started = await api.post('/api/backup');
  const job = await waitForJob(started.job_id);
  expect(job.status).toBe('completed');
  return (await download(job.id)).blob;
}

const restore = (file: Blob, mode: 'merge' | 'replace', dryRun: boolean) =>
  api.post('/api/restore', { file, file_name: 'backup.zip', mode, dry_run: dryRun }) as Promise<RestorePlan>;

describe('exports', () => {
  it('exports the current result as CSV (BOM, formula-safe) and JSON, filtered', async () => {
    const result = await cluster();
    const csvJob = await waitForJob(
      (await api.post('/api/data-export/keywords', { data_source: 'keywords', export_format: 'csv' })).job_id,
    );
    expect(csvJob.status).toBe('completed');
    const bytes = new Uint8Array(await (await download(csvJob.id)).blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.startsWith('keyword,search_volume,competition,cpc,category,intent')).toBe(true);
    expect(csv).toContain('espresso machine');
    const filter = result.clusters[0].name;
    const jsonJob = await waitForJob(
      (
        await api.post('/api/data-export/analysis', {
          data_source: 'analysis',
          export_format: 'json',
          result_id: result.id,
          filters: { cluster: filter },
        })
      ).job_id,
    );
    const file = await download(jsonJob.id);
    expect(file.file_name).toMatch(/^topicwise-analysis-.*\.json$/);
    const parsed = JSON.parse(await file.blob.text()) as { clusters: { cluster: string }[] };
    expect(parsed.clusters.map((row) => row.cluster)).toEqual([filter]);
  });

  it('says what to do without a data source or a result', async () => {
    expect(
      await rejectionOf(api.post('/api/data-export/keywords', { data_source: 'keywords', export_format: 'csv' })),
    ).toMatchObject({
      detail: expect.stringMatching(/run Keyword Clustering first/),
    });
  });
});

describe('imports', () => {
  it('imports a keyword CSV as a job, lists bad rows and hands the keywords to the clustering tab', async () => {
    const file = new Blob([
      'keyword,search_volume,competition,cpc,category,intent\nespresso,10,Low,1,c,commercial\nbad,x,Low,1,c,commercial\n',
    ]);
    const started = await api.post('/api/data-import/keywords', { file, file_name: 'k.csv' });
    const job = await waitForJob(started.job_id);
    expect(job.status).toBe('completed');
    const result = job.result as ImportJobResult;
    expect(result).toMatchObject({ total_records: 2, valid_records: 1, validation_errors: [{ line: 3 }] });
    const upload = await db.settings.get(SETTING_KEYS.clusteringUpload);
    expect(upload?.value).toMatchObject({ import_id: result.import_id, count: 1 });
    const stored = await db.keyword_imports.get(result.import_id);
    expect(stored && [...heldKeywords(stored)]).toEqual([
      { keyword: 'espresso', search_volume: 10, competition: 'LOW', cpc: 1, intent: 'commercial' },
    ]);
  });

  it('refuses a file over 50 MB and a file that is not .csv before reading them', async () => {
    const big = new Blob([new Uint8Array(50 * 1024 * 1024 + 1)]);
    expect(await rejectionOf(api.post('/api/data-import/keywords', { file: big, file_name: 'big.csv' }))).toMatchObject(
      {
        detail: expect.stringMatching(/50 MB/),
      },
    );
    expect(
      await rejectionOf(api.post('/api/data-import/keywords', { file: new Blob(['x']), file_name: 'k.xlsx' })),
    ).toMatchObject({ detail: expect.stringMatching(/\.csv/) });
  });
});

describe('backup and restore', () => {
  it('backs up, restores into an emptied database, and finds the same projects and results', async () => {
    await api.post('/api/projects', { name: 'Coffee <b>shop</b> ☕' });
    const result = await cluster();
    const before = {
      projects: await db.projects.toArray(),
      clusters: await db.clusters.where('result_id').equals(result.id).toArray(),
    };
    const file = await backupFile();
    const manifest = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(await file.arrayBuffer()))['manifest.json']),
    );
    expect(manifest).toMatchObject({ format: 'topicwise-backup', schema_version: LATEST_VERSION });
    expect(manifest.tables.projects).toMatchObject({ rows: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    for (const table of [db.projects, db.clustering_results, db.clusters, db.unclustered_chunks]) await table.clear();
    // Merge respects the deletes made after the backup (their tombstones are newer).
    const merge = await restore(file, 'merge', true);
    expect(merge.applied).toBe(false);
    expect(merge.tables.find((plan) => plan.table === 'projects')).toMatchObject({ added: 0, skipped: 1 });
    expect(merge.notes.join(' ')).toMatch(/deleted on this device/);
    const dry = await restore(file, 'replace', true);
    expect(dry.tables.find((plan) => plan.table === 'projects')).toMatchObject({ added: 1 });
    expect(await db.projects.count()).toBe(0);

    await restore(file, 'replace', false);
    expect(await db.projects.toArray()).toEqual(before.projects);
    expect(await db.clusters.where('result_id').equals(result.id).toArray()).toEqual(before.clusters);
    const again = await restore(file, 'merge', true);
    expect(again.tables.find((plan) => plan.table === 'projects')).toMatchObject({ added: 0, updated: 0, skipped: 1 });
  });

  it('refuses a changed row, a truncated zip, a zip bomb and a newer schema, writing nothing', async () => {
    await api.post('/api/projects', { name: 'Kept' });
    const bytes = new Uint8Array(await (await backupFile()).arrayBuffer());
    const files = unzipSync(bytes);
    const changed = zipSync({
      ...files,
      'projects.jsonl': strToU8(new TextDecoder().decode(files['projects.jsonl']).replace('Kept', 'Hacked')),
    });
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
    const newer = zipSync({
      ...files,
      'manifest.json': strToU8(JSON.stringify({ ...manifest, schema_version: LATEST_VERSION + 5 })),
    });
    const bomb = zipSync(
      { 'manifest.json': files['manifest.json'], 'projects.jsonl': new Uint8Array(40 * 1024 * 1024) },
      { level: 9 },
    );
    const cases: [Uint8Array, RegExp][] = [
      [changed, /checksum/],
      [bytes.slice(0, Math.floor(bytes.length / 2)), /damaged or incomplete/],
      [bomb, /zip bomb/],
      [newer, new RegExp(`schema ${LATEST_VERSION + 5}, this app reads up to ${LATEST_VERSION}`)],
      [strToU8('not a zip at all'), /damaged or incomplete/],
    ];
    const projects = await db.projects.toArray();
    for (const [file, message] of cases) {
      const error = await rejectionOf(restore(new Blob([file as Uint8Array<ArrayBuffer>]), 'replace', false));
      expect(error).toMatchObject({ status: 400, detail: expect.stringMatching(message) });
      expect(await db.projects.toArray()).toEqual(projects);
    }
  });

  it('a quota error half-way through a restore leaves the database as it was', async () => {
    await api.post('/api/projects', { name: 'One' });
    await cluster();
    const file = await backupFile();
    const before = await db.clusters.toArray();
    await db.projects.clear();
    const spy = vi.spyOn(db.table('clusters'), 'bulkPut').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await rejectionOf(restore(file, 'replace', false));
    } finally {
      spy.mockRestore();
    }
    expect(await db.projects.count()).toBe(0);
    expect(await db.clusters.toArray()).toEqual(before);
  });

  it('restores a backup made at an older schema through the app’s own migrations', async () => {
    const stamp = '2026-01-01T00:00:00.000Z';
    const zip = await buildBackup(
      {
        clustering_results: [
          { id: 'r1', project_id: null, total_search_volume: 180, created_at: stamp, updated_at: stamp },
        ],
        clusters: [
          {
            id: 'c1',
            result_id: 'r1',
            rank: 0,
            total_volume: 180,
            keywords: [{ id: 'k1', text: 'cold brew ratio', search_volume: 90, variants: [], similarity: 0.8 }],
            created_at: stamp,
            updated_at: stamp,
          },
        ],
      },
      { app_version: '0.0.1', schema_version: 3, created_at: stamp },
    );
    const plan = await restore(new Blob([zip as Uint8Array<ArrayBuffer>]), 'merge', false);
    expect(plan.tables.find((table) => table.table === 'clusters')).toMatchObject({ added: 1 });
    // Version 4 added Search Console figures: the restored rows have them, as null.
    expect(await db.clusters.get('c1')).toMatchObject({
      total_clicks: null,
      keywords: [{ text: 'cold brew ratio', clicks: null, position: null }],
    });
  });
});
