// The clustering Web Worker: exposes the engine with Comlink. The word-vector asset is
// fetched from the app's base URL on first use (the service worker caches it for offline).
import * as Comlink from 'comlink';
import { decodeWordVectors, WORD_VECTORS_PATH } from './vectors';
import { createClusteringApi } from './worker-api';

async function fetchVectors() {
  const url = new URL(`${import.meta.env.BASE_URL}${WORD_VECTORS_PATH}`, self.location.origin);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Word vectors: HTTP ${response.status}`);
  return decodeWordVectors(await response.arrayBuffer());
}

Comlink.expose(createClusteringApi(fetchVectors));
