import type { Competition } from './types';

/** Cells that mean "no value" in the exports we read. */
const EMPTY_MARKERS = new Set(['', '-', '--', '—', '–', 'n/a', 'na', 'null', 'none', 'nan', 'undefined', '∅']);

const CURRENCY = /[$€£¥₹₽₩]|\b(?:usd|eur|gbp|aud|cad|inr|jpy|chf|brl|cop|mxn)\b/gi;
/** Spaces and apostrophes used as thousands separators: '1 234' (fr), '1’234' (ch). */
const GROUPING = /[\s\u00a0\u202f'’]/g;
const NUMBER_SHAPE = /^([+-])?(\d[\d.,]*|[.,]\d+)([kmb])?(%)?$/;
const SUFFIX: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/**
 * The largest figures an export can plausibly hold; a cell beyond one is an error in the file (or
 * a hostile one), not a measurement. Google's biggest queries are searched well under 10 billion
 * times a month; no query earns a trillion clicks or impressions; the highest recorded CPCs are in
 * the hundreds of dollars; rank trackers and Search Console report positions 1-100 on the pages
 * they keep. Beyond these, aggregates would overflow into Infinity and NaN.
 */
export const FIGURE_LIMITS = {
  search_volume: 10_000_000_000,
  count: 1_000_000_000_000,
  money: 10_000,
  position: 100,
} as const;

export interface NumberOptions {
  /**
   * The field holds counts (volume, clicks), so '1.234' is German grouping for 1234 rather
   * than one point two; decimals in counts only come with a suffix ('1.2K').
   */
  count?: boolean;
}

function isEmpty(raw: string): boolean {
  return EMPTY_MARKERS.has(raw.trim().toLowerCase());
}

/** Decides which of '.' and ',' is the decimal mark in a digits-only string. */
function normaliseSeparators(digits: string, count: boolean): string {
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // Both present: the later one is the decimal mark ('1,234.56' and '1.234,56').
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? /,/g : /\./g;
    return digits.replace(grouping, '').replace(decimal, '.');
  }
  const mark = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (!mark) return digits;
  const parts = digits.split(mark);
  const looksGrouped =
    parts.length > 2 || (parts[1].length === 3 && parts[0] !== '0' && parts[0] !== '' && (mark === ',' || count));
  return looksGrouped ? parts.join('') : parts.join('.');
}

const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;

function parseSigned(raw: string, options: NumberOptions): { value: number; percent: boolean } | undefined {
  // Most cells are plain ('9900', '0.53'); skip the locale work for them.
  if (PLAIN_DECIMAL.test(raw) && !(options.count && /\.\d{3}$/.test(raw))) {
    const value = Number(raw);
    return Number.isFinite(value) ? { value, percent: false } : undefined;
  }
  if (isEmpty(raw)) return undefined;
  const compact = raw
    .trim()
    .toLowerCase()
    .replace(CURRENCY, '')
    .replace(GROUPING, '')
    .replace(/^[<>≈~]+/, '');
  const match = NUMBER_SHAPE.exec(compact);
  if (!match) return undefined;
  const [, sign, digits, suffix, percent] = match;
  const value = Number(normaliseSeparators(digits, Boolean(options.count) && !suffix));
  if (!Number.isFinite(value)) return undefined;
  const scaled = value * (suffix ? SUFFIX[suffix] : 1);
  return { value: sign === '-' ? -scaled : scaled, percent: Boolean(percent) };
}

/**
 * Whether a cell holds a number that is not a plausible figure: too long to be finite ('1e308' or a
 * 400-digit cell) or beyond `limit`. Empty and non-numeric cells are not implausible, just absent.
 */
export function isImplausible(raw: string | undefined, limit: number, options: NumberOptions = {}): boolean {
  if (raw === undefined || isEmpty(raw)) return false;
  if (/\d(?:[\d.,\s]*\d)?e[+-]?\d/i.test(raw.trim()) || /\d{16,}/.test(raw.replace(GROUPING, ''))) return true;
  const value = parseSigned(raw, options)?.value;
  return value !== undefined && Math.abs(value) > limit;
}

/**
 * A number as tools print it: '1,234', '1.234,5', '1.2K', '3M', '$1.20', '€0,85', '45.61%'
 * (gives 45.61), '<10'. Empty cells, '-', 'n/a' and anything else give undefined.
 */
export function parseNumber(raw: string | undefined, options: NumberOptions = {}): number | undefined {
  if (raw === undefined) return undefined;
  return parseSigned(raw, options)?.value;
}

const RANGE = /^(.+?)\s*(?:–|—|-|\bto\b)\s*(.+)$/i;

/** '1K – 10K', '501-850', '11.5k-30.3k': both ends, or undefined when the cell is not a range. */
export function parseRange(raw: string | undefined): { low: number; high: number } | undefined {
  if (raw === undefined) return undefined;
  const match = RANGE.exec(raw.trim());
  if (!match) return undefined;
  const low = parseNumber(match[1], { count: true });
  const high = parseNumber(match[2], { count: true });
  if (low === undefined || high === undefined || low < 0 || high < low) return undefined;
  return { low, high };
}

/**
 * Monthly search volume. Bucketed volumes ('1K – 10K' from Keyword Planner accounts without
 * ad spend, '501-850' from Moz) become the midpoint: the lower bound would understate every
 * bucket by up to 10x and flatten the differences clustering and opportunity scores rely on,
 * while the midpoint keeps buckets in order and is the expected value if volumes spread evenly.
 */
export function parseVolume(raw: string | undefined): number | undefined {
  const range = parseRange(raw);
  const value = range ? (range.low + range.high) / 2 : parseNumber(raw, { count: true });
  if (value === undefined || value < 0 || value > FIGURE_LIMITS.search_volume) return undefined;
  return Math.round(value);
}

/** A whole count (clicks, impressions); negative values are nonsense here and dropped. */
export function parseCount(raw: string | undefined): number | undefined {
  const value = parseNumber(raw, { count: true });
  return value === undefined || value < 0 || value > FIGURE_LIMITS.count ? undefined : Math.round(value);
}

/** Money (CPC, bids) in the file's currency, rounded to cents to drop float noise. */
export function parseMoney(raw: string | undefined): number | undefined {
  const value = parseNumber(raw);
  return value === undefined || value < 0 || value > FIGURE_LIMITS.money ? undefined : Math.round(value * 100) / 100;
}

/** A 0..100 score (difficulty, competition index); values outside the scale are dropped. */
export function parseScore(raw: string | undefined): number | undefined {
  const value = parseNumber(raw);
  return value === undefined || value < 0 || value > 100 ? undefined : value;
}

/** Ranking position, 1 or more; Search Console averages stay fractional (3.4). */
export function parsePosition(raw: string | undefined): number | undefined {
  const value = parseNumber(raw);
  return value === undefined || value < 1 || value > FIGURE_LIMITS.position ? undefined : value;
}

/**
 * A rate as a fraction 0..1: '45.61%' → 0.4561, '0.4561' → 0.4561 (API exports), '35' → 0.35
 * (Moz prints Organic CTR as a bare percentage).
 */
export function parseRate(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const parsed = parseSigned(raw, {});
  if (!parsed || parsed.value < 0) return undefined;
  const fraction = parsed.percent || parsed.value > 1 ? parsed.value / 100 : parsed.value;
  return fraction > 1 ? undefined : Math.round(fraction * 1e6) / 1e6;
}

const COMPETITION_WORDS: Record<string, Competition> = {};
const addWords = (level: Competition, words: string[]) => words.forEach((w) => (COMPETITION_WORDS[w] = level));
// Keyword Planner writes the level in the interface language even when headers stay English.
addWords('LOW', [
  'low',
  'bajo',
  'baja',
  'faible',
  'niedrig',
  'basso',
  'bassa',
  'baixo',
  'baixa',
  'laag',
  'niska',
  'низкая',
  '低',
]);
addWords('MEDIUM', [
  'medium',
  'medio',
  'media',
  'moyen',
  'moyenne',
  'mittel',
  'médio',
  'média',
  'gemiddeld',
  'średnia',
  'средняя',
  '中',
]);
addWords('HIGH', [
  'high',
  'alto',
  'alta',
  'élevé',
  'élevée',
  'eleve',
  'hoch',
  'elevato',
  'elevata',
  'hoog',
  'wysoka',
  'высокая',
  '高',
]);

/** 'Low', 'MEDIUM', 'Alto', 'Élevé'... → the level; 'Unknown' and anything else → undefined. */
export function parseCompetitionLabel(raw: string | undefined): Competition | undefined {
  if (raw === undefined) return undefined;
  return COMPETITION_WORDS[raw.trim().toLowerCase()];
}

/** Google's own thresholds for its 0..100 competition index: up to 33 low, up to 66 medium. */
export function competitionFromIndex(index: number): Competition {
  if (index <= 33) return 'LOW';
  if (index <= 66) return 'MEDIUM';
  return 'HIGH';
}

/** Semrush 'Competitive Density' / 'Competition' (0..1) → index 0..100 and level. */
export function parseDensity(raw: string | undefined): { index: number; level: Competition } | undefined {
  const value = parseNumber(raw);
  if (value === undefined || value < 0 || value > 1) return undefined;
  const index = Math.round(value * 100);
  return { index, level: competitionFromIndex(index) };
}

const INTENT_WORDS: Record<string, string> = {
  informational: 'informational',
  info: 'informational',
  i: 'informational',
  commercial: 'commercial',
  c: 'commercial',
  transactional: 'transactional',
  t: 'transactional',
  navigational: 'navigational',
  n: 'navigational',
  // Semrush API exports use number codes.
  '0': 'commercial',
  '1': 'informational',
  '2': 'navigational',
  '3': 'transactional',
};

/**
 * 'Commercial, Informational', 'informational,transactional', 'Informational,Non-branded' →
 * the first intent listed. Tags that are not intents (branded, local) are ignored.
 */
export function parseIntent(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  for (const part of raw.split(/[,;|/]/)) {
    const intent = INTENT_WORDS[part.trim().toLowerCase()];
    if (intent) return intent;
  }
  return undefined;
}

/** Ahrefs Site Explorer marks intents with true/false columns. */
export function parseFlag(raw: string | undefined): boolean {
  return raw !== undefined && ['true', 'yes', '1', 'x', '✓'].includes(raw.trim().toLowerCase());
}
