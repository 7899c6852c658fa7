// One CLI run through the app's own code: the file is read by the import core, clustered by the
// same run POST /api/cluster makes and exported by GET /api/export's writer, so a file gives the
// same keywords and figures here as in the app. Nothing is stored: the app's database write and
// read back cost the command seconds and twice the memory at 100,000 keywords (issue 28).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { newId } from '@/db/records';
import { exportResult } from '@/api/local/handlers/exports';
import { readKeywordFile } from '@/api/local/handlers/uploads';
import { parseClusterRequest } from '@/api/local/clustering/request';
import { runClustering } from '@/api/local/clustering/run';
import { assemble } from '@/api/local/clustering/store';
import type { CliArgs } from './args';
import { jsonChunks } from './jsonChunks';
import { fileSource } from './source';
import type { Timings } from './timings';

async function readInput(path: string): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(await readFile(path));
  } catch {
    throw new Error(`Cannot read input file: ${path}`);
  }
}

/**
 * The app's export of the clustered file, in pieces to write one after the other: its CSV as is,
 * or its JSON plus a `source` object.
 */
export async function clusterFile(args: CliArgs, timings?: Timings): Promise<Iterable<string>> {
  const started = performance.now();
  const name = basename(args.input);
  const bytes = await readInput(args.input);
  timings?.mark('read file');
  const parsed = await readKeywordFile(new Blob([bytes]), name, undefined, undefined);
  timings?.mark('import core');
  const request = await parseClusterRequest({ keywords: [], import_ids: [newId()], ...args.settings });
  const built = await runClustering(
    { request, imports: [parsed], serp: { files: [], byKey: new Map() }, started },
    undefined,
    undefined,
  );
  timings?.mark('clustering run');
  const result = assemble(built.result, built.clusters, built.unclustered);
  if (args.format === 'csv') return [exportResult(result, 'csv').content];
  // `topic` beside `topic_id` (its id in `topics`) so a script can score both levels by one short name.
  const clusters = result.clusters.map((cluster) => ({ ...cluster, topic: cluster.topic_id }));
  return withFinalNewline(
    jsonChunks({ ...result, clusters, source: fileSource(parsed) }, ['clusters', 'topics', 'unclustered_keywords']),
  );
}

function* withFinalNewline(chunks: Iterable<string>): Generator<string> {
  yield* chunks;
  yield '\n';
}
