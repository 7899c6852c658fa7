// The clustering Web Worker: exposes the engine with Comlink. The word-vector assets are
// fetched from the app's base URL on first use (the service worker caches them for offline).
// The neighbour search also runs on helper workers, one per spare core (at most 3), started on
// the first run large enough to split.
import * as Comlink from 'comlink';
import type { NeighbourPool, NeighbourRows, NeighbourTask } from './neighbours';
import { loadEnglishVectors } from './subwords';
import { createClusteringApi } from './worker-api';

async function fetchAsset(path: string): Promise<ArrayBuffer> {
  const response = await fetch(new URL(`${import.meta.env.BASE_URL}${path}`, self.location.origin));
  if (!response.ok) throw new Error(`Word vectors: HTTP ${response.status}`);
  return response.arrayBuffer();
}

type Helper = Comlink.Remote<{ search(task: NeighbourTask): Promise<NeighbourRows> }>;

const MAX_HELPERS = 3;
let pool: NeighbourPool | undefined;

function helperPool(): NeighbourPool | undefined {
  const size = Math.min(MAX_HELPERS, (self.navigator.hardwareConcurrency || 1) - 1);
  if (size < 1) return undefined;
  if (!pool) {
    const helpers: Helper[] = Array.from({ length: size }, () =>
      Comlink.wrap(new Worker(new URL('./neighbours.worker.ts', import.meta.url), { type: 'module' })),
    );
    let next = 0;
    pool = { size, search: (task) => helpers[next++ % size].search(task) };
  }
  return pool;
}

Comlink.expose(createClusteringApi(() => loadEnglishVectors(fetchAsset), helperPool));
