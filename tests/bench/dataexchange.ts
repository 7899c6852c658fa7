// Data Export/Import benchmark. (1) A 50 MB keyword CSV in the spec's columns read by the worker
// core (Papa Parse streamed over the Blob), in Node: rows per second and peak memory. In the
// browser the same code runs in a Web Worker, so the page's main thread only posts the File; the
// longest main-thread task of an import is measured by the e2e's long-task observer, not here.
// (2) Backup and restore (Replace) of a database holding one 100,000-keyword clustering result,
// through the local adapter's routes on fake-indexeddb, slower than a browser's IndexedDB: the
// seconds are upper bounds.
import 'fake-indexeddb/auto';
import { readKeywordCsv } from '../../workers/dataexchange/keywordCsv';
import { MAX_FILE_BYTES } from '../../workers/imports/limits';
import { local } from '../../src/api/local/router';
import { db } from '../../src/db/database';
import type { Job, JobDownload } from '../../src/contract/types/jobs';
import type { Benchmark } from './types';

const STAMP = '2026-03-01T00:00:00.000Z';
const CLUSTER_SIZE = 8;
const MB = 1024 * 1024;

function keywordCsv(maxBytes: number): { blob: Blob; rows: number } {
  const parts: string[] = ['keyword,search_volume,competition,cpc,category,intent\n'];
  const levels = ['Low', 'Medium', 'High'];
  let bytes = parts[0].length;
  let rows = 0;
  while (true) {
    const line = `espresso grinder model ${rows} review,${(rows * 37) % 50_000},${levels[rows % 3]},${((rows % 900) / 100).toFixed(2)},Coffee equipment,commercial\n`;
    if (bytes + line.length > maxBytes) break;
    parts.push(line);
    bytes += line.length;
    rows += 1;
  }
  // One part, as a File read from disk is: a Blob of 650,000 small parts slices very slowly in Node.
  return { blob: new Blob([parts.join('')]), rows };
}

function peakMemory() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage().rss)) };
}

const keyword = (text: string, volume: number) => ({
  id: crypto.randomUUID(),
  text,
  search_volume: volume,
  competition: 'LOW',
  cpc_low: 0.4,
  cpc_high: 1.2,
  difficulty: 30,
  opportunity_score: 55,
  intent: 'informational',
  data_source: 'estimated',
  estimated_fields: ['search_volume'],
  clicks: null,
  impressions: null,
  ctr: null,
  position: null,
  url: null,
  variants: [],
  similarity: 0.8,
});

async function writeResult(total: number): Promise<void> {
  const resultId = crypto.randomUUID();
  const clusters: Record<string, unknown>[] = [];
  for (let start = 0; start < total; start += CLUSTER_SIZE) {
    const members = Array.from({ length: CLUSTER_SIZE }, (_, i) => keyword(`keyword ${start + i} coffee`, 100 + i));
    clusters.push({
      id: crypto.randomUUID(),
      result_id: resultId,
      rank: clusters.length,
      name: members[0].text,
      keywords: members,
      created_at: STAMP,
      updated_at: STAMP,
    });
  }
  await db.transaction('rw', db.clustering_results, db.clusters, async () => {
    await db.clustering_results.put({ id: resultId, name: 'Bench', created_at: STAMP, updated_at: STAMP } as never);
    await db.clusters.bulkPut(clusters as never[]);
  });
}

async function waitForJob(id: string): Promise<Job> {
  for (;;) {
    const job = (await local.request('GET', `/api/jobs/${id}`)) as Job;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const bench: Benchmark = {
  name: 'dataexchange',
  async run(emit) {
    const { blob, rows } = keywordCsv(MAX_FILE_BYTES - 1024);
    const memory = peakMemory();
    const started = performance.now();
    const outcome = await readKeywordCsv(blob, 'bench.csv');
    const seconds = (performance.now() - started) / 1000;
    const peak = memory.stop();
    if (!outcome.ok) throw new Error(outcome.message);
    emit({
      bench: 'import-keyword-csv',
      file_mb: Number((blob.size / MB).toFixed(1)),
      rows,
      valid: outcome.valid_records,
      seconds: Number(seconds.toFixed(2)),
      rows_per_second: Math.round(rows / seconds),
      peak_rss_mb: Math.round(peak / MB),
    });

    await writeResult(100_000);
    let start = performance.now();
    const backup = (await local.request('POST', '/api/backup')) as { job_id: string };
    const job = await waitForJob(backup.job_id);
    if (job.status !== 'completed') throw new Error(job.message);
    const backupSeconds = (performance.now() - start) / 1000;
    const file = (await local.request('GET', `/api/jobs/${job.id}/download`)) as JobDownload;
    start = performance.now();
    await local.request('POST', '/api/restore', {
      file: file.blob,
      file_name: file.file_name,
      mode: 'replace',
      dry_run: false,
    });
    const restoreSeconds = (performance.now() - start) / 1000;
    emit({
      bench: 'backup-restore-100k-keywords',
      indexeddb: 'fake-indexeddb (Node)',
      backup_seconds: Number(backupSeconds.toFixed(2)),
      restore_replace_seconds: Number(restoreSeconds.toFixed(2)),
      file_mb: Number((file.blob.size / MB).toFixed(2)),
      clusters: await db.clusters.count(),
    });
  },
};

export default bench;
