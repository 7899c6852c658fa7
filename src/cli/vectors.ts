// In Node the worker services run on the main thread, where the app's clustering service has no
// page to fetch word vectors from and runs lexical only. The CLI reads the same vector file from
// public/ instead, so its clusters match the app's in the browser.
// `.ts` spelled out: tsx does not add it to a path that already ends in an extension (`.node`).
import { loadWordVectorsFromDisk } from '@workers/clustering/vectors.node.ts';
import { createClusteringApi } from '@workers/clustering/worker-api';
import { setWorkerServices } from '@/api/local/workers';

export function clusterWithWordVectorsFromDisk(): void {
  const engine = createClusteringApi(() => loadWordVectorsFromDisk());
  setWorkerServices({
    clustering: { cluster: (_signal, keywords, options, onProgress) => engine.cluster(keywords, options, onProgress) },
  });
}
