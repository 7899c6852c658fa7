import type { ColumnMap, Role } from './formats';
import type { MonthColumn } from './layout';
import { cleanKeyword, SKIP_REASONS } from './keyword';
import { MAX_IMPORTED_KEYWORD_LENGTH } from './limits';
import {
  competitionFromIndex,
  parseCompetitionLabel,
  FIGURE_LIMITS,
  isImplausible,
  parseCount,
  parseDensity,
  parseFlag,
  parseIntent,
  parseMoney,
  parsePosition,
  parseRate,
  parseScore,
  parseVolume,
} from './numbers';
import type { Competition, ImportedKeyword } from './types';

export type RowOutcome = { ok: true; keyword: ImportedKeyword } | { ok: false; reason: string };

type Cells = (role: Role) => string | undefined;

const INTENT_FLAGS: Array<[Role, string]> = [
  ['intent_informational', 'informational'],
  ['intent_commercial', 'commercial'],
  ['intent_transactional', 'transactional'],
  ['intent_navigational', 'navigational'],
];

function volumeOf(cell: Cells): number | undefined {
  const volume = parseVolume(cell('volume'));
  if (volume !== undefined) return volume;
  const low = parseVolume(cell('volume_min'));
  const high = parseVolume(cell('volume_max'));
  if (low !== undefined && high !== undefined) return Math.round((low + high) / 2);
  return low ?? high;
}

/**
 * A competition cell is a level ('High', 'Alto'), a 0..1 density (Semrush, most APIs) or a
 * 0..100 index; the explicit index column (Keyword Planner) wins over a derived one.
 */
function competitionOf(cell: Cells): { competition?: Competition; competition_index?: number } {
  const raw = cell('competition');
  const explicitIndex = parseScore(cell('competition_index'));
  const label = parseCompetitionLabel(raw);
  if (label) return { competition: label, competition_index: explicitIndex };
  const density = parseDensity(raw);
  const index = explicitIndex ?? density?.index ?? parseScore(raw);
  const level = density?.level ?? (index === undefined ? undefined : competitionFromIndex(index));
  return { competition: level, competition_index: index };
}

function intentOf(cell: Cells): string | undefined {
  return parseIntent(cell('intent')) ?? INTENT_FLAGS.find(([role]) => parseFlag(cell(role)))?.[1];
}

export function centsToMoney(cents: number | undefined): number | undefined {
  return cents === undefined ? undefined : Math.round(cents) / 100;
}

/** Sets only defined metrics: absent keys keep objects small and JSON clean. */
function put<K extends keyof ImportedKeyword>(
  target: ImportedKeyword,
  key: K,
  value: ImportedKeyword[K] | undefined,
): void {
  if (value !== undefined) target[key] = value;
}

/**
 * Semrush lists a keyword once per result it appears in; only Organic rows are a ranking. A row
 * for an AI overview or a People also ask box at #1 must not become the keyword's position.
 */
function serpFeatureOf(cell: Cells): string | undefined {
  const type = cell('position_type')?.trim();
  return type && type.toLowerCase() !== 'organic' ? type : undefined;
}

const TOTAL_LABELS = new Set(['all', 'total']);

/**
 * Keyword Planner adds total rows: 'All', or a location with the keyword cell left empty. They are
 * totals, not keywords the user lost, so they are reported as such rather than as 'Empty keyword'.
 */
export function isTotalRow(row: string[], columns: ColumnMap): boolean {
  const keywordIndex = columns.keyword ?? 0;
  const keyword = (row[keywordIndex] ?? '').trim().toLowerCase();
  if (TOTAL_LABELS.has(keyword)) return true;
  return keyword === '' && row.some((cell, index) => index !== keywordIndex && cell.trim() !== '');
}

/** The row's searches per month; months left empty are left out (not a zero). */
function monthlyOf(row: string[], months: readonly MonthColumn[]): ImportedKeyword['monthly_searches'] {
  const found = months.flatMap(({ index, month }) => {
    const searches = parseVolume(row[index]);
    return searches === undefined ? [] : [{ month, searches }];
  });
  return found.length > 0 ? found : undefined;
}

/** The figure columns and the largest value each may hold. */
const LIMITED_FIGURES: Array<[Role, number, boolean]> = [
  ['volume', FIGURE_LIMITS.search_volume, true],
  ['volume_min', FIGURE_LIMITS.search_volume, true],
  ['volume_max', FIGURE_LIMITS.search_volume, true],
  ['clicks', FIGURE_LIMITS.count, true],
  ['impressions', FIGURE_LIMITS.count, true],
  ['cpc', FIGURE_LIMITS.money, false],
  ['cpc_low', FIGURE_LIMITS.money, false],
  ['cpc_high', FIGURE_LIMITS.money, false],
  ['position', FIGURE_LIMITS.position, false],
];

/** One data row → a keyword with the metrics its columns carry, or the reason it is unusable. */
export function rowToKeyword(row: string[], columns: ColumnMap, months: readonly MonthColumn[] = []): RowOutcome {
  const keywordIndex = columns.keyword ?? 0;
  if (row.length <= keywordIndex) return { ok: false, reason: SKIP_REASONS.malformed };
  const checked = cleanKeyword(row[keywordIndex], MAX_IMPORTED_KEYWORD_LENGTH);
  if (!checked.ok) return checked;

  const cell: Cells = (role) => {
    const index = columns[role];
    return index === undefined ? undefined : row[index];
  };
  // A row with an impossible figure is refused whole, with its reason: keeping its keyword with the
  // figure dropped would look like a measured row, and keeping the figure breaks every sum.
  if (LIMITED_FIGURES.some(([role, limit, count]) => isImplausible(cell(role), limit, { count })))
    return { ok: false, reason: SKIP_REASONS.implausible };
  const keyword: ImportedKeyword = { keyword: checked.keyword };
  put(keyword, 'search_volume', volumeOf(cell));
  put(keyword, 'cpc', parseMoney(cell('cpc')) ?? centsToMoney(parseMoney(cell('cpc_cents'))));
  put(keyword, 'cpc_low', parseMoney(cell('cpc_low')));
  put(keyword, 'cpc_high', parseMoney(cell('cpc_high')));
  put(keyword, 'difficulty', parseScore(cell('difficulty')));
  const { competition, competition_index } = competitionOf(cell);
  put(keyword, 'competition', competition);
  put(keyword, 'competition_index', competition_index);
  put(keyword, 'intent', intentOf(cell));
  put(keyword, 'clicks', parseCount(cell('clicks')));
  put(keyword, 'impressions', parseCount(cell('impressions')));
  put(keyword, 'ctr', parseRate(cell('ctr')));
  put(keyword, 'monthly_searches', monthlyOf(row, months));
  const feature = serpFeatureOf(cell);
  if (feature) {
    keyword.serp_features = [feature];
    return { ok: true, keyword };
  }
  const position = parsePosition(cell('position'));
  put(keyword, 'position', position);
  const url = cell('url')?.trim();
  if (url) keyword.urls = [position === undefined ? { url } : { url, position }];
  return { ok: true, keyword };
}
