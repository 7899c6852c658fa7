// The API the clustering worker exposes, kept apart from the worker file so Node tests
// can drive it: runs the engine, forwards progress, cancels, and loads the word-vector
// asset once (lazily, on the first English run) through the given loader.
import { ClusteringCancelledError, RunControl, type CancelSignal } from './control';
import { clusterKeywords, prepareKeywordModel, type EngineContext } from './engine';
import { resolveLanguage } from './languages';
import { ModelCache } from './modelCache';
import { isPacked, unpackKeywords, type PackedKeywords } from './packedKeywords';
import { PARALLEL_MIN_KEYWORDS, type NeighbourPool } from './neighbours';
import { SharedWork, type Job } from './sharedWork';
import type {
  Cluster,
  ClusteringOptions,
  ClusteringProgress,
  ClusteringResult,
  KeywordInput,
  UnclusteredKeyword,
} from './types';
import type { WordVectors } from './vectors';
import { relateClusters, type ClusterRelations, type RelateInput } from './relate';

/** A slice of a result's clusters or unclustered keywords, in output order. */
export interface ResultPart {
  clusters?: Cluster[];
  unclustered?: UnclusteredKeyword[];
}

/**
 * Keywords per part: a message of this size is read on the receiving thread in a few ms, where a
 * 100,000-keyword result in one message held the page's main thread for about 200 ms (issue 28).
 */
export const KEYWORDS_PER_PART = 2000;

/** The result's clusters, then its unclustered keywords, in parts of about KEYWORDS_PER_PART keywords. */
export function* resultParts(result: ClusteringResult): Generator<ResultPart> {
  let clusters: Cluster[] = [];
  let count = 0;
  for (const cluster of result.clusters) {
    clusters.push(cluster);
    count += cluster.keywords.length;
    if (count >= KEYWORDS_PER_PART) {
      yield { clusters };
      clusters = [];
      count = 0;
    }
  }
  if (clusters.length > 0) yield { clusters };
  for (let start = 0; start < result.unclustered.length; start += KEYWORDS_PER_PART)
    yield { unclustered: result.unclustered.slice(start, start + KEYWORDS_PER_PART) };
}

/**
 * The list a `prepare` call was given, by the name its caller gave it: a run of that list sends the
 * name instead of the list (posting 100,000 keywords again was 100-200 ms of the page's main thread,
 * issue 28).
 */
export interface PreparedList {
  list: string;
}

/** Why a run that names a prepared list fails when the worker no longer has it (it was restarted). */
export const PREPARED_LIST_GONE = 'PreparedListGoneError';

export interface ClusteringWorkerApi {
  /**
   * Clusters keywords (as objects, or packed: the page's form), or the prepared list named; rejects with an Error named
   * 'ClusteringCancelledError' when cancelled, and one named PREPARED_LIST_GONE when the named list
   * is not the last one prepared here (the caller then sends the list itself).
   * `runId` names the run for `cancel` (the worker bridge sets it to the call's id). With `onPart`,
   * the clusters and unclustered keywords arrive through it, part after part (each awaited), and
   * the returned result's two lists are empty.
   */
  cluster(
    keywords: KeywordInput[] | PackedKeywords | PreparedList,
    options?: Partial<ClusteringOptions>,
    onProgress?: (progress: ClusteringProgress) => void,
    runId?: number,
    onPart?: (part: ResultPart) => void | Promise<void>,
  ): Promise<ClusteringResult>;
  /**
   * Builds a list's similarity model, neighbour graph and linkage at the floor (for the options'
   * maximum size) ahead of its run (modelCache.ts): a run of the same keywords at any threshold then
   * starts after the linkage. Then runs it with these options, unless a run is under way: a run of
   * the same keywords and options takes that result, or waits for it. False when other work
   * replaced it first. `list` names the keywords for the runs that follow.
   */
  prepare(
    keywords: KeywordInput[] | PackedKeywords | PreparedList,
    options?: Partial<ClusteringOptions>,
    list?: string,
  ): Promise<boolean>;
  /** How the clusters relate (see relate.ts); uses the word vectors like a run. */
  relate(input: RelateInput): Promise<ClusterRelations>;
  /** Cancels the run named `runId`, or every run in progress when none is named. */
  cancel(runId?: number): void;
  /** Loads the word vectors ahead of the first run; false when they cannot be loaded. */
  preloadVectors(): Promise<boolean>;
}

/** What a run's result depends on: its keywords with their figures and URLs, and its options. */
function runKey(keywords: readonly KeywordInput[], options: Partial<ClusteringOptions>): string {
  return JSON.stringify([keywords, options]);
}

/**
 * `pool` gives the threads that share the neighbour search (none: the engine's thread alone).
 * `keepModels` false keeps no list between runs, nor a result (the command runs one; `prepare`
 * then does nothing).
 */
export function createClusteringApi(
  loadVectors: () => Promise<WordVectors>,
  pool?: () => NeighbourPool | undefined,
  { keepModels = true }: { keepModels?: boolean } = {},
): ClusteringWorkerApi {
  let vectors: Promise<WordVectors | undefined> | null = null;
  /** The runs in progress, each with its own signal (a run started without an id is only stopped by cancel()). */
  const running = new Map<{ aborted: boolean }, number | undefined>();
  const models = keepModels ? new ModelCache() : undefined;
  /** The last run's result, kept (and shared while under way) with the models. */
  const results = keepModels ? new SharedWork<ClusteringResult>() : undefined;
  /** The last list `prepare` was given a name for: the runs that name it read it from here. */
  let prepared: { list: string; keywords: KeywordInput[] } | null = null;
  const keywordsOf = (keywords: KeywordInput[] | PackedKeywords | PreparedList): KeywordInput[] => {
    if (Array.isArray(keywords)) return keywords;
    if (isPacked(keywords)) return unpackKeywords(keywords);
    if (prepared?.list === keywords.list) return prepared.keywords;
    throw Object.assign(new Error('The prepared list is no longer in the worker'), { name: PREPARED_LIST_GONE });
  };

  // A failed load (offline before the asset was cached) falls back to lexical
  // similarity for this run and is retried on the next one.
  const getVectors = (): Promise<WordVectors | undefined> => {
    vectors ??= loadVectors().catch(() => {
      vectors = null;
      return undefined;
    });
    return vectors;
  };
  const vectorsFor = (options: { language?: string; location?: string }) =>
    resolveLanguage(options.language, options.location) === 'en' ? getVectors() : Promise.resolve(undefined);
  const poolFor = (keywords: readonly KeywordInput[]) =>
    keywords.length >= PARALLEL_MIN_KEYWORDS ? pool?.() : undefined;
  const runOf =
    (keywords: KeywordInput[], options: Partial<ClusteringOptions>, context: EngineContext) =>
    ({ signal, onProgress }: Job) =>
      clusterKeywords(keywords, options, { ...context, signal, onProgress });

  return {
    async cluster(list, options = {}, onProgress, runId, onPart) {
      const keywords = keywordsOf(list);
      const signal: CancelSignal & { aborted: boolean } = { aborted: false };
      running.set(signal, runId);
      try {
        const wordVectors = await vectorsFor(options);
        if (signal.aborted) throw new ClusteringCancelledError();
        const context = { vectors: wordVectors, pool: poolFor(keywords), models };
        const result = results
          ? await results.forRun(
              runKey(keywords, options),
              runOf(keywords, options, context),
              new RunControl(signal, onProgress),
            )
          : await clusterKeywords(keywords, options, { ...context, signal, onProgress });
        if (!onPart) return result;
        for (const part of resultParts(result)) {
          if (signal.aborted) throw new ClusteringCancelledError();
          await onPart(part);
        }
        return { ...result, clusters: [], unclustered: [] };
      } finally {
        running.delete(signal);
      }
    },
    async prepare(given, options = {}, list) {
      if (!models || !results) return false;
      const keywords = keywordsOf(given);
      if (list !== undefined) prepared = { list, keywords };
      const context = { vectors: await vectorsFor(options), pool: poolFor(keywords), models };
      if (!(await prepareKeywordModel(keywords, options, context))) return false;
      // The run the tab's settings describe, while the user reads them: the click that follows takes
      // its result. Not beside a run under way, whose cores it would share.
      if (running.size > 0) return true;
      return (await results.prepare(runKey(keywords, options), runOf(keywords, options, context))) !== undefined;
    },
    async relate(input) {
      return relateClusters(input, await vectorsFor(input));
    },
    cancel(runId) {
      for (const [signal, id] of running) if (runId === undefined || id === runId) signal.aborted = true;
    },
    async preloadVectors() {
      return (await getVectors()) !== undefined;
    },
  };
}
