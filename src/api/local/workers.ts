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
import type { ContentWorkerApi } from '@workers/content/content.worker';
import type { AiWorkerApi } from '@workers/ai/ai.worker';
import type { DiscoveryApi } from '@workers/discovery/analyse';
import type { EstimatesWorkerApi } from '@workers/estimates/estimates.worker';
import type { ExpandOptions, ExpandedKeyword, KeywordMetricsEstimate } from '@workers/estimates';
import type { ImportsWorkerApi } from '@workers/imports/imports.worker';
import type { ImportOutcome, ImportResult, MergedImport } from '@workers/imports/types';
import type { WebsiteWorkerApi } from '@workers/website/website.worker';
import type { ExtractionOptions, ParsedPage, SiteExtraction } from '@workers/website/types';
import type { SitemapContent } from '@workers/website/sitemap';
import type { ScreamingFrogOutcome } from '@workers/website/screamingFrog';
import type { CompetitorWorkerApi } from '@workers/competitor/competitor.worker';
import type { DataSourcesWorkerApi } from '@workers/datasources/datasources.worker';
import type { VisualizationInput } from '@workers/visualizations';
import type { VisualizationsWorkerApi } from '@workers/visualizations/visualizations.worker';
import type { Visualizations } from '../../contract/types/visualizations';
import { defineWorker, RunCancelledError, type WorkerBridge } from './workerBridge';

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
  /** Website core: one HTML page read as text (never rendered), in the website worker. */
  parsePage(
    html: string,
    url: string,
    source: ParsedPage['page']['source'],
    status: number | null,
  ): Promise<ParsedPage>;
  extractSite(pages: ParsedPage[], options: ExtractionOptions): Promise<SiteExtraction>;
  parseSitemap(xml: string): Promise<SitemapContent>;
  /** A Screaming Frog 'Internal - HTML' export as pages; a wrong file comes back as { ok: false, message }. */
  readScreamingFrog(text: string): Promise<ScreamingFrogOutcome>;
  /** Competitor core: gap typing, crawled-keyword gaps and content opportunities, in the competitor worker. */
  findGaps(...args: Parameters<CompetitorWorkerApi['findGaps']>): Promise<ReturnType<CompetitorWorkerApi['findGaps']>>;
  crawledGaps(
    ...args: Parameters<CompetitorWorkerApi['crawledGaps']>
  ): Promise<ReturnType<CompetitorWorkerApi['crawledGaps']>>;
  buildOpportunities(
    ...args: Parameters<CompetitorWorkerApi['buildOpportunities']>
  ): Promise<ReturnType<CompetitorWorkerApi['buildOpportunities']>>;
  /** Advanced Data Sources: Search Console, Keyword Planner and Semrush files, and the Search Console analysis. */
  dataSources: DataSourcesService;
  /** The Advanced Visualizations charts' data, computed from a result. */
  buildVisualizations(input: VisualizationInput): Promise<Visualizations>;
  /** One of the content strategy tools (workers/content) in its worker. */
  planContent: WorkerBridge<ContentWorkerApi>['call'];
  /** The AI & Automation analyses (workers/ai). */
  ai: AsyncApi<AiWorkerApi>;
  /** Enhanced Cluster Discovery analyses over the stored runs and the industry library. */
  analyseTrending: Cancellable<DiscoveryApi['analyseTrending']>;
  analyseSeasonal: Cancellable<DiscoveryApi['analyseSeasonal']>;
  analyseEmerging: Cancellable<DiscoveryApi['analyseEmerging']>;
  analyseAlerts: Cancellable<DiscoveryApi['analyseAlerts']>;
}

type DataSourcesService = {
  [K in Exclude<keyof DataSourcesWorkerApi, 'readSearchConsoleFile'>]: (
    ...args: Parameters<DataSourcesWorkerApi[K]>
  ) => Promise<Awaited<ReturnType<DataSourcesWorkerApi[K]>>>;
} & {
  /** Rejects with RunCancelledError when `signal` fires (the worker is ended, so the read stops). */
  readSearchConsoleFile(
    ...args: [...Parameters<DataSourcesWorkerApi['readSearchConsoleFile']>, signal?: AbortSignal]
  ): ReturnType<DataSourcesWorkerApi['readSearchConsoleFile']>;
};

/**
 * A worker core's methods as the bridge calls them: the arguments as a list, a promised result;
 * `signal` rejects the call with RunCancelledError (the worker is ended).
 */
type AsyncApi<Api> = {
  [K in keyof Api]: Api[K] extends (...args: infer A) => infer R
    ? (args: A, signal?: AbortSignal) => Promise<Awaited<R>>
    : never;
};

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

const website = defineWorker<WebsiteWorkerApi>({
  label: 'website reader',
  create: () => new Worker(new URL('../../../workers/website/website.worker.ts', import.meta.url), { type: 'module' }),
  loadCore: () => import('@workers/website'),
});

const competitor = defineWorker<CompetitorWorkerApi>({
  label: 'competitor analysis',
  create: () =>
    new Worker(new URL('../../../workers/competitor/competitor.worker.ts', import.meta.url), { type: 'module' }),
  loadCore: () => import('@workers/competitor'),
});

const dataSources = defineWorker<DataSourcesWorkerApi>({
  label: 'data sources reader',
  create: () =>
    new Worker(new URL('../../../workers/datasources/datasources.worker.ts', import.meta.url), { type: 'module' }),
  loadCore: () => import('@workers/datasources/core'),
});

const visualizations = defineWorker<VisualizationsWorkerApi>({
  label: 'chart builder',
  create: () =>
    new Worker(new URL('../../../workers/visualizations/visualizations.worker.ts', import.meta.url), {
      type: 'module',
    }),
  loadCore: () => import('@workers/visualizations'),
});

const content = defineWorker<ContentWorkerApi>({
  label: 'content planner',
  create: () => new Worker(new URL('../../../workers/content/content.worker.ts', import.meta.url), { type: 'module' }),
  loadCore: () => import('@workers/content'),
});

const ai = defineWorker<AiWorkerApi>({
  label: 'AI analyses',
  create: () => new Worker(new URL('../../../workers/ai/ai.worker.ts', import.meta.url), { type: 'module' }),
  loadCore: () => import('@workers/ai/analyses'),
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
  parsePage: (html, url, source, status) =>
    website.call('parseHtml', [html, url, source, status, new Date().toISOString()]),
  extractSite: (pages, options) => website.call('extractSite', [pages, options]),
  parseSitemap: (xml) => website.call('parseSitemap', [xml]),
  readScreamingFrog: (text) => website.call('readScreamingFrog', [text, new Date().toISOString()]),
  findGaps: (competitors, own) => competitor.call('findGaps', [competitors, own]),
  crawledGaps: (domain, keywords, yours) => competitor.call('crawledGaps', [domain, keywords, yours]),
  buildOpportunities: (clusters, gaps) => competitor.call('buildOpportunities', [clusters, gaps]),
  dataSources: {
    readSearchConsoleFile: (bytes, fileName, property, signal) =>
      dataSources.call('readSearchConsoleFile', [bytes, fileName, property], { transfer: [bytes], signal }),
    analyseImports: (input) => dataSources.call('analyseImports', [input]),
    estimateAnalysis: (input) => dataSources.call('estimateAnalysis', [input]),
    readPlannerFile: (bytes, fileName) => dataSources.call('readPlannerFile', [bytes, fileName], { transfer: [bytes] }),
    readSemrushSerpFile: (bytes, fileName) =>
      dataSources.call('readSemrushSerpFile', [bytes, fileName], { transfer: [bytes] }),
  },
  buildVisualizations: (input) => visualizations.call('buildVisualizations', [input]),
  planContent: (method, args, options) => content.call(method, args, options),
  ai: {
    runOptimization: (args, signal) => ai.call('runOptimization', args, { signal }),
    runAnomalies: (args, signal) => ai.call('runAnomalies', args, { signal }),
    runMultiLanguage: (args, signal) => ai.call('runMultiLanguage', args, { signal }),
    runVoice: (args, signal) => ai.call('runVoice', args, { signal }),
    runDashboard: (args, signal) => ai.call('runDashboard', args, { signal }),
  },
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
