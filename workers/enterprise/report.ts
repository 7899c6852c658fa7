/**
 * A scheduled report's content, built from the app's own analyses: the current clustering result,
 * the latest competitor analysis, Search Console (imported or estimated) and the content plan.
 * Each section says when it has nothing to show and what would fill it, instead of inventing it.
 */
import type { ReportCell, ReportDocument, ReportDocumentSection, ReportSection } from '@/contract/types/enterprise';

export type ReportCluster = {
  name: string;
  keyword_count: number;
  total_volume: number | null;
  avg_difficulty: number | null;
  avg_opportunity: number | null;
  avg_cpc: number | null;
  intent: string;
  total_clicks: number | null;
};

export type ReportSources = {
  result: {
    name: string;
    total_keywords: number;
    total_clusters: number;
    total_unclustered: number;
    total_search_volume: number | null;
    total_clicks: number | null;
    /** 'estimated' when Get SEO Data filled missing figures. */
    seo_data_source: string | null;
    created_at: string;
    clusters: ReportCluster[];
  } | null;
  competitor: {
    competitors: string[];
    gap_counts: Record<string, number>;
    gaps: {
      keyword: string;
      gap_type: string;
      search_volume: number | null;
      competitor_domain: string;
      competitor_position: number | null;
      your_position: number | null;
      opportunity_score: number;
    }[];
    created_at: string;
  } | null;
  searchConsole: {
    domain: string;
    estimated: boolean;
    note: string;
    summary: {
      total_clicks: number;
      total_impressions: number;
      average_ctr: number;
      average_position: number;
      total_queries: number;
    };
    queries: { query: string; clicks: number; impressions: number; ctr: number; position: number }[];
  } | null;
  contentPlan: {
    total_entries: number;
    months_covered: number;
    entries: {
      title: string;
      priority: string;
      planned_date: string;
      content_type: string;
      target_keywords: string[];
    }[];
  } | null;
};

export const SECTION_TITLES: Record<ReportSection, string> = {
  clustering_summary: 'Clustering summary',
  top_clusters: 'Top clusters',
  competitor_gaps: 'Competitor gaps',
  search_console: 'Search Console',
  content_plan: 'Content plan',
};

/** Rows per table: a report is read, not searched; the app holds the rest. */
export const REPORT_TABLE_ROWS = 15;

const number = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : Math.round(value).toLocaleString('en-US');
const day = (iso: string) => iso.slice(0, 10);

/** Clusters by opportunity, then volume, then name: the order the dashboard and reports share. */
export function topClusters(clusters: readonly ReportCluster[], limit: number): ReportCluster[] {
  return [...clusters]
    .sort(
      (a, b) =>
        (b.avg_opportunity ?? -1) - (a.avg_opportunity ?? -1) ||
        (b.total_volume ?? -1) - (a.total_volume ?? -1) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}

function empty(key: ReportSection, note: string): ReportDocumentSection {
  return { key, title: SECTION_TITLES[key], summary: [], columns: [], rows: [], note, estimated: false };
}

const NO_RESULT = 'No clustering result yet: run Keyword Clustering and the next report will include it.';

function clusteringSummary(sources: ReportSources): ReportDocumentSection {
  const result = sources.result;
  if (!result) return empty('clustering_summary', NO_RESULT);
  const estimated = result.seo_data_source === 'estimated';
  return {
    key: 'clustering_summary',
    title: SECTION_TITLES.clustering_summary,
    summary: [
      `Result: ${result.name} (${day(result.created_at)})`,
      `Keywords: ${number(result.total_keywords)}`,
      `Clusters: ${number(result.total_clusters)}`,
      `Unclustered keywords: ${number(result.total_unclustered)}`,
      `Total search volume: ${number(result.total_search_volume)}`,
      ...(result.total_clicks === null ? [] : [`Search Console clicks: ${number(result.total_clicks)}`]),
    ],
    columns: [],
    rows: [],
    note: estimated ? 'Some figures are estimates (Get SEO Data), not measurements.' : null,
    estimated,
  };
}

function topClustersSection(sources: ReportSources): ReportDocumentSection {
  const result = sources.result;
  if (!result || result.clusters.length === 0) return empty('top_clusters', NO_RESULT);
  const rows: ReportCell[][] = topClusters(result.clusters, REPORT_TABLE_ROWS).map((cluster) => [
    cluster.name,
    cluster.keyword_count,
    cluster.total_volume,
    cluster.avg_opportunity === null ? null : Math.round(cluster.avg_opportunity),
    cluster.avg_difficulty === null ? null : Math.round(cluster.avg_difficulty),
    cluster.intent,
  ]);
  return {
    key: 'top_clusters',
    title: SECTION_TITLES.top_clusters,
    summary: [`The ${rows.length} clusters of ${number(result.total_clusters)} with the highest opportunity.`],
    columns: ['Cluster', 'Keywords', 'Volume', 'Opportunity', 'Difficulty', 'Intent'],
    rows,
    note: result.seo_data_source === 'estimated' ? 'Volumes and scores include estimates.' : null,
    estimated: result.seo_data_source === 'estimated',
  };
}

function competitorSection(sources: ReportSources): ReportDocumentSection {
  const analysis = sources.competitor;
  if (!analysis)
    return empty('competitor_gaps', 'No competitor analysis yet: run one in Competitor Analysis to include its gaps.');
  const gaps = [...analysis.gaps].sort((a, b) => b.opportunity_score - a.opportunity_score).slice(0, REPORT_TABLE_ROWS);
  return {
    key: 'competitor_gaps',
    title: SECTION_TITLES.competitor_gaps,
    summary: [
      `Competitors: ${analysis.competitors.join(', ')} (analysed ${day(analysis.created_at)})`,
      ...Object.entries(analysis.gap_counts).map(([type, count]) => `${type}: ${number(count)}`),
    ],
    columns: ['Keyword', 'Gap', 'Volume', 'Competitor', 'Their position', 'Your position', 'Score'],
    rows: gaps.map((gap) => [
      gap.keyword,
      gap.gap_type,
      gap.search_volume,
      gap.competitor_domain,
      gap.competitor_position,
      gap.your_position,
      gap.opportunity_score,
    ]),
    note: 'Traffic and opportunity scores are estimates from the Backlinko 2023 CTR curve.',
    estimated: true,
  };
}

function searchConsoleSection(sources: ReportSources): ReportDocumentSection {
  const sc = sources.searchConsole;
  if (!sc)
    return empty('search_console', 'No Search Console data: import a Performance export in Advanced Data Sources.');
  const top = [...sc.queries].sort((a, b) => b.clicks - a.clicks).slice(0, REPORT_TABLE_ROWS);
  return {
    key: 'search_console',
    title: SECTION_TITLES.search_console,
    summary: [
      `Property: ${sc.domain}`,
      `Clicks: ${number(sc.summary.total_clicks)}`,
      `Impressions: ${number(sc.summary.total_impressions)}`,
      `Average CTR: ${sc.summary.average_ctr.toFixed(1)} %`,
      `Average position: ${sc.summary.average_position.toFixed(1)}`,
    ],
    columns: ['Query', 'Clicks', 'Impressions', 'CTR %', 'Position'],
    rows: top.map((q) => [q.query, q.clicks, q.impressions, Number(q.ctr.toFixed(1)), Number(q.position.toFixed(1))]),
    note: sc.estimated ? `Estimated, not measured: ${sc.note}` : sc.note,
    estimated: sc.estimated,
  };
}

function contentPlanSection(sources: ReportSources): ReportDocumentSection {
  const plan = sources.contentPlan;
  if (!plan) return empty('content_plan', NO_RESULT);
  return {
    key: 'content_plan',
    title: SECTION_TITLES.content_plan,
    summary: [`Pages planned: ${number(plan.total_entries)} over ${plan.months_covered} months`],
    columns: ['Date', 'Title', 'Priority', 'Type', 'Target keywords'],
    rows: plan.entries
      .slice(0, REPORT_TABLE_ROWS)
      .map((entry) => [
        entry.planned_date,
        entry.title,
        entry.priority,
        entry.content_type,
        entry.target_keywords.slice(0, 3).join(', '),
      ]),
    note: 'Word counts and dates follow the plan settings of the Content Strategy tab.',
    estimated: false,
  };
}

const BUILDERS: Record<ReportSection, (sources: ReportSources) => ReportDocumentSection> = {
  clustering_summary: clusteringSummary,
  top_clusters: topClustersSection,
  competitor_gaps: competitorSection,
  search_console: searchConsoleSection,
  content_plan: contentPlanSection,
};

export function buildReport(
  meta: { name: string; company: string; generated_at: string },
  sections: readonly ReportSection[],
  sources: ReportSources,
): ReportDocument {
  return {
    title: meta.name,
    subtitle: `${meta.company ? `${meta.company} · ` : ''}Generated ${meta.generated_at.slice(0, 16).replace('T', ' ')} UTC`,
    generated_at: meta.generated_at,
    sections: sections.map((key) => BUILDERS[key](sources)),
  };
}

/** One table of every section's rows for the CSV format: section, then the section's own columns. */
export function reportRows(doc: ReportDocument): ReportCell[][] {
  const rows: ReportCell[][] = [['Report', doc.title], ['Generated', doc.generated_at], []];
  for (const section of doc.sections) {
    rows.push([section.title]);
    for (const line of section.summary) rows.push([line]);
    if (section.note) rows.push([section.note]);
    if (section.columns.length > 0) rows.push(section.columns, ...section.rows);
    rows.push([]);
  }
  return rows;
}
