/**
 * What the user has actually done, counted from the stored data: the source of onboarding,
 * practical lessons and achievements. Each measure has a count and the time of its first record.
 * Routes that left no record (exports, industry imports) are read from the request log.
 */
import { db } from '@/db/database';
import type { RequestLogRecord } from '@/db/records';
import { MANUAL_JOB_KIND } from './manualJob';

export type Measure = {
  count: number;
  /** When the count first reached `target` (ISO), or null while it has not. */
  reachedAt: (target: number) => string | null;
};

export const USAGE_KEYS = [
  'keyword_files',
  'industry_imports',
  'clustering_runs',
  'clustered_keywords',
  'edited_clusters',
  'exports',
  'competitor_analyses',
  'website_crawls',
  'search_console_imports',
  'charts',
  'content_plans',
  'ai_analyses',
  'manuals',
] as const;

export type UsageKey = (typeof USAGE_KEYS)[number];
export type Usage = Record<UsageKey, Measure>;

/** A measure over dated amounts: the running total, in time order, says when each target was reached. */
function weighted(entries: { at: string | undefined; amount: number }[]): Measure {
  const dated = entries.filter((entry): entry is { at: string; amount: number } => Boolean(entry.at));
  dated.sort((a, b) => a.at.localeCompare(b.at));
  const count = entries.reduce((sum, entry) => sum + entry.amount, 0);
  return {
    count,
    reachedAt: (target) => {
      let total = 0;
      for (const entry of dated) {
        total += entry.amount;
        if (total >= target) return entry.at;
      }
      return null;
    },
  };
}

const measure = (
  rows: { created_at?: string; updated_at?: string }[],
  field: 'created_at' | 'updated_at' = 'created_at',
) => weighted(rows.map((row) => ({ at: row[field], amount: 1 })));

const SEARCH_CONSOLE_KIND = 'search-console';

async function logged(route: string): Promise<Measure> {
  const rows: RequestLogRecord[] = await db.request_log.where('route').equals(route).toArray();
  return measure(rows.filter((row) => row.status >= 200 && row.status < 300));
}

export async function readUsage(): Promise<Usage> {
  const [files, results, edited, competitor, website, searchConsole, derived, manuals, exports, industry] =
    await Promise.all([
      db.keyword_imports.toArray(),
      db.clustering_results.toArray(),
      db.clusters.filter((cluster) => cluster.edited === true).toArray(),
      db.analyses.where('subject').startsWith('competitor:').toArray(),
      db.analyses.where('subject').startsWith('website:').toArray(),
      db.source_imports.where('kind').equals(SEARCH_CONSOLE_KIND).toArray(),
      db.derived_results.toArray(),
      db.jobs.where('[kind+created_at]').between([MANUAL_JOB_KIND, ''], [MANUAL_JOB_KIND, '\uffff']).toArray(),
      logged('GET /api/export/{resultId}'),
      logged('POST /api/clusters/{id}/import'),
    ]);
  const derivedOf = (prefix: string) => measure(derived.filter((row) => row.kind.startsWith(prefix)));
  return {
    keyword_files: measure(files),
    industry_imports: industry,
    clustering_runs: measure(results),
    clustered_keywords: weighted(
      results.map((result) => ({ at: result.created_at, amount: result.total_keywords ?? 0 })),
    ),
    edited_clusters: measure(edited, 'updated_at'),
    exports,
    competitor_analyses: measure(competitor),
    website_crawls: measure(website),
    search_console_imports: measure(searchConsole),
    charts: derivedOf('visualization:'),
    content_plans: derivedOf('content:'),
    ai_analyses: derivedOf('ai-'),
    manuals: measure(manuals.filter((job) => job.status === 'completed')),
  };
}
