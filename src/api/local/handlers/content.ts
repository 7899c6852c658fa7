/**
 * Content Strategy routes (spec 001 §2.3, §7): each tool runs in the content worker on the stored
 * clustering result and is kept with saveDerived. A stored tool result is reused while it is not
 * stale (an edit of the result marks it so) and its inputs key still matches (the result's
 * version, the calendar's capacity, the crawled pages); otherwise it is computed again.
 */
import type {
  ContentCalendar,
  ContentGaps,
  ContentPerformance,
  InternalLinking,
} from '../../../contract/types/content';
import { ApiError } from '../../../contract/errors';
import { CALENDAR_START_DATE, PAGES_PER_WEEK } from '../../../contract/settings';
import { db } from '@/db/database';
import type { ClusterRelations } from '@workers/clustering/relate';
import type { CalendarOptions, PlanSource } from '@workers/content';
import type { ImportedSearchConsole } from '@workers/content/performance';
import { DASHBOARD_ITEMS } from '@workers/content/dashboard';
import { dayNumber } from '@workers/content/dates';
import { clusterPageId, pillarPageId, toPlanKeyword } from '@workers/content/plan';
import { loadDerived, saveDerived } from '../derived';
import {
  PAYLOADS,
  readPayloadOrSkip,
  storedPayload,
  storedPayloadJson,
  type Keyed,
  type PayloadSpec,
} from '../payloads';
import { readResult, type ClusteredResult } from '../clustering/lastResult';
import { SEARCH_CONSOLE_KIND } from './datasourcesSearchConsole';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import { workerServices } from '../workers';

const KIND = {
  calendar: 'content:calendar',
  linking: 'content:linking',
  gaps: 'content:gaps',
  performance: 'content:performance',
  technical: 'content:technical-seo',
  relations: 'content:relations',
} as const;

/** The stored result of `kind` when it is fresh for `key`, else the freshly computed one (then stored). */
async function derivedFor<T>(
  kind: string,
  spec: PayloadSpec<Keyed<T>>,
  result: ClusteredResult,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const stored = await loadDerived(kind, result.id, spec);
  if (stored && !stored.stale && stored.payload.key === key) return stored.payload.data;
  const data = await compute();
  await saveDerived(kind, result.id, storedPayload(spec, { key, data }));
  return data;
}

async function resultOf(body: unknown): Promise<ClusteredResult> {
  const id = bodyObject(body).result_id;
  if (typeof id !== 'string' || id.trim() === '')
    throw new ApiError(400, 'result_id is required: run a keyword clustering first, then open Content Strategy.');
  return readResult(id);
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function calendarOptions(body: unknown): CalendarOptions {
  const input = bodyObject(body);
  const { min, max } = PAGES_PER_WEEK;
  const perWeek = input.pages_per_week ?? PAGES_PER_WEEK.default;
  if (typeof perWeek !== 'number' || !Number.isInteger(perWeek) || perWeek < min || perWeek > max)
    throw new ApiError(400, `Pages per week must be a whole number from ${min} to ${max}.`);
  const start = input.start_date ?? today();
  if (typeof start !== 'string' || Number.isNaN(dayNumber(start)))
    throw new ApiError(400, 'Start date must be a real date written YYYY-MM-DD (for example 2026-01-05).');
  const { min: first, max: last } = CALENDAR_START_DATE;
  if (!/^\d{4}-/.test(start) || start < first || start > last)
    throw new ApiError(400, `Start date must be from ${first} to ${last}.`);
  return { pages_per_week: perWeek, start_date: start };
}

/** The crawled pages, and a key that changes whenever a crawl or import adds or refreshes one. */
async function crawledPages() {
  const pages = await db.crawled_pages.toArray();
  const newest = pages.reduce((latest, page) => (page.crawled_at > latest ? page.crawled_at : latest), '');
  return { pages: pages.map(({ id: _id, ...page }) => page), key: `${pages.length}@${newest}` };
}

/**
 * The engine's cluster relations, or null when they cannot be had (older builds, a failing
 * worker): the tools then fall back to shared terms and say so.
 */
async function relationsOf(result: ClusteredResult): Promise<ClusterRelations | null> {
  const stored = await loadDerived(KIND.relations, result.id, PAYLOADS.clusterRelations);
  if (stored && !stored.stale && stored.payload.key === result.updated_at) return stored.payload.data;
  try {
    const relations = await workerServices().clustering.relate(undefined, {
      clusters: result.clusters.map((cluster) => ({ id: cluster.id, keywords: cluster.keywords.map((k) => k.text) })),
      language: result.settings.language,
      location: result.settings.location,
    });
    const record = storedPayload(PAYLOADS.clusterRelations, { key: result.updated_at, data: relations });
    await saveDerived(KIND.relations, result.id, record);
    return relations;
  } catch (error) {
    console.warn('Cluster relations are not available; content tools use shared terms instead:', error);
    return null;
  }
}

const plan = () => workerServices().content;

/**
 * The links of one page: a brief lists only those, and the whole set (2 MB at 10,000 keywords)
 * took 80 ms of the main thread to copy to the worker for each brief opened.
 */
function linksOfPage(linking: InternalLinking, pageId: string): InternalLinking {
  return {
    ...linking,
    linking_suggestions: linking.linking_suggestions.filter(
      (link) => link.source_id === pageId || link.target_id === pageId,
    ),
  };
}

/** Per result read (readResult hands out the same object while the result is unchanged). */
const planSources = new WeakMap<ClusteredResult, PlanSource>();

/**
 * What the tools read: the unclustered keywords (often most of a result) and the keyword fields no
 * tool uses need not cross to the worker.
 */
function planSource(result: ClusteredResult): PlanSource {
  const known = planSources.get(result);
  if (known) return known;
  const source: PlanSource = {
    id: result.id,
    topics: result.topics,
    clusters: result.clusters.map((cluster) => ({ ...cluster, keywords: cluster.keywords.map(toPlanKeyword) })),
  };
  planSources.set(result, source);
  return source;
}
const now = () => new Date().toISOString();

function calendar(result: ClusteredResult, options: CalendarOptions): Promise<ContentCalendar> {
  const key = `${result.updated_at}|${options.pages_per_week}|${options.start_date}`;
  return derivedFor(KIND.calendar, PAYLOADS.contentCalendar, result, key, () =>
    plan().contentCalendar(undefined, planSource(result), options, now()),
  );
}

/**
 * The linking plan comes from the worker as JSON text, stored as it came (see
 * internalLinkingJson): the 2 MB plan at 10,000 keywords is parsed once here instead of being
 * copied object by object from the worker and again into the database.
 */
async function linking(result: ClusteredResult): Promise<InternalLinking> {
  const relations = await relationsOf(result);
  const key = `${result.updated_at}|${relations ? 'similarity' : 'shared_terms'}`;
  const spec = PAYLOADS.internalLinking;
  const stored = await loadDerived(KIND.linking, result.id, spec);
  if (stored && !stored.stale && stored.payload.key === key) return stored.payload.data;
  const json = await plan().internalLinkingJson(undefined, planSource(result), relations, now());
  await saveDerived(KIND.linking, result.id, storedPayloadJson(spec, `{"key":${JSON.stringify(key)},"data":${json}}`));
  return JSON.parse(json) as InternalLinking;
}

async function gaps(result: ClusteredResult): Promise<ContentGaps> {
  const crawl = await crawledPages();
  return derivedFor(KIND.gaps, PAYLOADS.contentGaps, result, `${result.updated_at}|${crawl.key}`, () =>
    plan().contentGaps(undefined, planSource(result), crawl.pages, now()),
  );
}

/**
 * Search Console exports imported in Advanced Data Sources (every property, newest first), as the
 * queries Performance matches the result's keywords to: one import serves every tab.
 */
async function searchConsoleImports(): Promise<{ key: string; files: ImportedSearchConsole[] }> {
  const records = (await db.source_imports.where('kind').equals(SEARCH_CONSOLE_KIND).toArray()).sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
  const files = records.flatMap((record): ImportedSearchConsole[] => {
    const data = readPayloadOrSkip(PAYLOADS.searchConsole, record, 'Performance does not use it.');
    if (!data) return [];
    // The page with most clicks for each query, from query+page rows.
    const pages = new Map<string, { page: string; clicks: number }>();
    for (const row of data.query_pages) {
      const best = pages.get(row.query);
      if (!best || row.clicks > best.clicks) pages.set(row.query, { page: row.page, clicks: row.clicks });
    }
    const queries = data.queries.map((row) => ({
      query: row.query,
      clicks: row.clicks,
      impressions: row.impressions,
      position: row.position,
      page: pages.get(row.query)?.page ?? null,
    }));
    return queries.length > 0 ? [{ file_name: record.file_name, queries }] : [];
  });
  return { key: records.map((record) => record.id).join(','), files };
}

async function performance(result: ClusteredResult): Promise<ContentPerformance> {
  const imports = await searchConsoleImports();
  return derivedFor(KIND.performance, PAYLOADS.contentPerformance, result, `${result.updated_at}|${imports.key}`, () =>
    plan().contentPerformance(undefined, planSource(result), now(), imports.files),
  );
}

/** The calendar the tab last built (any capacity), else one at the default capacity from today. */
async function latestCalendar(result: ClusteredResult): Promise<ContentCalendar> {
  const stored = await loadDerived(KIND.calendar, result.id, PAYLOADS.contentCalendar);
  if (stored && !stored.stale && stored.payload.key.startsWith(`${result.updated_at}|`)) return stored.payload.data;
  return calendar(result, calendarOptions({}));
}

const tool = <H>(handle: H) => ({ handle, changes: ['derived_results'] as const });

export const contentRoutes = {
  'POST /api/content-strategy/calendar': tool(async ({ body }) =>
    calendar(await resultOf(body), calendarOptions(body)),
  ),

  'POST /api/content-strategy/calendar/ics': tool(async ({ body }) => {
    const built = await calendar(await resultOf(body), calendarOptions(body));
    return {
      file_name: `content-calendar-${built.start_date}.ics`,
      mime_type: 'text/calendar',
      content: await plan().calendarIcs(undefined, built),
    };
  }),

  'POST /api/content-strategy/internal-linking': tool(async ({ body }) => linking(await resultOf(body))),

  'POST /api/content-strategy/content-gaps': tool(async ({ body }) => gaps(await resultOf(body))),

  'POST /api/content-strategy/performance': tool(async ({ body }) => performance(await resultOf(body))),

  'POST /api/content-strategy/technical-seo': tool(async ({ body }) => {
    const result = await resultOf(body);
    const crawl = await crawledPages();
    return derivedFor(KIND.technical, PAYLOADS.technicalSeo, result, `${result.updated_at}|${crawl.key}`, () =>
      plan().technicalSeo(undefined, planSource(result), crawl.pages, now()),
    );
  }),

  'POST /api/content-strategy/brief': tool(async ({ body }) => {
    const result = await resultOf(body);
    const { cluster_id: clusterId, topic_id: topicId } = bodyObject(body);
    if (typeof topicId === 'string') {
      const topic = result.topics.find((candidate) => candidate.id === topicId);
      if (!topic || topic.cluster_ids.length < 2)
        throw new ApiError(404, 'This topic has no pillar page (it needs two or more clusters): choose another page.');
      return plan().pillarBrief(
        undefined,
        planSource(result),
        topic.id,
        linksOfPage(await linking(result), pillarPageId(topic.id)),
      );
    }
    const cluster = result.clusters.find((candidate) => candidate.id === clusterId);
    if (!cluster)
      throw new ApiError(404, 'Cluster not found in this result: reload the tab and choose a cluster again.');
    const [links, relations] = [await linking(result), await relationsOf(result)];
    const relation = relations?.clusters.find((candidate) => candidate.id === cluster.id) ?? null;
    return plan().contentBrief(
      undefined,
      planSource(result),
      cluster.id,
      linksOfPage(links, clusterPageId(cluster.id)),
      relation,
    );
  }),

  'GET /api/content-strategy/dashboard/{id}': async ({ params }) => {
    const result = await readResult(params.id ?? '');
    const [built, links, found, tracked] = [
      await latestCalendar(result),
      await linking(result),
      await gaps(result),
      await performance(result),
    ];
    // The dashboard shows the first few suggestions and the count: the rest need not be copied over.
    const shown = { ...links, linking_suggestions: links.linking_suggestions.slice(0, DASHBOARD_ITEMS) };
    return plan().contentDashboard(undefined, built, shown, found, tracked, now());
  },
} satisfies RouteModule;
