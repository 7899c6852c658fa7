/**
 * The Web Workers the local adapter's handlers use (clustering engine, keyword imports,
 * estimates), created lazily on first use and wrapped with Comlink. Where `Worker` does not
 * exist (Node, tests) the same pure cores run on the main thread, as Excalidraw's subset worker
 * falls back to `subset-main`. Tests can swap any service with `setWorkerServices`.
 */
import * as Comlink from 'comlink';
import type { ClusteringOptions, ClusteringProgress, ClusteringResult as EngineResult, KeywordInput } from '@workers/clustering/types';
import type { ClusteringWorkerApi } from '@workers/clustering/worker-api';
import type { EstimatesWorkerApi } from '@workers/estimates/estimates.worker';
import type { ExpandOptions, ExpandedKeyword, KeywordMetricsEstimate } from '@workers/estimates';
import type { ImportsWorkerApi } from '@workers/imports/imports.worker';
import type { ImportOutcome, ImportResult, MergedImport } from '@workers/imports/types';

/** Thrown when the caller's AbortSignal fires; handlers turn it into a 499 ApiError. */
export class RunCancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'RunCancelledError';
  }
}

export interface WorkerServices {
  parseKeywordFile(bytes: ArrayBuffer, fileName: string, onProgress?: (fraction: number) => void): Promise<ImportOutcome>;
  mergeImports(results: ImportResult[]): Promise<MergedImport>;
  estimateMany(keywords: string[], location: string): Promise<KeywordMetricsEstimate[]>;
  expandKeywords(seeds: string[], options: ExpandOptions): Promise<ExpandedKeyword[]>;
  /** Rejects with RunCancelledError when `signal` fires. */
  cluster(
    keywords: KeywordInput[],
    options: Partial<ClusteringOptions>,
    onProgress?: (progress: ClusteringProgress) => void,
    signal?: AbortSignal,
  ): Promise<EngineResult>;
}

/** Settles with `work`, or rejects with RunCancelledError as soon as `signal` fires (after calling `onAbort`). */
export function cancellable<T>(work: Promise<T>, signal: AbortSignal | undefined, onAbort: () => void = () => {}): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      // The abandoned work still rejects with the engine's own cancel error; nobody waits for it.
      work.catch(() => {});
      onAbort();
      reject(new RunCancelledError());
    };
    if (signal.aborted) {
      abort();
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

const isCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'ClusteringCancelledError' || error.name === 'RunCancelledError');

/** The engine's own cancellation error (from a worker or the main thread) as RunCancelledError. */
function normaliseCancel(error: unknown): never {
  throw isCancelled(error) ? new RunCancelledError() : error;
}

function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

// ---- Browser: module workers --------------------------------------------------------------

function browserServices(): WorkerServices {
  const clustering = lazy(() =>
    Comlink.wrap<ClusteringWorkerApi>(
      new Worker(new URL('../../../workers/clustering/clustering.worker.ts', import.meta.url), { type: 'module' }),
    ),
  );
  const imports = lazy(() =>
    Comlink.wrap<ImportsWorkerApi>(
      new Worker(new URL('../../../workers/imports/imports.worker.ts', import.meta.url), { type: 'module' }),
    ),
  );
  const estimates = lazy(() =>
    Comlink.wrap<EstimatesWorkerApi>(
      new Worker(new URL('../../../workers/estimates/estimates.worker.ts', import.meta.url), { type: 'module' }),
    ),
  );

  return {
    parseKeywordFile: (bytes, fileName, onProgress) =>
      imports().parseKeywordFile(Comlink.transfer(bytes, [bytes]), fileName, onProgress && Comlink.proxy(onProgress)),
    mergeImports: (results) => imports().mergeImports(results),
    estimateMany: (keywords, location) => estimates().estimateMany(keywords, location),
    expandKeywords: (seeds, options) => estimates().expandKeywords(seeds, options),
    cluster: (keywords, options, onProgress, signal) => {
      const remote = clustering();
      const run = remote.cluster(keywords, options, onProgress && Comlink.proxy(onProgress));
      // The engine yields every few ms, so the worker sees cancel() promptly and stays warm (word vectors loaded).
      return cancellable(run, signal, () => void remote.cancel()).catch(normaliseCancel);
    },
  };
}

// ---- Node and Worker-less browsers: the same cores on the main thread -----------------------

/** Word vectors over fetch when there is a page to fetch from; in Node the engine runs lexical only. */
async function fetchVectorsOnMainThread() {
  const { decodeWordVectors, WORD_VECTORS_PATH } = await import('@workers/clustering/vectors');
  if (typeof location === 'undefined') throw new Error('No page to fetch word vectors from');
  const response = await fetch(new URL(`${import.meta.env.BASE_URL}${WORD_VECTORS_PATH}`, location.origin));
  if (!response.ok) throw new Error(`Word vectors: HTTP ${response.status}`);
  return decodeWordVectors(await response.arrayBuffer());
}

function mainThreadServices(): WorkerServices {
  const clustering = lazy(async () => (await import('@workers/clustering/worker-api')).createClusteringApi(fetchVectorsOnMainThread));
  return {
    parseKeywordFile: async (bytes, fileName, onProgress) => (await import('@workers/imports')).parseKeywordFile(bytes, fileName, onProgress),
    mergeImports: async (results) => (await import('@workers/imports')).mergeImports(results),
    estimateMany: async (keywords, location) => (await import('@workers/estimates')).estimateMany(keywords, location),
    expandKeywords: async (seeds, options) => (await import('@workers/estimates')).expandKeywords(seeds, options),
    cluster: async (keywords, options, onProgress, signal) => {
      const engine = await clustering();
      return cancellable(engine.cluster(keywords, options, onProgress), signal, () => engine.cancel()).catch(normaliseCancel);
    },
  };
}

const defaults = lazy(() => (typeof Worker === 'undefined' ? mainThreadServices() : browserServices()));
let overrides: Partial<WorkerServices> = {};

export function workerServices(): WorkerServices {
  return { ...defaults(), ...overrides };
}

/** Replaces some services (tests: a slow engine to cancel, a failing parser); `undefined` restores the defaults. */
export function setWorkerServices(next: Partial<WorkerServices> | undefined): void {
  overrides = next ?? {};
}
