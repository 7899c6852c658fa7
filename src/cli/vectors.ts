// In Node the worker services run on the main thread, where the app's clustering service has no
// page to fetch word vectors from and runs lexical only. The CLI reads the same vector file from
// public/ instead, so its clusters match the app's in the browser, and shares the neighbour search
// with worker threads as the app shares it with helper workers.
// `.ts` spelled out: tsx does not add it to a path that already ends in an extension (`.node`).
import { loadWordVectorsFromDisk } from '@workers/clustering/vectors.node.ts';
import { createClusteringApi } from '@workers/clustering/worker-api';
import { setWorkerServices } from '@/api/local/workers';
import { startNeighbourThreads } from './threads';

export function clusterInThisProcess(options: {
  vectors: boolean;
  threads: number;
  /** Receives the engine's seconds per stage after each run. */
  onStages?: (seconds: Record<string, number>) => void;
}): void {
  const pool = startNeighbourThreads(options.threads);
  const engine = createClusteringApi(
    options.vectors ? loadWordVectorsFromDisk : () => Promise.reject(new Error('Run without word vectors')),
    () => pool,
    // One run per process: nothing to keep for a next one, and the linkage runs at the threshold.
    { keepModels: false },
  );
  setWorkerServices({
    clustering: {
      cluster: async (_signal, keywords, clusterOptions, onProgress) => {
        const result = await engine.cluster(keywords, clusterOptions, onProgress);
        options.onStages?.(result.stats.seconds);
        return result;
      },
    },
  });
}
