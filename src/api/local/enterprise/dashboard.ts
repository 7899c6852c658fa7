/**
 * The executive dashboard, from what this device knows: the current result, projects, members,
 * generated reports, Search Console figures, sync state and storage. Nothing here is a made-up
 * figure: uptime is not measured by an app that runs on the user's device, so it is not shown.
 */
import type { DashboardCluster, ExecutiveDashboard, ReportDocument } from '../../../contract/types/enterprise';
import { BACKLINKO_2023_CTR } from '@workers/figures/ctr';
import { db } from '@/db/database';
import { syncEngine } from '../../sync/engine';
import { workerServices } from '../workers';
import { billingPeriod, currentPlan } from './subscription';
import { resultSource } from './sources';
import { teamView } from './team';

/** Spec 001 §9: 3 items per dashboard panel; top clusters show 5 as the spec's mock did. */
const TOP_CLUSTERS = 5;
const ACHIEVEMENTS = 3;

/**
 * Position 10's CTR (Backlinko 2023, 2.4 %): the estimate values clicks as if each cluster ranked
 * at the foot of page one.
 */
const PAGE_ONE_FLOOR_CTR = BACKLINKO_2023_CTR[9];

async function storage(): Promise<{ used: number | null; quota: number | null }> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return { used: null, quota: null };
  try {
    const estimate = await navigator.storage.estimate();
    return { used: estimate.usage ?? null, quota: estimate.quota ?? null };
  } catch {
    return { used: null, quota: null };
  }
}

const thousands = (n: number) => n.toLocaleString('en-US');

async function achievements(): Promise<{ text: string; at: string }[]> {
  const [results, runs, analyses, imports] = await Promise.all([
    db.clustering_results.orderBy('created_at').reverse().limit(ACHIEVEMENTS).toArray(),
    db.report_runs.orderBy('generated_at').reverse().limit(ACHIEVEMENTS).toArray(),
    db.analyses.orderBy('created_at').reverse().limit(ACHIEVEMENTS).toArray(),
    db.source_imports.orderBy('created_at').reverse().limit(ACHIEVEMENTS).toArray(),
  ]);
  const events = [
    ...results.map((r) => ({
      text: `Clustered ${thousands(r.total_keywords)} keywords into ${thousands(r.total_clusters)} clusters (${r.name})`,
      at: r.created_at,
    })),
    ...runs.map((r) => ({ text: `Generated the report "${r.report_name}"`, at: r.generated_at })),
    ...analyses.map((a) => ({
      text: a.subject.startsWith('competitor:')
        ? `Analysed competitors ${a.subject.slice('competitor:'.length).split(',').join(', ')}`
        : `Crawled ${a.subject}`,
      at: a.created_at,
    })),
    ...imports.map((i) => ({ text: `Imported ${i.file_name} (${i.kind})`, at: i.created_at })),
  ];
  return events.sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACHIEVEMENTS);
}

export async function executiveDashboard(workspaceId: string, now: Date): Promise<ExecutiveDashboard> {
  const period = billingPeriod(now);
  const [result, projects, team, reportsThisMonth, plan, recent, sync, disk] = await Promise.all([
    resultSource(),
    db.projects.count(),
    teamView(workspaceId),
    db.report_runs.where('generated_at').between(period.start, period.end).count(),
    currentPlan(),
    achievements(),
    syncEngine.status(),
    storage(),
  ]);
  const clusters = result?.clusters ?? [];
  const top: DashboardCluster[] = (
    await workerServices().enterprise.topClusters(undefined, clusters, TOP_CLUSTERS)
  ).map((cluster) => ({
    name: cluster.name,
    keywords: cluster.keyword_count,
    performance: Math.round(cluster.avg_opportunity ?? 0),
    search_volume: cluster.total_volume ?? 0,
  }));
  const measured = clusters.filter((c) => c.total_clicks !== null && c.avg_cpc !== null);
  const valued = clusters.filter((c) => c.total_volume !== null && c.avg_cpc !== null);
  const traffic =
    measured.length > 0
      ? {
          traffic_value: Math.round(measured.reduce((sum, c) => sum + (c.total_clicks ?? 0) * (c.avg_cpc ?? 0), 0)),
          traffic_value_source: 'search_console' as const,
          traffic_value_note:
            'Search Console clicks of your keywords × their CPC: what the same clicks would cost as ads.',
        }
      : valued.length > 0
        ? {
            traffic_value: Math.round(
              valued.reduce((sum, c) => sum + (c.total_volume ?? 0) * PAGE_ONE_FLOOR_CTR * (c.avg_cpc ?? 0), 0),
            ),
            traffic_value_source: 'estimated' as const,
            traffic_value_note:
              'Estimated: monthly volume × 2.4 % (the CTR of position 10, Backlinko 2023) × CPC, as if each cluster ranked on page one. Import Search Console data to value real clicks.',
          }
        : {
            traffic_value: null,
            traffic_value_source: 'none' as const,
            traffic_value_note: 'No clustering result with volumes and CPC yet: run Keyword Clustering.',
          };
  return {
    workspace_id: workspaceId,
    generated_at: now.toISOString(),
    result_name: result?.name ?? null,
    workspace_overview: {
      total_keywords: result?.total_keywords ?? 0,
      active_projects: projects,
      team_members: team.summary.total_members,
      reports_this_month: reportsThisMonth,
    },
    performance_summary: { top_performing_clusters: top, recent_achievements: recent },
    financial_summary: {
      current_plan: plan.plan.name,
      monthly_spend: plan.cycle === 'annual' ? Math.round((plan.price / 12) * 100) / 100 : plan.price,
      ...traffic,
      next_billing_date: period.end.slice(0, 10),
    },
    system_health: {
      last_sync: sync.last_synced_at,
      sync_state: sync.state,
      storage_used: disk.used,
      storage_quota: disk.quota,
      note: 'The app runs on this device: there is no server uptime to report. Sync and storage are what it can know.',
    },
  };
}

const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** The dashboard as a report document, for the branded PDF. */
export function dashboardDocument(dashboard: ExecutiveDashboard, company: string): ReportDocument {
  const o = dashboard.workspace_overview;
  const f = dashboard.financial_summary;
  const h = dashboard.system_health;
  return {
    title: 'Executive dashboard',
    subtitle: `${company ? `${company} · ` : ''}Generated ${dashboard.generated_at.slice(0, 16).replace('T', ' ')} UTC`,
    generated_at: dashboard.generated_at,
    sections: [
      {
        key: 'overview',
        title: 'Workspace overview',
        summary: [
          `Keywords: ${thousands(o.total_keywords)}`,
          `Projects: ${thousands(o.active_projects)}`,
          `Team members: ${thousands(o.team_members)}`,
          `Reports this month: ${thousands(o.reports_this_month)}`,
        ],
        columns: [],
        rows: [],
        note: null,
        estimated: false,
      },
      {
        key: 'top_clusters',
        title: 'Top clusters by opportunity',
        summary: dashboard.result_name ? [`From ${dashboard.result_name}`] : [],
        columns: ['Cluster', 'Keywords', 'Volume', 'Opportunity'],
        rows: dashboard.performance_summary.top_performing_clusters.map((c) => [
          c.name,
          c.keywords,
          c.search_volume,
          c.performance,
        ]),
        note: dashboard.result_name ? null : 'No clustering result yet.',
        estimated: false,
      },
      {
        key: 'financial',
        title: 'Financial summary',
        summary: [
          `Plan: ${f.current_plan}, list price ${money(f.monthly_spend)} per month (not billed on this device)`,
          `Value of clicks: ${f.traffic_value === null ? 'not known' : `${money(f.traffic_value)} per month`}`,
        ],
        columns: [],
        rows: [],
        note: f.traffic_value_note,
        estimated: f.traffic_value_source === 'estimated',
      },
      {
        key: 'achievements',
        title: 'Recent achievements',
        summary: dashboard.performance_summary.recent_achievements.map((a) => `${a.at.slice(0, 10)}: ${a.text}`),
        columns: [],
        rows: [],
        note: dashboard.performance_summary.recent_achievements.length === 0 ? 'Nothing yet.' : null,
        estimated: false,
      },
      {
        key: 'health',
        title: 'System health',
        summary: [
          `Last sync: ${h.last_sync ? h.last_sync.slice(0, 16).replace('T', ' ') : 'never (not connected)'}`,
          `Storage used: ${h.storage_used === null ? 'not reported by this browser' : `${(h.storage_used / 1048576).toFixed(1)} MB`}`,
        ],
        columns: [],
        rows: [],
        note: h.note,
        estimated: false,
      },
    ],
  };
}
