/**
 * One clustering run without storage: parsed request + the uploads' parsed files → figures
 * (imported, else estimated when Get SEO Data is on) → optional expansion → the engine in its
 * worker → the result's rows, ready to store. POST /api/cluster stores them; the CLI exports them
 * directly (issue 28: a database write and read back cost it seconds at 100,000 keywords).
 */
import { DEFAULT_MAX_TOTAL } from '@workers/estimates/expand';
import { keywordKey } from '@workers/imports/keyword';
import { ImportMerger, importSource } from '@workers/imports/merge';
import { heldKeywords, type KeywordFile } from '@workers/imports/stored';
import type { MergedKeyword } from '@workers/imports/types';
import type {
  ClusteringOptions,
  ClusteringProgress,
  ClusteringResult as EngineResult,
} from '@workers/clustering/types';
import { packKeywords, type PackedKeywords } from '@workers/clustering/packedKeywords';
import type { KeywordInput } from '@workers/clustering/types';
import { PREPARED_LIST_GONE, type PreparedList, type ResultPart } from '@workers/clustering/worker-api';
import type { ProgressReport } from '../../../contract/adapter';
import { newId, nowIso } from '@/db/records';
import { buildResult, type BuiltResult } from './build';
import { createPacer, mapPaced, type Pacer } from './pacer';
import { engineInput, keywordFigures, needsEstimate, type KeywordFigures, type PreparedKeyword } from './figures';
import { MAX_KEYWORDS_PER_RUN, type ParsedClusterRequest } from './request';
import { attachSerp, type SerpData } from './serpData';
import { RunCancelledError, workerServices } from '../workers';
import { yieldToEventLoop } from '@/lib/yieldToEventLoop';

/** Share of the progress bar each engine stage takes (the neighbour graph and linkage dominate). */
const ENGINE_STAGES: Record<ClusteringProgress['stage'], [number, number]> = {
  normalize: [0, 0.05],
  features: [0.05, 0.25],
  semantic: [0.25, 0.4],
  neighbours: [0.4, 0.7],
  linkage: [0.7, 0.93],
  summarize: [0.93, 0.97],
  topics: [0.97, 1],
};
const CLUSTERING_SPAN: [number, number] = [0.1, 0.92];

type Report = (stage: string, fraction: number, message: string) => void;

/** Progress never goes back, even when a stage reports out of order, and stops once the run is cancelled. */
function reporter(
  onProgress: ((progress: ProgressReport) => void) | undefined,
  signal: AbortSignal | undefined,
): Report {
  let last = 0;
  return (stage, fraction, message) => {
    // The worker may still be mid-message when the caller cancels.
    if (signal?.aborted) return;
    last = Math.max(last, Math.min(1, fraction));
    onProgress?.({ stage, fraction: last, message });
  };
}

function checkCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RunCancelledError();
}

/**
 * The uploads' keywords merged once across files (first file with a figure wins, provenance kept),
 * keyed by keywordKey. On this thread, a slice at a time: sending 100,000 rows to the imports worker
 * and the merged list back cost two main-thread tasks of 150-250 ms (issue 28).
 */
async function importedKeywords(imports: KeywordFile[], pace: Pacer): Promise<Map<string, MergedKeyword>> {
  const merger = new ImportMerger();
  for (const result of imports) {
    const source = importSource(result);
    // A stored upload's keywords are text: each chunk is parsed as the loop reaches it, between slices.
    for (const keyword of heldKeywords(result)) {
      merger.add(source, keyword);
      await pace();
    }
  }
  return merger.merged;
}

async function prepareKeywords(
  request: ParsedClusterRequest,
  imported: Map<string, MergedKeyword>,
  report: Report,
  pace: Pacer,
): Promise<PreparedKeyword[]> {
  const typed = request.keywords.length > 0;
  const texts = typed ? request.keywords : [...imported.values()].map((keyword) => keyword.keyword);
  // The merged keywords are keyed by keywordKey already.
  const keys = typed ? await mapPaced(texts, keywordKey, pace) : [...imported.keys()];
  const prepared = await mapPaced(
    texts,
    (text, index): PreparedKeyword => ({ text, imported: imported.get(keys[index]), expandedFrom: null }),
    pace,
  );
  const { settings } = request;
  if (settings.expand_keywords) {
    report('expanding', 0.01, 'Expanding keywords');
    const seen = new Set(keys);
    // The expander's own cap (5,000 variants) keeps a big list from ballooning; the run limit still holds.
    const room = Math.min(DEFAULT_MAX_TOTAL, Math.max(0, MAX_KEYWORDS_PER_RUN - texts.length));
    const variants =
      room === 0
        ? []
        : await workerServices().estimates.expandKeywords(undefined, texts, {
            location: settings.location,
            language: settings.language,
            maxTotal: room,
          });
    for (const variant of variants) {
      const key = keywordKey(variant.keyword);
      if (seen.has(key)) continue;
      seen.add(key);
      prepared.push({ text: variant.keyword, imported: imported.get(key), expandedFrom: variant.expanded_from });
    }
  }
  if (settings.get_seo_data) {
    report('estimating', 0.04, 'Estimating SEO data');
    const wanting = prepared.filter((keyword) => needsEstimate(keyword.imported));
    const estimates = await workerServices().estimates.estimateMany(
      undefined,
      wanting.map((keyword) => keyword.text),
      settings.location,
    );
    wanting.forEach((keyword, index) => {
      keyword.estimate = estimates[index];
    });
  }
  return prepared;
}

export interface RunInput {
  request: ParsedClusterRequest;
  /** The parsed files of `request.importIds`, in that order. */
  imports: KeywordFile[];
  serp: SerpData;
  /** The project's name, the result's name when the request gives none. */
  projectName?: string;
  /** `performance.now()` when the request arrived: the run's processing time counts from it. */
  started: number;
}

/** The keywords as the engine gets them: merged across files, expanded and estimated as the request says. */
async function engineKeywords(
  { request, imports, serp }: Pick<RunInput, 'request' | 'imports' | 'serp'>,
  signal: AbortSignal | undefined,
  report: Report,
  pace: Pacer,
) {
  const imported = await importedKeywords(imports, pace);
  checkCancelled(signal);
  const prepared = await prepareKeywords(request, imported, report, pace);
  checkCancelled(signal);
  const inputs = await mapPaced(prepared, engineInput, pace);
  const serpUsage = attachSerp(inputs, serp);
  return { prepared, inputs, serpUsage };
}

/** A run's keywords ready for the engine, and the figures its result shows for each of them. */
type RunKeywords = Awaited<ReturnType<typeof engineKeywords>> & { figures: KeywordFigures[] };

/**
 * What a run's keywords depend on: its typed keywords, its files, and the settings that add to or
 * fill them (not the engine's thresholds and sizes, which a slider changes).
 */
interface KeywordsKey {
  keywords: readonly string[];
  rest: string;
}

function keywordsKey({ keywords, importIds, serpImportIds, settings }: ParsedClusterRequest): KeywordsKey {
  const { expand_keywords, get_seo_data, location, language } = settings;
  return {
    keywords,
    rest: JSON.stringify([importIds, serpImportIds, expand_keywords, get_seo_data, location, language]),
  };
}

const sameKey = (a: KeywordsKey, b: KeywordsKey) =>
  a.rest === b.rest && a.keywords.length === b.keywords.length && a.keywords.every((text, i) => text === b.keywords[i]);

/**
 * The last prepared list's keywords: the click that follows its preparation, and a re-run at
 * another threshold, start from them instead of merging, estimating and mapping the list again on
 * this thread (issue 28). Files are never changed once stored, so the same ids give the same keywords;
 * the run still reads them, so a file deleted since is refused as before.
 */
let keptKeywords: { key: KeywordsKey; keywords: KeptKeywords } | null = null;

/** Kept keywords and the name the clustering worker knows them by. */
type KeptKeywords = RunKeywords & { list: string };

function keptFor(request: ParsedClusterRequest): KeptKeywords | undefined {
  const key = keywordsKey(request);
  return keptKeywords && sameKey(keptKeywords.key, key) ? keptKeywords.keywords : undefined;
}

/**
 * The list packed for the clustering worker in a task of its own: packing and posting 100,000
 * keywords take about 20 ms, which the paced slice before them may already have used (a 50-59 ms
 * task at 100,000 keywords, issue 28).
 */
async function packedAfterYield(inputs: readonly KeywordInput[]): Promise<PackedKeywords> {
  await yieldToEventLoop();
  return packKeywords(inputs);
}

/**
 * Calls the clustering worker with the kept list's name, or with the list itself when the worker no
 * longer has it (restarted since it was prepared).
 */
async function withKeptList<T>(kept: KeptKeywords, call: (keywords: PackedKeywords | PreparedList) => Promise<T>) {
  try {
    return await call({ list: kept.list });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== PREPARED_LIST_GONE) throw error;
    return call(await packedAfterYield(kept.inputs));
  }
}

/** Figures a slice at a time; stops once `signal` aborts. */
const figuresOf = (prepared: readonly PreparedKeyword[], signal: AbortSignal | undefined, pace: Pacer) =>
  mapPaced(prepared, keywordFigures, async () => {
    await pace();
    checkCancelled(signal);
  });

function engineOptions({ settings }: ParsedClusterRequest): Partial<ClusteringOptions> {
  return {
    similarity_threshold: settings.similarity_threshold,
    topic_threshold: settings.topic_threshold,
    min_cluster_size: settings.min_cluster_size,
    max_cluster_size: settings.max_cluster_size,
    location: settings.location,
    language: settings.language,
    serp_overlap: settings.serp_overlap,
  };
}

/**
 * Builds the engine's model of a run's keywords, and their linkage for its maximum size, ahead of the
 * run in the clustering worker (workers/clustering/modelCache.ts): a run of the same list at any
 * threshold then starts after the linkage. Keeps the keywords and their figures here for that run.
 * False when another list replaced it first.
 */
export async function prepareRun(
  input: Pick<RunInput, 'request' | 'imports' | 'serp'>,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const options = engineOptions(input.request);
  const { clustering } = workerServices();
  const kept = keptFor(input.request);
  if (kept) return withKeptList(kept, (keywords) => clustering.prepare(signal, keywords, options, kept.list));
  const pace = createPacer();
  const keywords = await engineKeywords(input, signal, () => undefined, pace);
  const list = newId();
  const prepared = packedAfterYield(keywords.inputs).then((packed) =>
    clustering.prepare(signal, packed, options, list),
  );
  // While the engine prepares: a failure there is the caller's, from the await below.
  prepared.catch(() => undefined);
  const figures = await figuresOf(keywords.prepared, signal, pace);
  keptKeywords = { key: keywordsKey(input.request), keywords: { ...keywords, figures, list } };
  return prepared;
}

/** Throws RunCancelledError once `signal` aborts. The result is not stored. */
export async function runClustering(
  { request, imports, serp, projectName, started }: RunInput,
  signal: AbortSignal | undefined,
  onProgress: ((progress: ProgressReport) => void) | undefined,
): Promise<BuiltResult> {
  const pace = createPacer();
  const report = reporter(onProgress, signal);
  const kept = keptFor(request);
  const { prepared, inputs, serpUsage } =
    kept ?? (await engineKeywords({ request, imports, serp }, signal, report, pace));

  const { settings } = request;
  const [from, to] = CLUSTERING_SPAN;
  report('clustering', from, 'Clustering keywords');
  // The result comes in parts, each read in its own task (one message of 100,000 keywords held the
  // main thread for about 200 ms); a core that ignores onPart (the CLI's, tests') returns it whole.
  const parts: ResultPart[] = [];
  const run = (keywords: PackedKeywords | PreparedList) =>
    workerServices().clustering.cluster(
      signal,
      keywords,
      engineOptions(request),
      ({ stage, done, total }) => {
        const [stageFrom, stageTo] = ENGINE_STAGES[stage];
        const within = total > 0 ? done / total : 1;
        report('clustering', from + (to - from) * (stageFrom + (stageTo - stageFrom) * within), 'Clustering keywords');
      },
      undefined,
      (part) => {
        parts.push(part);
      },
    );
  const clustered = kept ? withKeptList(kept, run) : packedAfterYield(inputs).then(run);
  // The result's own figures (labels, sources, intent) are built while the engine runs: they were
  // 150-250 ms of this thread before the engine could start at 10,000 keywords (issue 28).
  // The run's failure is thrown by the await below; until then its rejection counts as handled.
  clustered.catch(() => undefined);
  const figures = kept?.figures ?? (await figuresOf(prepared, signal, pace));
  const whole = await clustered;
  checkCancelled(signal);
  const engine: EngineResult = {
    ...whole,
    clusters: whole.clusters.concat(...parts.map((part) => part.clusters ?? [])),
    unclustered: whole.unclustered.concat(...parts.map((part) => part.unclustered ?? [])),
  };

  report('saving', to, 'Saving results');
  const built = await buildResult(
    engine,
    {
      prepared,
      figures,
      settings,
      name: '',
      projectId: request.projectId,
      importIds: request.importIds,
      skippedKeywords: request.skipped,
      serpUsage,
      processingTime: Math.round(performance.now() - started) / 1000,
      now: nowIso(),
    },
    pace,
  );
  built.result.name =
    request.name ?? projectName ?? `Clustering of ${built.result.total_keywords.toLocaleString('en-US')} keywords`;
  return built;
}
