import { SEARCH_CONSOLE_LANGUAGES, type SearchConsoleLanguage } from './searchConsoleHeaders';
import type { FormatId, ImportFormat } from './types';

/** What a column means to us; a format maps header names to these. */
export type Role =
  | 'keyword'
  | 'volume'
  | 'volume_min'
  | 'volume_max'
  | 'cpc'
  | 'cpc_cents'
  | 'cpc_low'
  | 'cpc_high'
  | 'difficulty'
  | 'competition'
  | 'competition_index'
  | 'intent'
  | 'intent_informational'
  | 'intent_commercial'
  | 'intent_transactional'
  | 'intent_navigational'
  | 'clicks'
  | 'impressions'
  | 'ctr'
  | 'position'
  | 'position_type'
  | 'url';

type HeaderName = string | RegExp;

export interface FormatSpec extends ImportFormat {
  /** Header names per role (normalised: lower case, single spaces); the first present wins. */
  columns: Partial<Record<Role, HeaderName[]>>;
  /** Roles that must all be present for the layout to match. */
  requires: Role[];
  /** At least one of these headers must be present too (what tells the tools apart). */
  anyOf?: HeaderName[];
  /** May the header follow title lines (Keyword Planner's two)? Generic layouts may not. */
  titleLinesAllowed: boolean;
  /** Ahrefs' API and tools built on it give CPC in cents; see parse.ts. */
  cpcMayBeCents?: boolean;
  /** One row per (keyword, page): a keyword's clicks and impressions are the sum of its rows. */
  sumsTrafficAcrossRows?: boolean;
  /** Writes total rows among the keywords (Keyword Planner); see rows.ts isTotalRow. */
  hasTotalRows?: boolean;
}

export type ColumnMap = Partial<Record<Role, number>>;

const CPC_WITH_CURRENCY = /^cpc \([a-z]{3}\)$/;
const CPC_IN_CENTS = /^cpc.*\bcents?\b/;

/** One Search Console column's header in every interface language, normalised and without repeats. */
export function searchConsoleHeaders(
  key: 'queries' | 'pages' | 'clicks' | 'impressions' | 'ctr' | 'position',
): string[] {
  const names = SEARCH_CONSOLE_LANGUAGES.flatMap((language: SearchConsoleLanguage) => language[key]);
  return [...new Set(names.map(normaliseHeader))];
}

const QUERY = [...searchConsoleHeaders('queries'), 'query', 'queries', 'search query'];
const CLICKS = [...searchConsoleHeaders('clicks'), 'url clicks'];
const IMPRESSIONS = searchConsoleHeaders('impressions');
const CTR = [...searchConsoleHeaders('ctr'), 'url ctr', 'site ctr'];
const AVG_POSITION = [...searchConsoleHeaders('position'), 'average position', 'avg. position', 'avg position'];
const AHREFS_INTENT_FLAGS = {
  intent_informational: ['informational'],
  intent_commercial: ['commercial'],
  intent_transactional: ['transactional'],
  intent_navigational: ['navigational'],
};

const format = (id: FormatId, tool: string, label: string) => ({ id, tool, label });

/** Ordered most specific first: the first layout whose signature matches the header wins. */
export const FORMAT_SPECS: FormatSpec[] = [
  {
    ...format('keyword-planner', 'Google Keyword Planner', 'Keyword Planner'),
    // Headers follow the Google Ads interface language: English, then French and Spanish.
    columns: {
      keyword: ['keyword', 'mot clé', 'palabra clave'],
      volume: ['avg. monthly searches', 'nombre moyen de recherches mensuelles', 'promedio de búsquedas mensuales'],
      volume_min: ['min search volume'],
      volume_max: ['max search volume'],
      competition: ['competition', 'concurrence', 'competencia'],
      competition_index: [
        'competition (indexed value)',
        'concurrence (valeur indexée)',
        'competencia (valor indexado)',
      ],
      cpc_low: ['top of page bid (low range)', 'puja por la parte superior de la página (intervalo bajo)'],
      cpc_high: ['top of page bid (high range)', 'puja por la parte superior de la página (intervalo alto)'],
    },
    requires: ['keyword', 'volume'],
    titleLinesAllowed: true,
    hasTotalRows: true,
  },
  {
    ...format('semrush-positions', 'Semrush', 'Semrush Positions'),
    columns: {
      keyword: ['keyword'],
      position: ['position'],
      volume: ['search volume'],
      difficulty: ['keyword difficulty'],
      cpc: ['cpc', CPC_WITH_CURRENCY],
      url: ['url'],
      competition: ['competition'],
      intent: ['keyword intents', 'intent', 'intents'],
      // Since 2025: Organic, AI overview, Featured snippet, ...; only Organic rows carry the rank.
      position_type: ['position type'],
    },
    requires: ['keyword', 'position', 'url', 'volume'],
    anyOf: [
      'previous position',
      'traffic',
      'traffic (%)',
      'keyword intents',
      'serp features by keyword',
      'position type',
    ],
    titleLinesAllowed: true,
  },
  {
    ...format('ahrefs-organic-keywords', 'Ahrefs', 'Ahrefs Organic Keywords'),
    columns: {
      keyword: ['keyword'],
      position: ['current position', 'position'],
      url: ['current url', 'url'],
      volume: ['volume'],
      difficulty: ['kd', 'difficulty'],
      cpc: ['cpc', CPC_WITH_CURRENCY],
      cpc_cents: [CPC_IN_CENTS],
      intent: ['intents'],
      ...AHREFS_INTENT_FLAGS,
    },
    requires: ['keyword', 'position', 'url', 'volume'],
    anyOf: ['current position', 'current url', 'current organic traffic', 'previous organic traffic'],
    titleLinesAllowed: true,
    cpcMayBeCents: true,
  },
  {
    ...format('ahrefs-keywords-explorer', 'Ahrefs', 'Ahrefs Keywords Explorer'),
    columns: {
      keyword: ['keyword'],
      volume: ['volume'],
      difficulty: ['difficulty', 'kd'],
      cpc: ['cpc', CPC_WITH_CURRENCY],
      cpc_cents: [CPC_IN_CENTS],
      intent: ['intents'],
    },
    requires: ['keyword', 'volume'],
    anyOf: ['parent keyword', 'parent topic', 'traffic potential', 'cps', 'global volume'],
    titleLinesAllowed: true,
    cpcMayBeCents: true,
  },
  {
    ...format('semrush-keyword-magic', 'Semrush', 'Semrush Keyword Magic'),
    columns: {
      keyword: ['keyword'],
      intent: ['intent', 'intents'],
      volume: ['volume', 'search volume'],
      difficulty: ['keyword difficulty', 'keyword difficulty index', 'kd %', 'kd%'],
      cpc: [CPC_WITH_CURRENCY, 'cpc'],
      competition: ['competitive density', 'competition'],
    },
    requires: ['keyword', 'volume', 'difficulty'],
    anyOf: ['competitive density', 'serp features', 'number of results', 'trend', 'intent'],
    titleLinesAllowed: true,
  },
  {
    ...format('moz-keyword-explorer', 'Moz', 'Moz Keyword Explorer'),
    columns: {
      keyword: ['keyword'],
      volume: ['monthly volume'],
      volume_min: ['min volume', 'min. volume'],
      volume_max: ['max volume', 'max. volume'],
      difficulty: ['difficulty'],
      ctr: ['organic ctr'],
    },
    requires: ['keyword'],
    anyOf: ['monthly volume', 'organic ctr', 'min volume', 'max volume'],
    titleLinesAllowed: true,
  },
  {
    ...format('search-console-pages', 'Google Search Console', 'Search Console Queries + Pages'),
    columns: {
      keyword: QUERY,
      url: ['page', 'landing page', 'url', 'top pages', 'address'],
      clicks: CLICKS,
      impressions: IMPRESSIONS,
      ctr: CTR,
      position: AVG_POSITION,
    },
    requires: ['keyword', 'url'],
    anyOf: [...CLICKS, ...IMPRESSIONS],
    titleLinesAllowed: true,
    sumsTrafficAcrossRows: true,
  },
  {
    ...format('search-console-queries', 'Google Search Console', 'Search Console Queries'),
    columns: { keyword: QUERY, clicks: CLICKS, impressions: IMPRESSIONS, ctr: CTR, position: AVG_POSITION },
    requires: ['keyword'],
    anyOf: [...CLICKS, ...IMPRESSIONS],
    titleLinesAllowed: true,
  },
  {
    // Hand-made sheets and other tools: a keyword column plus whatever metrics we recognise.
    ...format('keyword-csv', 'CSV', 'Keyword CSV'),
    columns: {
      keyword: [
        'keyword',
        'keywords',
        'keyword phrase',
        'search term',
        'search terms',
        'term',
        'phrase',
        ...QUERY,
        'kw',
      ],
      volume: [
        'search volume',
        'search_volume',
        'volume',
        'avg. monthly searches',
        'monthly searches',
        'monthly volume',
        'sv',
      ],
      cpc: ['cpc', 'avg. cpc', 'cost per click', CPC_WITH_CURRENCY],
      cpc_cents: [CPC_IN_CENTS],
      cpc_low: ['cpc_low', 'cpc low', 'top of page bid (low range)'],
      cpc_high: ['cpc_high', 'cpc high', 'top of page bid (high range)'],
      difficulty: ['difficulty', 'keyword difficulty', 'kd', 'kd %', 'kd%', 'seo difficulty'],
      competition: ['competition', 'competitive density'],
      competition_index: ['competition_index', 'competition index', 'competition (indexed value)'],
      intent: ['intent', 'search intent', 'intents'],
      clicks: CLICKS,
      impressions: IMPRESSIONS,
      ctr: CTR,
      position: [...AVG_POSITION, 'rank', 'current position'],
      url: ['url', 'page', 'ranking url', 'landing page', 'current url'],
    },
    requires: ['keyword'],
    titleLinesAllowed: false,
  },
];

export const PLAIN_LIST: ImportFormat = format('plain-list', 'Plain list', 'Keyword list');

/** Header cell → comparable name: no BOM or quotes, NFKC, lower case, single spaces. */
export function normaliseHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .normalize('NFKC')
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

function findColumn(headers: string[], names: HeaderName[]): number {
  for (const name of names) {
    const index = headers.findIndex((h) => (typeof name === 'string' ? h === name : name.test(h)));
    if (index >= 0) return index;
  }
  return -1;
}

export interface DetectedLayout {
  spec: FormatSpec;
  columns: ColumnMap;
}

/** The first layout whose signature the (normalised) header satisfies, with its column indexes. */
export function detectLayout(headers: string[]): DetectedLayout | null {
  for (const spec of FORMAT_SPECS) {
    const columns: ColumnMap = {};
    for (const [role, names] of Object.entries(spec.columns) as Array<[Role, HeaderName[]]>) {
      const index = findColumn(headers, names);
      if (index >= 0) columns[role] = index;
    }
    const complete = spec.requires.every((role) => columns[role] !== undefined);
    const distinctive = !spec.anyOf || findColumn(headers, spec.anyOf) >= 0;
    if (complete && distinctive) return { spec, columns };
  }
  return null;
}
