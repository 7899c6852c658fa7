/**
 * A competitor analysis: each competitor's rankings (an attached export) or, without one, the
 * keywords of its crawled pages; your side from your export, the current clustering result and
 * the keywords you typed; the gaps typed in the competitor worker; the gap keywords clustered by
 * the engine into content opportunities.
 */
import { ApiError } from '../../../contract/errors';
import type { ProgressReport } from '../../../contract/adapter';
import type { CompetitorAnalysis, CompetitorProfile, GapType, KeywordGap } from '../../../contract/types/competitor';
import { db } from '@/db/database';
import { newId, nowIso } from '@/db/records';
import { CTR_CURVE, estimatedTraffic } from '@workers/competitor/ctr';
import {
  foldKeyword,
  untappedGaps,
  type OwnRankings,
  type RankingSet,
  type UntappedCandidate,
} from '@workers/competitor/gaps';
import type { GapCluster } from '@workers/competitor/opportunities';
import { currentResultId, loadResult } from '../clustering/store';
import { RunCancelledError, workerServices } from '../workers';
import { awaitCrawl, crawlJobs } from '../website/crawlJob';
import { corsProxy } from '../website/proxy';
import { pruneAnalyses } from '../website/analysis';
import { loadRankings } from './rankings';
import { PAYLOADS, storedPayload } from '../payloads';

/** Gap keywords sent to the engine for opportunities: the best ones by score (the engine is quadratic). */
export const MAX_OPPORTUNITY_KEYWORDS = 400;
/** Keywords of a crawled competitor turned into gaps. */
const MAX_CRAWLED_KEYWORDS = 60;
const CRAWL_PAGES = 5;

export interface AnalysisPlan {
  competitors: Array<{ domain: string; url: string; rankings_import_id: string | null }>;
  own_rankings_import_id: string | null;
  user_keywords: string[];
  use_clustering_result: boolean;
  location: string;
  analyze_gaps: boolean;
  generate_opportunities: boolean;
}

interface Context {
  signal?: AbortSignal;
  onProgress?: (progress: ProgressReport) => void;
}

const check = (signal?: AbortSignal) => {
  if (signal?.aborted) throw new RunCancelledError();
};

async function ownSide(plan: AnalysisPlan) {
  const positions = new Map<string, number>();
  const keywords = new Set<string>();
  let source: CompetitorAnalysis['own_source'] = 'none';
  let truncatedBelow: number | null = null;
  const notes: string[] = [];
  const untapped: UntappedCandidate[] = [];
  if (plan.own_rankings_import_id) {
    const own = await loadRankings(plan.own_rankings_import_id, 'own');
    source = own.format_label.toLowerCase().includes('search console') ? 'search_console' : 'rankings';
    for (const k of own.keywords) {
      const key = foldKeyword(k.keyword);
      keywords.add(key);
      if (k.position !== null) positions.set(key, k.position);
    }
    if (own.truncated) {
      truncatedBelow = own.min_volume ?? Number.POSITIVE_INFINITY;
      notes.push(
        `Your export ${own.file_name} has ${own.rows.toLocaleString('en-US')} rows, an export limit: keywords below its smallest volume (${own.min_volume ?? 'unknown'}) are reported as unknown, not missing.`,
      );
    }
  }
  if (plan.use_clustering_result) {
    const id = await currentResultId();
    if (id) {
      const result = await loadResult(id);
      for (const keyword of [...result.clusters.flatMap((c) => c.keywords), ...result.unclustered_keywords]) {
        const key = foldKeyword(keyword.text);
        keywords.add(key);
        if (keyword.position !== null && !positions.has(key)) positions.set(key, keyword.position);
        else if (keyword.position === null) {
          untapped.push({
            keyword: keyword.text,
            search_volume: keyword.search_volume,
            difficulty: keyword.difficulty,
            intent: keyword.intent,
            volume_origin: keyword.estimated_fields.includes('search_volume') ? 'estimated' : 'imported',
          });
        }
      }
      if (source === 'none') source = 'clustering_result';
    } else notes.push('There is no clustering result yet, so only your other keywords were used.');
  }
  for (const keyword of plan.user_keywords) keywords.add(foldKeyword(keyword));
  if (source === 'none' && plan.user_keywords.length > 0) source = 'keywords';
  const own: OwnRankings = { positions, truncated_below_volume: truncatedBelow };
  return { own, keywords, source, notes, untapped };
}

async function crawledCompetitor(domain: string, url: string, yours: Set<string>, plan: AnalysisPlan, ctx: Context) {
  const job = await crawlJobs.start({
    url,
    max_pages: CRAWL_PAGES,
    extract_paa: false,
    extract_related: false,
    proxy: await corsProxy(),
  });
  const site = await awaitCrawl(job, ctx.signal, undefined);
  const top = site.keywords.slice(0, MAX_CRAWLED_KEYWORDS);
  const estimates = await workerServices().estimates.estimateMany(
    undefined,
    top.map((k) => k.keyword),
    plan.location,
  );
  const keywords = top.map((k, index) => ({
    keyword: k.keyword,
    url: site.url,
    search_volume: estimates[index]?.search_volume ?? 0,
    difficulty: estimates[index]?.difficulty ?? null,
  }));
  const gaps = await workerServices().competitor.crawledGaps(undefined, domain, keywords, yours);
  const profile: CompetitorProfile = {
    domain,
    source: 'crawl',
    file_name: null,
    total_keywords: site.total_keywords,
    estimated_traffic: null,
  };
  return { gaps, profile };
}

async function opportunities(gaps: KeywordGap[], plan: AnalysisPlan, ctx: Context) {
  const chosen = gaps.filter((gap) => gap.gap_type !== 'unknown').slice(0, MAX_OPPORTUNITY_KEYWORDS);
  if (chosen.length === 0) return [];
  const engine = await workerServices().clustering.cluster(
    ctx.signal,
    chosen.map((gap) => ({
      text: gap.keyword,
      search_volume: gap.search_volume ?? undefined,
      difficulty: gap.difficulty ?? undefined,
      intent: gap.intent ?? undefined,
    })),
    { min_cluster_size: 1, max_cluster_size: 20, location: plan.location },
  );
  const clusters: GapCluster[] = engine.clusters.map((c) => ({
    name: c.name,
    intent: c.intent,
    keywords: c.keywords.map((k) => k.text),
  }));
  try {
    const relations = await workerServices().clustering.relate(undefined, {
      clusters: clusters.map((c, i) => ({ id: String(i), keywords: c.keywords })),
      location: plan.location,
    });
    relations.clusters.forEach((relation, i) => {
      if (clusters[i]) clusters[i].subgroups = relation.subgroups;
    });
  } catch {
    // Sub-groups are optional: without them the headings are the cluster's other keywords by volume.
  }
  return workerServices().competitor.buildOpportunities(
    undefined,
    clusters,
    chosen,
    plan.competitors.map((competitor) => competitor.domain),
  );
}

export async function analyseCompetitors(plan: AnalysisPlan, ctx: Context): Promise<CompetitorAnalysis> {
  const started = performance.now();
  const report = (fraction: number, message: string) => ctx.onProgress?.({ stage: 'analysing', fraction, message });
  report(0.05, 'Reading your keywords');
  const { own, keywords: yours, source, notes, untapped } = await ownSide(plan);
  const ranked: RankingSet[] = [];
  const profiles: CompetitorProfile[] = [];
  const crawled: KeywordGap[] = [];
  for (const [index, competitor] of plan.competitors.entries()) {
    check(ctx.signal);
    report(0.1 + (0.4 * index) / plan.competitors.length, `Reading ${competitor.domain}`);
    if (competitor.rankings_import_id) {
      const rankings = await loadRankings(competitor.rankings_import_id, 'competitor');
      ranked.push({ domain: competitor.domain, keywords: rankings.keywords });
      profiles.push({
        domain: competitor.domain,
        source: 'rankings',
        file_name: rankings.file_name,
        total_keywords: rankings.keyword_count,
        estimated_traffic: rankings.keywords.reduce((sum, k) => sum + estimatedTraffic(k.search_volume, k.position), 0),
      });
      continue;
    }
    try {
      const result = await crawledCompetitor(competitor.domain, competitor.url, yours, plan, ctx);
      crawled.push(...result.gaps);
      profiles.push(result.profile);
    } catch (error) {
      if (error instanceof RunCancelledError) throw error;
      const detail = error instanceof ApiError ? error.detail : 'its pages could not be read';
      notes.push(`${competitor.domain}: ${detail} Attach its Organic Positions export instead.`);
    }
  }
  if (profiles.length === 0) {
    throw new ApiError(422, notes.join(' ') || 'No competitor could be analysed: attach their ranking exports.');
  }
  check(ctx.signal);
  report(0.55, 'Finding keyword gaps');
  let gaps: KeywordGap[] = [];
  if (plan.analyze_gaps) {
    const fromRankings = ranked.length > 0 ? await workerServices().competitor.findGaps(undefined, ranked, own) : [];
    const seen = new Set(fromRankings.map((g) => foldKeyword(g.keyword)));
    gaps = [...fromRankings, ...crawled.filter((g) => !seen.has(foldKeyword(g.keyword)))];
    // Listed by a competitor, ranked by you, or already a gap: not untapped.
    const covered = new Set([
      ...ranked.flatMap((set) => set.keywords.map((k) => foldKeyword(k.keyword))),
      ...own.positions.keys(),
      ...gaps.map((g) => foldKeyword(g.keyword)),
    ]);
    gaps.push(...untappedGaps(untapped, covered));
    gaps.sort((a, b) => b.opportunity_score - a.opportunity_score || (b.search_volume ?? -1) - (a.search_volume ?? -1));
  }
  if (!plan.analyze_gaps)
    notes.push('Keyword gap analysis was switched off, so no gaps or opportunities were looked for.');
  check(ctx.signal);
  report(0.7, 'Grouping gaps into content opportunities');
  const content = plan.generate_opportunities ? await opportunities(gaps, plan, ctx) : [];
  const counts: Record<GapType, number> = { missing: 0, underperforming: 0, opportunity: 0, unknown: 0 };
  for (const gap of gaps) counts[gap.gap_type] += 1;
  const first = profiles[0];
  const analysis: CompetitorAnalysis = {
    id: newId(),
    competitor_domain: first.domain,
    competitor_profile: { total_keywords: first.total_keywords, estimated_traffic: first.estimated_traffic },
    competitors: profiles,
    own_source: source,
    keyword_gaps: gaps,
    content_opportunities: content,
    gap_counts: counts,
    ctr_curve: CTR_CURVE,
    notes,
    processing_time: Math.round(performance.now() - started) / 1000,
    created_at: nowIso(),
  };
  report(0.95, 'Saving');
  await db.transaction('rw', db.analyses, async () => {
    await db.analyses.put({
      id: analysis.id,
      subject: `competitor:${profiles.map((p) => p.domain).join(',')}`,
      ...storedPayload(PAYLOADS.competitorAnalysis, analysis),
      created_at: analysis.created_at,
    });
    await pruneAnalyses('competitor:');
  });
  return analysis;
}
