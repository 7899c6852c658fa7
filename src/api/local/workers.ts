/**
 * The Web Workers the local adapter's handlers use (clustering engine, keyword imports, estimates),
 * each declared once on the worker bridge: started on first use, ended when idle, and run on the
 * main thread where `Worker` does not exist (Node, tests). Tests can swap any service with
 * `setWorkerServices`.
 */
import type {
  ClusteringOptions,
  ClusteringProgress,
  ClusteringResult as EngineResult,
  KeywordInput,
} from '@workers/clustering/types';
import type { ClusteringWorkerApi } from '@workers/clustering/worker-api';
import type { ClusterRelations, RelateInput } from '@workers/clustering/relate';
import type { DiscoveryApi } from '@workers/discovery/analyse';
import type { EstimatesWorkerApi } from '@workers/estimates/estimates.worker';
import type { ExpandOptions, ExpandedKeyword, KeywordMetricsEstimate } from '@workers/estimates';
import type { ImportsWorkerApi } from '@workers/imports/imports.worker';
import type { ImportOutcome, ImportResult, MergedImport } from '@workers/imports/types';
import { defineWorker, RunCancelledError } from './workerBridge';

export { cancellable, RunCancelledError } from './workerBridge';

export interface WorkerServices {
  parseKeywordFile(
    bytes: ArrayBuffer,
    fileName: string,
    onProgress?: (fraction: number) => void,
    /** Rejects with RunCancelledError when it fires (the worker is ended, so the parse stops). */
    signal?: AbortSignal,
  ): Promise<ImportOutcome>;
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
  /** How a result's clusters relate (similarities, cohesion, misfits, sub-groups), with the engine's similarity. */
  relateClusters(input: RelateInput): Promise<ClusterRelations>;
  /** Enhanced Cluster Discovery analyses over the stored runs and the industry library. */
  analyseTrending: Cancellable<DiscoveryApi['analyseTrending']>;
  analyseSeasonal: Cancellable<DiscoveryApi['analyseSeasonal']>;
  analyseEmerging: Cancellable<DiscoveryApi['analyseEmerging']>;
  analyseAlerts: Cancellable<DiscoveryApi['analyseAlerts']>;
}

/** A worker method called from the main thread; rejects with RunCancelledError when `signal` fires. */
type Cancellable<F extends (...args: never[]) => unknown> = (
  ...args: [...Parameters<F>, signal?: AbortSignal]
) => Promise<ReturnType<F>>;

/** Word vectors over fetch when there is a page to fetch from; in Node the engine runs lexical only. */
async function fetchVectorsOnMainThread() {
  const { decodeWordVectors, WORD_VECTORS_PATH } = await import('@workers/clustering/vectors');
  if (typeof location === 'undefined') throw new Error('No page to fetch word vectors from');
  const response = await fetch(new URL(`${import.meta.env.BASE_URL}${WORD_VECTORS_PATH}`, location.origin));
  if (!response.ok) throw new Error(`Word vectors: HTTP ${response.status}`);
  return decodeWordVectors(await response.arrayBuffer());
}

const clustering = defineWorker<ClusteringWorkerApi>({
  label: 'clustering engine',
  create: () =>
    new Worker(new URL('../../../workers/clustering/clustering.worker.ts', import.meta.url), { type: 'module' }),
  loadCore: async () => (await import('@workers/clustering/worker-api')).createClusteringApi(fetchVectorsOnMainThread),
  // The engine yields every few ms, so it sees cancel() promptly; the worker stays warm with its word vectors.
  cancelMethod: 'cancel',
  idleMs: 15 * 60_000,
});

const imports = defineWorker<ImportsWorkerApi>({
  label: 'file reader',
  create: () => new Worker(new URL('../../../workers/imports/imports.worker.ts', import.meta.url), { type: 'module' }),
  loadCore: () => import('@workers/imports'),
});

const estimates = defineWorker<EstimatesWorkerApi>({
  label: 'SEO data estimator',
  create: () =>
    new Worker(new URL('../../../workers/estimates/estimates.worker.ts', import.meta.url), { type: 'module' }),
  loadCore: () => import('@workers/estimates'),
});

const discovery = defineWorker<DiscoveryApi>({
  label: 'discovery analyser',
  create: () =>
    new Worker(new URL('../../../workers/discovery/discovery.worker.ts', import.meta.url), { type: 'module' }),
  loadCore: async () => (await import('@workers/discovery/analyse')).discoveryApi,
});

const isCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'ClusteringCancelledError' || error.name === 'RunCancelledError');

/** The engine's own cancellation error (from a worker or the main thread) as RunCancelledError. */
function normaliseCancel(error: unknown): never {
  throw isCancelled(error) ? new RunCancelledError() : error;
}

const defaults: WorkerServices = {
  parseKeywordFile: (bytes, fileName, onProgress, signal) =>
    imports.call('parseKeywordFile', [bytes, fileName, onProgress], { transfer: [bytes], signal }),
  mergeImports: (results) => imports.call('mergeImports', [results]),
  estimateMany: (keywords, location) => estimates.call('estimateMany', [keywords, location]),
  expandKeywords: (seeds, options) => estimates.call('expandKeywords', [seeds, options]),
  cluster: (keywords, options, onProgress, signal) =>
    clustering.call('cluster', [keywords, options, onProgress], { signal }).catch(normaliseCancel),
  relateClusters: (input) => clustering.call('relate', [input]),
  analyseTrending: (data, work, signal) => discovery.call('analyseTrending', [data, work], { signal }),
  analyseSeasonal: (data, work, signal) => discovery.call('analyseSeasonal', [data, work], { signal }),
  analyseEmerging: (data, work, signal) => discovery.call('analyseEmerging', [data, work], { signal }),
  analyseAlerts: (data, work, signal) => discovery.call('analyseAlerts', [data, work], { signal }),
};

let overrides: Partial<WorkerServices> = {};

export function workerServices(): WorkerServices {
  return { ...defaults, ...overrides };
}

/** Replaces some services (tests: a slow engine to cancel, a failing parser); `undefined` restores the defaults. */
export function setWorkerServices(next: Partial<WorkerServices> | undefined): void {
  overrides = next ?? {};
}
