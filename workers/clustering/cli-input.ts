// Reading keyword files for the CLI: .txt (one keyword a line) or .csv exports from
// Keyword Planner, Search Console, Semrush and Ahrefs. Pure: takes the file's text.
import Papa from 'papaparse';
import type { KeywordInput } from './types';

const KEYWORD_COLUMNS = ['keyword', 'keywords', 'query', 'top queries', 'search term', 'search query'];
const VOLUME_COLUMNS = [
  'search volume',
  'search_volume',
  'volume',
  'avg. monthly searches',
  'avg monthly searches',
  'monthly searches',
  'impressions',
];
const CPC_COLUMNS = ['cpc', 'cpc (usd)', 'cpc usd', 'top of page bid (high range)'];
const DIFFICULTY_COLUMNS = ['keyword difficulty', 'difficulty', 'kd', 'kd%', 'kd %'];
const COMPETITION_COLUMNS = ['competition', 'competition (indexed value)', 'competitive density', 'com.'];
const INTENT_COLUMNS = ['intent', 'intents', 'search intent', 'keyword intents'];
const URL_COLUMNS = ['url', 'urls', 'ranking url', 'current url', 'landing page', 'page', 'serp urls', 'top urls'];
const POSITION_COLUMNS = ['position', 'current position', 'pos', 'rank', 'ranking'];

/** "1,200", "1.2K", "3M", "1K – 10K" (Keyword Planner ranges: geometric middle). */
export function parseNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const parts = raw
    .replace(/[$€£%\s]/g, '')
    .split(/[–—-](?=\d)/)
    .map((p) => {
      const m = /^(\d+(?:[.,]\d+)*)([kmb])?$/i.exec(p.replace(/,(?=\d{3}(\D|$))/g, ''));
      if (!m) return NaN;
      const base = Number(m[1].replace(',', '.'));
      const scale = { k: 1e3, m: 1e6, b: 1e9 }[(m[2] ?? '').toLowerCase() as 'k' | 'm' | 'b'] ?? 1;
      return base * scale;
    });
  if (parts.some((x) => !Number.isFinite(x))) return undefined;
  return parts.length === 2 ? Math.round(Math.sqrt(Math.max(1, parts[0]) * parts[1])) : parts[0];
}

function competitionValue(raw: unknown): number | undefined {
  if (typeof raw === 'string') {
    const word = raw.trim().toLowerCase();
    if (word === 'low') return 0.2;
    if (word === 'medium') return 0.5;
    if (word === 'high') return 0.8;
  }
  const x = parseNumber(raw);
  if (x === undefined) return undefined;
  return x > 1 ? Math.min(1, x / 100) : x;
}

function findColumn(fields: readonly string[], names: readonly string[]): string | undefined {
  const byName = new Map(fields.map((f) => [f.trim().toLowerCase(), f]));
  for (const name of names) {
    const f = byName.get(name);
    if (f !== undefined) return f;
  }
  return undefined;
}

export function parseTxt(text: string): KeywordInput[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n|\r/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((t) => ({ text: t }));
}

/**
 * Rows of a CSV export. Rows naming the same keyword (one row per ranking URL, as in
 * Semrush position exports) are combined into one keyword with all its URLs.
 */
export function parseCsv(text: string): KeywordInput[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const fields = parsed.meta.fields ?? [];
  if (fields.length === 0) throw new Error('The CSV file has no header row');
  const keywordCol = findColumn(fields, KEYWORD_COLUMNS) ?? fields[0];
  const col = (names: readonly string[]) => findColumn(fields, names);
  const volumeCol = col(VOLUME_COLUMNS);
  const cpcCol = col(CPC_COLUMNS);
  const difficultyCol = col(DIFFICULTY_COLUMNS);
  const competitionCol = col(COMPETITION_COLUMNS);
  const intentCol = col(INTENT_COLUMNS);
  const urlCol = col(URL_COLUMNS);
  const positionCol = col(POSITION_COLUMNS);

  const out: KeywordInput[] = [];
  const byText = new Map<string, KeywordInput>();
  for (const row of parsed.data) {
    const keyword = (row[keywordCol] ?? '').trim();
    if (!keyword) continue;
    const urls = urlCol ? urlsOf(row[urlCol], positionCol ? parseNumber(row[positionCol]) : undefined) : [];
    const known = byText.get(keyword);
    if (known && urls.length) {
      known.urls = [...(known.urls ?? []), ...urls];
      continue;
    }
    const input: KeywordInput = { text: keyword };
    const volume = volumeCol ? parseNumber(row[volumeCol]) : undefined;
    const cpc = cpcCol ? parseNumber(row[cpcCol]) : undefined;
    const difficulty = difficultyCol ? parseNumber(row[difficultyCol]) : undefined;
    const competition = competitionCol ? competitionValue(row[competitionCol]) : undefined;
    const intent = intentCol ? row[intentCol]?.trim() : undefined;
    if (volume !== undefined) input.search_volume = volume;
    if (cpc !== undefined) input.cpc = cpc;
    if (difficulty !== undefined) input.difficulty = difficulty;
    if (competition !== undefined) input.competition = competition;
    if (intent) input.intent = intent;
    if (urls.length) input.urls = urls;
    byText.set(keyword, input);
    out.push(input);
  }
  return out;
}

/** One URL with its row's position, or a list of URLs (space/comma/| separated) in rank order. */
function urlsOf(cell: string | undefined, position: number | undefined): { url: string; position: number }[] {
  const list = (cell ?? '').split(/[\s,|]+/).filter((u) => /^(https?:\/\/|www\.)|\.[a-z]{2,}(\/|$)/i.test(u));
  if (list.length === 1) return [{ url: list[0], position: position ?? 1 }];
  return list.map((url, i) => ({ url, position: i + 1 }));
}

export function parseKeywordFile(name: string, text: string): KeywordInput[] {
  if (/\.csv$/i.test(name)) return parseCsv(text);
  if (/\.(txt|list)$/i.test(name) || !/\.[a-z0-9]+$/i.test(name)) return parseTxt(text);
  throw new Error(`Unsupported file type: ${name} (use .txt or .csv)`);
}
