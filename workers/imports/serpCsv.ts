// SERP exports as tables: one row per result, the keyword on every row. Layouts (first match
// wins; see workers/imports/README.md, 'SERP files', for where each was found):
//   Ahrefs SERP overview: Keyword, Position, URL + Ahrefs' metrics (Domain rating, URL rating,
//     Referring domains, Backlinks, Traffic, Type); rows whose Type is not organic are left out.
//   Semrush SERP (the Organic Results report, API `phrase_organic`): Keyword, Domain, Url; ranks
//     are the row order per keyword when there is no Position column.
//   Any other table with a keyword, a URL and a position column (SE Ranking, rank trackers, a
//     hand-made sheet).
import Papa from 'papaparse';
import type { SerpFormat } from '@/contract/types/clustering';
import { normaliseHeader } from './formats';
import { SKIP_REASONS } from './keyword';
import { parsePosition } from './numbers';
import { SERP_SKIP_REASONS, type SerpCollector } from './serpCollect';
import { SerpImportError } from './serpErrors';

interface SerpColumns {
  keyword: number;
  url: number;
  position: number;
  type: number;
}

const KEYWORD = ['keyword', 'keywords', 'query', 'search term', 'search query', 'ph'];
const URL = ['url', 'link', 'landing page', 'result url', 'ur'];
const POSITION = ['position', 'rank', 'organic position', 'pos', 'rank_group', 'po'];
const TYPE = ['type', 'result type', 'position type'];
const AHREFS_HINTS = [
  'domain rating',
  'url rating',
  'referring domains',
  'dr',
  'ur',
  'domain_rating',
  'url_rating',
  'refdomains',
];
const SEMRUSH_HINTS = ['domain', 'dn'];

const FORMATS: Record<'ahrefs' | 'semrush' | 'generic', SerpFormat> = {
  ahrefs: { id: 'ahrefs-serp-overview', tool: 'Ahrefs', label: 'Ahrefs SERP overview' },
  semrush: { id: 'semrush-serp', tool: 'Semrush', label: 'Semrush SERP' },
  generic: { id: 'serp-csv', tool: 'CSV', label: 'SERP CSV' },
};

const ORGANIC = /^(organic|organic result|web result|result)$/;

const find = (headers: string[], names: string[]) => headers.findIndex((h) => names.includes(h));

function detect(headers: string[]): { format: SerpFormat; columns: SerpColumns } {
  const columns: SerpColumns = {
    keyword: find(headers, KEYWORD),
    url: find(headers, URL),
    position: find(headers, POSITION),
    type: find(headers, TYPE),
  };
  if (columns.url < 0) throw new SerpImportError('not_serp');
  const isAhrefs = AHREFS_HINTS.some((hint) => headers.includes(hint));
  const isSemrush = !isAhrefs && SEMRUSH_HINTS.some((hint) => headers.includes(hint));
  const format = isAhrefs ? FORMATS.ahrefs : isSemrush ? FORMATS.semrush : FORMATS.generic;
  if (columns.keyword < 0) throw new SerpImportError('no_keyword_column');
  if (columns.position < 0 && !isSemrush) throw new SerpImportError('no_position_column');
  return { format, columns };
}

/** The delimiter that splits the header into the most cells (tab, semicolon, comma). */
function delimiterOf(header: string): string {
  const counts = ['\t', ';', ','].map((d) => ({ d, n: header.split(d).length }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best)).d;
}

export function readSerpTable(text: string, collector: SerpCollector): SerpFormat {
  const firstBreak = text.search(/\r\n|\n|\r/);
  const header = firstBreak < 0 ? text : text.slice(0, firstBreak);
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(header), skipEmptyLines: 'greedy' });
  const [headRow, ...rows] = parsed.data;
  const { format, columns } = detect(headRow.map(normaliseHeader));
  const broken = new Set(parsed.errors.map((e) => e.row).filter((row): row is number => typeof row === 'number'));
  rows.forEach((row, index) => {
    const line = index + 2;
    if (broken.has(index + 1) || row.length <= Math.max(columns.keyword, columns.url)) {
      collector.skip(broken.has(index + 1) ? SKIP_REASONS.quotes : SKIP_REASONS.malformed, line);
      return;
    }
    if (columns.type >= 0 && !ORGANIC.test(normaliseHeader(row[columns.type] ?? ''))) {
      collector.skip(SERP_SKIP_REASONS.notOrganic, line);
      return;
    }
    const position = columns.position >= 0 ? parsePosition(row[columns.position]) : undefined;
    if (columns.position >= 0 && position === undefined) {
      collector.skip(SERP_SKIP_REASONS.noPosition, line);
      return;
    }
    collector.add(row[columns.keyword] ?? '', row[columns.url] ?? '', position, line);
  });
  return format;
}
