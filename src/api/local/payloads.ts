/**
 * Stored JSON payloads (results derived from a clustering result, analyses, imported files) and the
 * one way to read them back. Each kind has a `schema_version` its writers stamp on the record, a
 * cheap check of the fields its readers rely on and, where an older shape differs, an upgrade. A
 * payload stored by a newer build, or one that fails the check, is refused with
 * UnreadablePayloadError: a derived result is then computed again as if it were missing; an imported
 * file or an analysis the user ran is named in the error with what to do.
 *
 * Rows stored before payloads carried a version have none and read as version 0. An older payload
 * goes through its kind's `upgrade`, when it has one, then through the same check as a current one.
 * To change a kind's shape, raise its version and write the upgrade from the older shapes; what it
 * cannot bring forward fails the check and is refused.
 */
import { ApiError } from '../../contract/errors';
import { isJsonObject, type JsonValue } from '../../contract/json';
import type { AiMode, StoredAiAnalyses } from '../../contract/types/ai';
import type { CompetitorAnalysis, RankingsImport, RankingsRole } from '../../contract/types/competitor';
import type {
  ContentCalendar,
  ContentGaps,
  ContentPerformance,
  InternalLinking,
  TechnicalSeo,
} from '../../contract/types/content';
import type { KeywordSerpFeatures, SearchConsoleData } from '../../contract/types/datasources';
import type { WebsiteAnalysis } from '../../contract/types/website';
import type { ClusterRelations } from '@workers/clustering/relate';
import type { RankedKeyword } from '@workers/competitor/gaps';
import type { PlannerRow } from '@workers/datasources/bing';
import type { SerpImportResult } from '@workers/imports/serpFile';

/** What a record keeps of a payload: the payload and the version of its shape. */
export type StoredPayload = { payload: unknown; schema_version?: number };

export interface PayloadSpec<T> {
  /** How messages name it: 'website analysis'. */
  readonly name: string;
  /** The version writers stamp. */
  readonly version: number;
  /** What the user does when a stored one cannot be read; derived results are recomputed instead. */
  readonly remedy?: string;
  /** Stored as JSON text (storedPayloadJson) by its writers; older rows of the kind may be objects. */
  readonly json?: boolean;
  /** Brings a payload stored at an older version (0: before versions) to the current shape. */
  readonly upgrade?: (payload: unknown, from: number) => unknown;
  /** Throws UnreadablePayloadError, naming the first field that is wrong, unless `payload` reads as T. */
  readonly assertShape: (payload: unknown) => asserts payload is T;
}

/** A stored payload that cannot be read: 422 with what is wrong and, for the user's own data, what to do. */
export class UnreadablePayloadError extends ApiError {
  constructor(name: string, reason: string, remedy: string | undefined) {
    super(422, `The stored ${name} cannot be read (${reason})${remedy ? `: ${remedy}` : ''}.`);
    this.name = 'UnreadablePayloadError';
  }
}

/** The record fields that store `payload` as the current version of `spec`'s kind. */
export function storedPayload<T>(spec: PayloadSpec<T>, payload: T): Required<StoredPayload> {
  return { payload, schema_version: spec.version };
}

/**
 * As storedPayload, for a payload already written as JSON text (by the worker that computed it): a
 * string goes into IndexedDB as one copy of its bytes, where a large object graph is serialised
 * object by object in one main-thread task. Read back by readPayload like any other.
 */
export function storedPayloadJson<T>(spec: PayloadSpec<T> & { json: true }, json: string): Required<StoredPayload> {
  return { payload: json, schema_version: spec.version };
}

/** A payload as stored: JSON text of a kind stored as such (storedPayloadJson) is parsed. */
function parsedPayload(spec: PayloadSpec<unknown>, payload: unknown): unknown {
  if (!spec.json || typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    throw new UnreadablePayloadError(spec.name, 'its JSON text is cut or damaged', spec.remedy);
  }
}

/** The stored payload as the current version of `spec`'s kind, upgraded if older; throws UnreadablePayloadError. */
export function readPayload<T>(spec: PayloadSpec<T>, stored: StoredPayload): T {
  const from = stored.schema_version ?? 0;
  if (!Number.isInteger(from) || from < 0)
    throw new UnreadablePayloadError(
      spec.name,
      `its schema_version ${String(from)} is not a whole number`,
      spec.remedy,
    );
  if (from > spec.version) {
    const reason = `a newer version of Topicwise saved it as version ${from}; this one reads up to ${spec.version}`;
    throw new UnreadablePayloadError(spec.name, reason, spec.remedy);
  }
  const raw = parsedPayload(spec, stored.payload);
  const payload = from < spec.version && spec.upgrade ? spec.upgrade(raw, from) : raw;
  spec.assertShape(payload);
  return payload;
}

/** As readPayload, but a payload that cannot be read is logged, with what happens `instead`, and taken as missing. */
export function readPayloadOrSkip<T>(spec: PayloadSpec<T>, stored: StoredPayload, instead: string): T | undefined {
  try {
    return readPayload(spec, stored);
  } catch (error) {
    if (!(error instanceof UnreadablePayloadError)) throw error;
    console.warn(`${error.detail} ${instead}`);
    return undefined;
  }
}

// ---- Checks: the fields a reader relies on, not every field of the type ----

type Kind = 'text' | 'number' | 'boolean' | 'list' | 'object' | 'text or null' | 'number or null';
/** What is wrong with `value` at `path`, or null when nothing is. */
type Check = (value: unknown, path: string) => string | null;
type Fields = Readonly<Record<string, Kind | Check>>;

const KINDS: Record<Kind, { label: string; holds: (value: unknown) => boolean }> = {
  text: { label: 'text', holds: (value) => typeof value === 'string' },
  number: { label: 'a number', holds: (value) => typeof value === 'number' },
  boolean: { label: 'true or false', holds: (value) => typeof value === 'boolean' },
  list: { label: 'a list', holds: (value) => Array.isArray(value) },
  object: { label: 'an object', holds: isJsonObject },
  'text or null': { label: 'text or null', holds: (value) => value === null || typeof value === 'string' },
  'number or null': { label: 'a number or null', holds: (value) => value === null || typeof value === 'number' },
};

function described(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

const wrong = (path: string, expected: string, value: unknown) =>
  `${path || 'it'} should be ${expected}, but is ${described(value)}`;

function problemAt(value: unknown, expected: Kind | Check, path: string): string | null {
  if (typeof expected === 'function') return expected(value, path);
  return KINDS[expected].holds(value) ? null : wrong(path, KINDS[expected].label, value);
}

/** An object with these fields (others may be present). */
function fields(spec: Fields): Check {
  return (value, path) => {
    if (!isJsonObject(value)) return wrong(path, 'an object', value);
    for (const [name, expected] of Object.entries(spec)) {
      const problem = problemAt(value[name], expected, path ? `${path}.${name}` : name);
      if (problem) return problem;
    }
    return null;
  };
}

/** A list whose every item has these fields. */
function listOf(spec: Fields): Check {
  const item = fields(spec);
  return (value, path) => {
    if (!Array.isArray(value)) return wrong(path, 'a list', value);
    const items: readonly unknown[] = value;
    for (const [index, entry] of items.entries()) {
      const problem = item(entry, `${path}[${index}]`);
      if (problem) return problem;
    }
    return null;
  };
}

function payloadKind<T>(
  name: string,
  version: number,
  check: Check,
  options: { remedy?: string; upgrade?: PayloadSpec<T>['upgrade'] } = {},
): PayloadSpec<T> {
  const { remedy, upgrade } = options;
  return {
    name,
    version,
    remedy,
    upgrade,
    assertShape(payload: unknown): asserts payload is T {
      const problem = check(payload, '');
      if (problem !== null) throw new UnreadablePayloadError(name, problem, remedy);
    },
  };
}

// ---- The kinds ----

/** A chart of the Advanced Visualizations tab, with the version of the result it was drawn from. */
export type StoredChart = { source_updated_at: string; timestamp: string; data: JsonValue };

/** A content tool's result with the key of its inputs (the result's version, options, crawled pages). */
export type Keyed<T> = { key: string; data: T };

/** A ranking export attached to a competitor analysis, as the gap analysis reads it. */
export type StoredRankings = RankingsImport & { role: RankingsRole; keywords: RankedKeyword[] };

type AiAnalysis<M extends AiMode> = NonNullable<StoredAiAnalyses[M]>;

const keyed = <T>(name: string, version: number, data: Fields) =>
  payloadKind<Keyed<T>>(name, version, fields({ key: 'text', data: fields(data) }));

/** Rankings stored before gaps carried the search intent have none: unknown. */
function withIntents(payload: unknown): unknown {
  if (!isJsonObject(payload) || !Array.isArray(payload.keywords)) return payload;
  const keywords = payload.keywords.map((keyword) =>
    isJsonObject(keyword) && keyword.intent === undefined ? { ...keyword, intent: null } : keyword,
  );
  return { ...payload, keywords };
}

const AI: { readonly [M in AiMode]: PayloadSpec<AiAnalysis<M>> } = {
  optimization: payloadKind('cluster optimization', 1, fields({ result_updated_at: 'text', optimizations: 'list' })),
  anomalies: payloadKind('anomaly detection', 1, fields({ summary: 'object', anomalies: 'list' })),
  multilang: payloadKind(
    'multi-language analysis',
    1,
    fields({ summary: 'object', language_analyses: 'list', missing_dictionaries: 'list' }),
  ),
  voice: payloadKind('voice search analysis', 1, fields({ summary: 'object', voice_optimizations: 'list' })),
  dashboard: payloadKind(
    'AI insights dashboard',
    1,
    fields({ overview_metrics: 'object', metric_basis: 'object', ai_recommendations: 'list' }),
  ),
};

/** Every stored payload kind, by where it is stored. */
export const PAYLOADS = {
  // derived_results: recomputed when they cannot be read.
  chart: payloadKind<StoredChart>('chart', 1, fields({ source_updated_at: 'text', timestamp: 'text', data: 'object' })),
  contentCalendar: keyed<ContentCalendar>('content calendar', 1, {
    result_id: 'text',
    start_date: 'text',
    calendar_entries: 'list',
  }),
  // JSON text: 2 MB at 10,000 keywords, written by the content worker (handlers/content.ts).
  internalLinking: {
    ...keyed<InternalLinking>('internal linking plan', 1, {
      result_id: 'text',
      basis: 'text',
      linking_suggestions: 'list',
    }),
    json: true as const,
  },
  contentGaps: keyed<ContentGaps>('content gaps', 1, { result_id: 'text', gaps: 'list' }),
  contentPerformance: keyed<ContentPerformance>('content performance', 1, {
    result_id: 'text',
    available: 'boolean',
    clusters: 'list',
  }),
  technicalSeo: keyed<TechnicalSeo>('technical SEO audit', 1, {
    result_id: 'text',
    mode: 'text',
    issues: 'list',
    checklist: 'list',
  }),
  clusterRelations: keyed<ClusterRelations>('cluster relations', 1, {
    clusters: listOf({ id: 'text', neighbours: 'list', subgroups: 'list' }),
    semantic: 'boolean',
  }),
  ai: AI,

  // analyses: what the user ran.
  websiteAnalysis: payloadKind<WebsiteAnalysis>(
    'website analysis',
    1,
    fields({
      id: 'text',
      url: 'text',
      host: 'text',
      total_keywords: 'number',
      page_analysis: fields({ pages_crawled: 'number', pages_skipped: 'list' }),
      keywords: 'list',
      paa_questions: 'list',
      related_searches: 'list',
      created_at: 'text',
    }),
    { remedy: 'analyse the website again' },
  ),
  competitorAnalysis: payloadKind<CompetitorAnalysis>(
    'competitor analysis',
    1,
    fields({
      id: 'text',
      competitors: 'list',
      keyword_gaps: 'list',
      content_opportunities: 'list',
      gap_counts: 'object',
      notes: 'list',
      created_at: 'text',
    }),
    { remedy: 'run the competitor analysis again' },
  ),

  // source_imports: the user's files, imported again when they cannot be read.
  rankings: payloadKind<StoredRankings>(
    'ranking export',
    1,
    fields({
      import_id: 'text',
      file_name: 'text',
      format_label: 'text',
      keyword_count: 'number',
      rows: 'number',
      min_volume: 'number or null',
      truncated: 'boolean',
      role: 'text',
      keywords: listOf({
        keyword: 'text',
        position: 'number or null',
        search_volume: 'number or null',
        intent: 'text or null',
      }),
    }),
    { remedy: 'attach the ranking export again', upgrade: withIntents },
  ),
  searchConsole: payloadKind<SearchConsoleData>(
    'Search Console export',
    1,
    fields({
      language: 'text',
      sheets: 'list',
      queries: 'list',
      pages: 'list',
      dates: 'list',
      countries: 'list',
      devices: 'list',
      search_appearance: 'list',
      query_pages: 'list',
      filters: 'list',
    }),
    { remedy: 'forget this property and import its Search Console export again' },
  ),
  adsPlanner: payloadKind<PlannerRow[]>(
    'Keyword Planner export',
    1,
    listOf({ keyword: 'text', avg_monthly_searches: 'number', competition: 'text', suggested_bid: 'number' }),
    { remedy: 'import the Keyword Planner export again' },
  ),
  serpFeatures: payloadKind<KeywordSerpFeatures[]>(
    'SERP features export',
    1,
    listOf({ keyword: 'text', features: 'list', source: 'text' }),
    { remedy: 'import the Semrush export again' },
  ),
  serpData: payloadKind<SerpImportResult>(
    'SERP file',
    1,
    fields({ file_name: 'text', format: 'object', serps: listOf({ keyword: 'text', results: 'list' }) }),
    { remedy: 'upload the SERP file again' },
  ),
};
