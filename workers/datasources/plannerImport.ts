/** Reads a Microsoft Advertising Keyword Planner export (CSV) into planner rows. */
import type { BingCompetition } from '@/contract/types/datasources';
import { parseCompetitionLabel, parseCount, parseMoney } from '../imports/numbers';
import type { PlannerRow } from './bing';
import { column, readTable } from './table';

export type PlannerOutcome = { ok: true; rows: PlannerRow[] } | { ok: false; message: string };

const LEVELS: Record<'LOW' | 'MEDIUM' | 'HIGH', BingCompetition> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' };
const KEYWORD = ['keyword', 'keywords'];
const SEARCHES = ['avg. monthly searches', 'average monthly searches', 'monthly searches', 'search volume'];
const COMPETITION = ['competition'];
const BID = ['suggested bid', 'top of page bid'];

export const PLANNER_HOW_TO =
  'In Microsoft Advertising open Tools → Keyword Planner, get search volume or new keyword ideas, then Download the results as CSV.';

/** Reads a Microsoft Advertising Keyword Planner export (CSV). */
export function readPlannerFile(buffer: ArrayBuffer, fileName: string): PlannerOutcome {
  const table = readTable(
    buffer,
    fileName,
    (headers) => column(headers, KEYWORD) >= 0 && column(headers, SEARCHES) >= 0,
  );
  if (!table)
    return {
      ok: false,
      message: `${fileName || 'This file'} is not a Keyword Planner export: no 'Keyword' and 'Avg. monthly searches' columns. ${PLANNER_HOW_TO}`,
    };
  const at = {
    keyword: column(table.headers, KEYWORD),
    searches: column(table.headers, SEARCHES),
    competition: column(table.headers, COMPETITION),
    bid: column(table.headers, BID),
  };
  const rows: PlannerRow[] = [];
  for (const row of table.rows) {
    const keyword = (row[at.keyword] ?? '').trim();
    const searches = parseCount(row[at.searches]);
    if (!keyword || searches === undefined) continue;
    const level = at.competition >= 0 ? parseCompetitionLabel(row[at.competition]) : undefined;
    rows.push({
      keyword,
      avg_monthly_searches: searches,
      competition: level ? LEVELS[level] : 'Low',
      suggested_bid: (at.bid >= 0 ? parseMoney(row[at.bid]) : undefined) ?? 0,
    });
  }
  if (rows.length === 0)
    return {
      ok: false,
      message: `${fileName || 'This file'} has the Keyword Planner columns but no keyword rows with searches.`,
    };
  return { ok: true, rows };
}
