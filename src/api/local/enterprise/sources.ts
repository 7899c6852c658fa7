/**
 * What reports and the dashboard read: the current clustering result (clusters without their
 * keywords, so a 100,000-keyword result crosses to the worker as a few thousand rows), the latest
 * competitor analysis, the newest imported Search Console property, and the content plan.
 */
import type { CompetitorAnalysis } from '../../../contract/types/competitor';
import type { ReportSection } from '../../../contract/types/enterprise';
import { db } from '@/db/database';
import type { ReportCluster, ReportSources } from '@workers/enterprise/report';
import { currentResultId } from '../clustering/store';
import { contentRoutes } from '../handlers/content';
import { analyseSearchConsole, SEARCH_CONSOLE_KIND } from '../handlers/datasourcesSearchConsole';
import { PAYLOADS, readPayloadOrSkip } from '../payloads';

export async function resultSource(): Promise<ReportSources['result']> {
  const id = await currentResultId();
  if (!id) return null;
  const [result, clusters] = await db.transaction('r', db.clustering_results, db.clusters, () =>
    Promise.all([db.clustering_results.get(id), db.clusters.where('result_id').equals(id).toArray()]),
  );
  if (!result) return null;
  return {
    name: result.name,
    total_keywords: result.total_keywords,
    total_clusters: result.total_clusters,
    total_unclustered: result.total_unclustered,
    total_search_volume: result.total_search_volume,
    total_clicks: result.total_clicks ?? null,
    seo_data_source: result.seo_data_source ?? null,
    created_at: result.created_at,
    clusters: clusters.map((cluster): ReportCluster => ({
      name: cluster.name,
      keyword_count: cluster.keyword_count,
      total_volume: cluster.total_volume,
      avg_difficulty: cluster.avg_difficulty,
      avg_opportunity: cluster.avg_opportunity,
      avg_cpc: cluster.avg_cpc,
      intent: cluster.intent,
      total_clicks: cluster.total_clicks ?? null,
    })),
  };
}

async function competitorSource(): Promise<ReportSources['competitor']> {
  const rows = await db.analyses.where('subject').startsWith('competitor:').toArray();
  const newest = rows.sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!newest) return null;
  const analysis: CompetitorAnalysis | undefined = readPayloadOrSkip(
    PAYLOADS.competitorAnalysis,
    newest,
    'The report leaves competitor gaps out.',
  );
  if (!analysis) return null;
  return {
    competitors: analysis.competitors.map((profile) => profile.domain),
    gap_counts: { ...analysis.gap_counts },
    gaps: analysis.keyword_gaps.map((gap) => ({
      keyword: gap.keyword,
      gap_type: gap.gap_type,
      search_volume: gap.search_volume,
      competitor_domain: gap.competitor_domain,
      competitor_position: gap.competitor_position,
      your_position: gap.your_position,
      opportunity_score: gap.opportunity_score,
    })),
    created_at: analysis.created_at,
  };
}

/** The newest imported property's last 30 days; null when nothing is imported (no estimates in a report). */
export async function searchConsoleSource(): Promise<ReportSources['searchConsole']> {
  const imports = await db.source_imports.where('kind').equals(SEARCH_CONSOLE_KIND).toArray();
  const newest = imports.sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!newest) return null;
  const analysis = await analyseSearchConsole(newest.subject, '30d', undefined);
  return {
    domain: analysis.domain,
    estimated: analysis.data_source === 'estimated',
    note: analysis.note,
    summary: analysis.summary,
    queries: analysis.data.queries.map((q) => ({
      query: q.query,
      clicks: q.clicks,
      impressions: q.impressions,
      ctr: q.ctr,
      position: q.position,
    })),
  };
}

async function contentPlanSource(): Promise<ReportSources['contentPlan']> {
  const id = await currentResultId();
  if (!id) return null;
  const calendar = await contentRoutes['POST /api/content-strategy/calendar'].handle({
    params: {},
    query: {},
    body: { result_id: id },
  });
  return {
    total_entries: calendar.total_entries,
    months_covered: calendar.months_covered,
    entries: calendar.calendar_entries.map((entry) => ({
      title: entry.title,
      priority: entry.priority,
      planned_date: entry.planned_date,
      content_type: entry.content_type,
      target_keywords: entry.target_keywords,
    })),
  };
}

/** Only what the chosen sections need is read. */
export async function reportSources(sections: readonly ReportSection[]): Promise<ReportSources> {
  const needs = (...keys: ReportSection[]) => keys.some((key) => sections.includes(key));
  const [result, competitor, searchConsole, contentPlan] = await Promise.all([
    needs('clustering_summary', 'top_clusters') ? resultSource() : null,
    needs('competitor_gaps') ? competitorSource() : null,
    needs('search_console') ? searchConsoleSource() : null,
    needs('content_plan') ? contentPlanSource() : null,
  ]);
  return { result, competitor, searchConsole, contentPlan };
}
