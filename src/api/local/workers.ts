/**
 * The Web Workers the local adapter's handlers use, one entry each, all in the bridge's one shape
 * (`Bridged<Api>`: the AbortSignal first, then the core's arguments): started on first use, ended
 * when idle, and run on the main thread where `Worker` does not exist (Node, tests). Tests can
 * swap any method with `setWorkerServices`.
 */
import type { AiWorkerApi } from '@workers/ai/worker-api';
import type { ClusteringWorkerApi } from '@workers/clustering/worker-api';
import type { CompetitorWorkerApi } from '@workers/competitor/worker-api';
import type { ContentWorkerApi } from '@workers/content/worker-api';
import type { EnterpriseWorkerApi } from '@workers/enterprise/worker-api';
import type { DataExchangeWorkerApi } from '@workers/dataexchange/worker-api';
import type { DataSourcesWorkerApi } from '@workers/datasources/worker-api';
import type { DiscoveryWorkerApi } from '@workers/discovery/worker-api';
import type { EstimatesWorkerApi } from '@workers/estimates/worker-api';
import type { ForecastWorkerApi } from '@workers/forecast/worker-api';
import type { ImportsWorkerApi } from '@workers/imports/worker-api';
import type { LearningWorkerApi } from '@workers/learning/worker-api';
import type { OutreachWorkerApi } from '@workers/outreach/worker-api';
import type { VisualizationsWorkerApi } from '@workers/visualizations/worker-api';
import type { WebsiteWorkerApi } from '@workers/website/worker-api';
import { defineWorker, type Bridged } from './workerBridge';

export { cancellable, RunCancelledError, type Bridged } from './workerBridge';

export interface WorkerServices {
  /** The clustering engine, and how a result's clusters relate (with the engine's similarity). */
  clustering: Bridged<ClusteringWorkerApi>;
  /** Uploaded keyword files read and merged. */
  imports: Bridged<ImportsWorkerApi>;
  /** Deterministic keyword figures and keyword expansion. */
  estimates: Bridged<EstimatesWorkerApi>;
  /** HTML pages, sitemaps and Screaming Frog exports read as text (never rendered). */
  website: Bridged<WebsiteWorkerApi>;
  /** Gap typing, crawled-keyword gaps and content opportunities. */
  competitor: Bridged<CompetitorWorkerApi>;
  /** Advanced Data Sources: Search Console, Keyword Planner and Semrush files, and the Search Console analysis. */
  dataSources: Bridged<DataSourcesWorkerApi>;
  /** Data Export/Import: exports built, keyword CSVs streamed, backups zipped and checked. */
  dataExchange: Bridged<DataExchangeWorkerApi>;
  /** The Advanced Visualizations charts' data, computed from a result. */
  visualizations: Bridged<VisualizationsWorkerApi>;
  /** The content strategy tools. */
  content: Bridged<ContentWorkerApi>;
  /** Scheduled reports' content and the executive dashboard's cluster ranking. */
  enterprise: Bridged<EnterpriseWorkerApi>;
  /** The AI & Automation analyses. */
  ai: Bridged<AiWorkerApi>;
  /** Enhanced Cluster Discovery analyses over the stored runs and the industry library. */
  discovery: Bridged<DiscoveryWorkerApi>;
  /** Advanced Analytics: backtested forecasts, scenarios, ROI, competitors and KPIs. */
  forecast: Bridged<ForecastWorkerApi>;
  /** Learning Center manuals, written as PDFs with the shared PDF module. */
  learning: Bridged<LearningWorkerApi>;
  /** Outreach: contact sheets, merging, the preflight, prepared mail files and reply mailboxes. */
  outreach: Bridged<OutreachWorkerApi>;
}

/** Word vectors over fetch when there is a page to fetch from; in Node the engine runs lexical only. */
async function fetchVectorsOnMainThread() {
  const { decodeWordVectors, WORD_VECTORS_PATH } = await import('@workers/clustering/vectors');
  if (typeof location === 'undefined') throw new Error('No page to fetch word vectors from');
  const response = await fetch(new URL(`${import.meta.env.BASE_URL}${WORD_VECTORS_PATH}`, location.origin));
  if (!response.ok) throw new Error(`Word vectors: HTTP ${response.status}`);
  return decodeWordVectors(await response.arrayBuffer());
}

const defaults: WorkerServices = {
  clustering: defineWorker<ClusteringWorkerApi>({
    label: 'clustering engine',
    create: () =>
      new Worker(new URL('../../../workers/clustering/clustering.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () =>
      (await import('@workers/clustering/worker-api')).createClusteringApi(fetchVectorsOnMainThread),
    methods: { cluster: true, prepare: true, relate: true, cancel: true, preloadVectors: true },
    // The engine yields every few ms, so it sees cancel(runId) promptly and stops that run alone; the worker
    // stays warm with its word vectors.
    cancelMethod: 'cancel',
    callIdAt: { cluster: 3 },
    idleMs: 15 * 60_000,
  }),
  imports: defineWorker<ImportsWorkerApi>({
    label: 'file reader',
    create: () =>
      new Worker(new URL('../../../workers/imports/imports.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/imports/worker-api')).importsWorkerApi,
    methods: {
      parseKeywordFile: true,
      parseKeywordFileForStorage: true,
      parseSerpFile: true,
      mergeImports: true,
      toKeywordInputs: true,
    },
  }),
  estimates: defineWorker<EstimatesWorkerApi>({
    label: 'SEO data estimator',
    create: () =>
      new Worker(new URL('../../../workers/estimates/estimates.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/estimates/worker-api')).estimatesWorkerApi,
    methods: { estimateKeywordMetrics: true, estimateMany: true, expandKeywords: true },
  }),
  website: defineWorker<WebsiteWorkerApi>({
    label: 'website reader',
    create: () =>
      new Worker(new URL('../../../workers/website/website.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/website/worker-api')).websiteWorkerApi,
    methods: {
      parseHtml: true,
      extractSite: true,
      parseSitemap: true,
      readScreamingFrog: true,
      parseRobots: true,
      allowedPaths: true,
    },
  }),
  competitor: defineWorker<CompetitorWorkerApi>({
    label: 'competitor analysis',
    create: () =>
      new Worker(new URL('../../../workers/competitor/competitor.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/competitor/worker-api')).competitorWorkerApi,
    methods: { findGaps: true, crawledGaps: true, buildOpportunities: true },
  }),
  dataExchange: defineWorker<DataExchangeWorkerApi>({
    label: 'data export and import',
    create: () =>
      new Worker(new URL('../../../workers/dataexchange/dataexchange.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/dataexchange/worker-api')).dataExchangeWorkerApi,
    methods: { buildExport: true, readKeywordCsvForStorage: true, buildBackup: true, readBackup: true },
  }),
  dataSources: defineWorker<DataSourcesWorkerApi>({
    label: 'data sources reader',
    create: () =>
      new Worker(new URL('../../../workers/datasources/datasources.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/datasources/worker-api')).dataSourcesWorkerApi,
    methods: {
      readSearchConsoleFile: true,
      analyseImports: true,
      estimateAnalysis: true,
      readPlannerFile: true,
      readSemrushSerpFile: true,
    },
  }),
  visualizations: defineWorker<VisualizationsWorkerApi>({
    label: 'chart builder',
    create: () =>
      new Worker(new URL('../../../workers/visualizations/visualizations.worker.ts', import.meta.url), {
        type: 'module',
      }),
    loadCore: async () => (await import('@workers/visualizations/worker-api')).visualizationsWorkerApi,
    methods: { buildVisualizations: true },
  }),
  content: defineWorker<ContentWorkerApi>({
    label: 'content planner',
    create: () =>
      new Worker(new URL('../../../workers/content/content.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/content/worker-api')).contentWorkerApi,
    methods: {
      contentCalendar: true,
      calendarIcs: true,
      internalLinkingJson: true,
      contentGaps: true,
      contentPerformance: true,
      technicalSeo: true,
      contentBrief: true,
      pillarBrief: true,
      contentDashboard: true,
    },
  }),
  enterprise: defineWorker<EnterpriseWorkerApi>({
    label: 'report builder',
    create: () =>
      new Worker(new URL('../../../workers/enterprise/enterprise.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/enterprise/worker-api')).enterpriseWorkerApi,
    methods: { buildReport: true, reportRows: true, topClusters: true, renderReportPdf: true },
  }),
  ai: defineWorker<AiWorkerApi>({
    label: 'AI analyses',
    create: () => new Worker(new URL('../../../workers/ai/ai.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/ai/worker-api')).aiWorkerApi,
    methods: { runOptimization: true, runAnomalies: true, runMultiLanguage: true, runVoice: true, runDashboard: true },
  }),
  discovery: defineWorker<DiscoveryWorkerApi>({
    label: 'discovery analyser',
    create: () =>
      new Worker(new URL('../../../workers/discovery/discovery.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/discovery/worker-api')).discoveryWorkerApi,
    methods: { analyseTrending: true, analyseSeasonal: true, analyseEmerging: true, analyseAlerts: true },
  }),
  forecast: defineWorker<ForecastWorkerApi>({
    label: 'analytics forecaster',
    create: () =>
      new Worker(new URL('../../../workers/forecast/forecast.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/forecast/worker-api')).forecastWorkerApi,
    methods: { predict: true, roi: true, competitive: true, kpis: true },
  }),
  learning: defineWorker<LearningWorkerApi>({
    label: 'manual writer',
    create: () =>
      new Worker(new URL('../../../workers/learning/learning.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/learning/worker-api')).learningWorkerApi,
    methods: { renderManual: true },
  }),
  outreach: defineWorker<OutreachWorkerApi>({
    label: 'outreach mail builder',
    create: () =>
      new Worker(new URL('../../../workers/outreach/outreach.worker.ts', import.meta.url), { type: 'module' }),
    loadCore: async () => (await import('@workers/outreach/worker-api')).outreachWorkerApi,
    methods: {
      parseContactsCsv: true,
      mergeFieldNames: true,
      checkTemplate: true,
      previewTemplate: true,
      preflight: true,
      prepareMessages: true,
      emlZip: true,
      mbox: true,
      mergeSheet: true,
      mailtoHref: true,
      ics: true,
      parseMbox: true,
      findLinks: true,
      generateTemplate: true,
    },
  }),
};

/** Some methods of some workers, each replacing the default (tests: a slow engine to cancel, a failing parser). */
export type WorkerOverrides = { [W in keyof WorkerServices]?: Partial<WorkerServices[W]> };

let overrides: WorkerOverrides = {};

export function workerServices(): WorkerServices {
  const names = Object.keys(defaults) as (keyof WorkerServices)[];
  const merged = names.map((name) => [name, { ...defaults[name], ...overrides[name] }]);
  // One entry per key of `defaults`, which is typed as WorkerServices.
  return Object.fromEntries(merged) as WorkerServices;
}

/** Replaces some methods (see WorkerOverrides); `undefined` restores the defaults. */
export function setWorkerServices(next: WorkerOverrides | undefined): void {
  overrides = next ?? {};
}
