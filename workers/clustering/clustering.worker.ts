// The clustering Web Worker: exposes the engine with Comlink. The word-vector assets are
// fetched from the app's base URL on first use (the service worker caches them for offline).
import * as Comlink from 'comlink';
import { loadEnglishVectors } from './subwords';
import { createClusteringApi } from './worker-api';

async function fetchAsset(path: string): Promise<ArrayBuffer> {
  const response = await fetch(new URL(`${import.meta.env.BASE_URL}${path}`, self.location.origin));
  if (!response.ok) throw new Error(`Word vectors: HTTP ${response.status}`);
  return response.arrayBuffer();
}

Comlink.expose(createClusteringApi(() => loadEnglishVectors(fetchAsset)));
