// One CLI run through the app's own path: the file is uploaded, clustered and exported by the
// local adapter (the import core, POST /api/cluster, GET /api/export), so a file gives the same
// keywords and figures here as in the app. The caller provides IndexedDB (fake-indexeddb in Node).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { api, setAdapter } from '@/api/client';
import { exportResult } from '@/api/local/handlers/exports';
import { local } from '@/api/local/router';
import type { CliArgs } from './args';
import { fileSource } from './source';

async function readInput(path: string): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(await readFile(path));
  } catch {
    throw new Error(`Cannot read input file: ${path}`);
  }
}

/**
 * The app's export of the clustered file: its CSV as is, or its JSON plus a `source` object. The run's
 * reply is the stored result (what GET /api/export reads back), so it is exported as it is, without a
 * second read and a JSON round trip: at 100,000 keywords that saves about a second and a copy.
 */
export async function clusterFile(args: CliArgs): Promise<string> {
  setAdapter(local);
  const file = new File([await readInput(args.input)], basename(args.input));
  const upload = await api.post('/api/upload-keywords', { file });
  const result = await api.post('/api/cluster', { keywords: [], import_ids: [upload.import_id], ...args.settings });
  if (args.format === 'csv') return exportResult(result, 'csv').content;
  // `topic` beside `topic_id` (its id in `topics`) so a script can score both levels by one short name.
  const clusters = result.clusters.map((cluster) => ({ ...cluster, topic: cluster.topic_id }));
  return `${JSON.stringify({ ...result, clusters, source: await fileSource(upload) }, null, 2)}\n`;
}
