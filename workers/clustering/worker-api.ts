// The API the clustering worker exposes, kept apart from the worker file so Node tests
// can drive it: runs the engine, forwards progress, cancels, and loads the word-vector
// asset once (lazily, on the first English run) through the given loader.
import { ClusteringCancelledError, type CancelSignal } from './control';
import { clusterKeywords } from './engine';
import { resolveLanguage } from './languages';
import { PARALLEL_MIN_KEYWORDS, type NeighbourPool } from './neighbours';
import type { ClusteringOptions, ClusteringProgress, ClusteringResult, KeywordInput } from './types';
import type { WordVectors } from './vectors';
import { relateClusters, type ClusterRelations, type RelateInput } from './relate';

export interface ClusteringWorkerApi {
  /**
   * Clusters keywords; rejects with an Error named 'ClusteringCancelledError' when cancelled.
   * `runId` names the run for `cancel` (the worker bridge sets it to the call's id).
   */
  cluster(
    keywords: KeywordInput[],
    options?: Partial<ClusteringOptions>,
    onProgress?: (progress: ClusteringProgress) => void,
    runId?: number,
  ): Promise<ClusteringResult>;
  /** How the clusters relate (see relate.ts); uses the word vectors like a run. */
  relate(input: RelateInput): Promise<ClusterRelations>;
  /** Cancels the run named `runId`, or every run in progress when none is named. */
  cancel(runId?: number): void;
  /** Loads the word vectors ahead of the first run; false when they cannot be loaded. */
  preloadVectors(): Promise<boolean>;
}

/** `pool` gives the threads that share the neighbour search (none: the engine's thread alone). */
export function createClusteringApi(
  loadVectors: () => Promise<WordVectors>,
  pool?: () => NeighbourPool | undefined,
): ClusteringWorkerApi {
  let vectors: Promise<WordVectors | undefined> | null = null;
  /** The runs in progress, each with its own signal (a run started without an id is only stopped by cancel()). */
  const running = new Map<{ aborted: boolean }, number | undefined>();

  // A failed load (offline before the asset was cached) falls back to lexical
  // similarity for this run and is retried on the next one.
  const getVectors = (): Promise<WordVectors | undefined> => {
    vectors ??= loadVectors().catch(() => {
      vectors = null;
      return undefined;
    });
    return vectors;
  };

  return {
    async cluster(keywords, options = {}, onProgress, runId) {
      const signal: CancelSignal & { aborted: boolean } = { aborted: false };
      running.set(signal, runId);
      try {
        const english = resolveLanguage(options.language, options.location) === 'en';
        const wordVectors = english ? await getVectors() : undefined;
        if (signal.aborted) throw new ClusteringCancelledError();
        return await clusterKeywords(keywords, options, {
          vectors: wordVectors,
          onProgress,
          signal,
          pool: keywords.length >= PARALLEL_MIN_KEYWORDS ? pool?.() : undefined,
        });
      } finally {
        running.delete(signal);
      }
    },
    async relate(input) {
      const english = resolveLanguage(input.language, input.location) === 'en';
      return relateClusters(input, english ? await getVectors() : undefined);
    },
    cancel(runId) {
      for (const [signal, id] of running) if (runId === undefined || id === runId) signal.aborted = true;
    },
    async preloadVectors() {
      return (await getVectors()) !== undefined;
    },
  };
}
