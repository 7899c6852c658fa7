/**
 * Performance per cluster and topic from the current clustering result (or keyword text), and
 * which clusters gained or lost between the last two runs: a cluster now is matched with the
 * earlier cluster sharing most of its keywords. Insights follow written rules.
 */
import { SEARCH_INTENTS, type SearchIntent } from '@/contract/types/clustering';
import type { ClusterChange, GroupPerformance } from '@/contract/types/advancedAnalytics';
import { foldKeyword, type AnalyticsKeyword } from './keywords';

export interface GroupInput {
  id: string;
  name: string;
  keywords: readonly AnalyticsKeyword[];
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function sumOrNull(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? known.reduce((s, v) => s + v, 0) : null;
}

export function intentShare(
  keywords: readonly AnalyticsKeyword[],
): { intent: SearchIntent; volume: number; share: number }[] {
  const total = keywords.reduce((s, k) => s + k.volume, 0);
  return SEARCH_INTENTS.map((intent) => {
    const volume = keywords.filter((k) => k.intent === intent).reduce((s, k) => s + k.volume, 0);
    return { intent, volume, share: total > 0 ? round1((volume / total) * 100) : 0 };
  }).filter((entry) => entry.volume > 0);
}

export function groupPerformance(group: GroupInput): GroupPerformance {
  const k = group.keywords;
  const positioned = k.filter((x) => x.position !== null);
  return {
    id: group.id,
    name: group.name,
    keyword_count: k.length,
    volume: k.reduce((s, x) => s + x.volume, 0),
    volume_estimated: k.some((x) => x.volume_estimated),
    clicks: sumOrNull(k.map((x) => x.clicks)),
    impressions: sumOrNull(k.map((x) => x.impressions)),
    avg_position:
      positioned.length > 0
        ? round1(positioned.reduce((s, x) => s + (x.position as number), 0) / positioned.length)
        : null,
    intent_share: intentShare(k).map(({ intent, share }) => ({ intent, share })),
  };
}

export interface RunClusters {
  clusters: { name: string; keywords: string[]; volume: number }[];
}

export function clusterChanges(
  now: RunClusters,
  before: RunClusters,
): { gaining: ClusterChange[]; losing: ClusterChange[] } {
  const earlier = before.clusters.map((c) => ({ ...c, keys: new Set(c.keywords.map(foldKeyword)) }));
  const changes: ClusterChange[] = [];
  for (const cluster of now.clusters) {
    const keys = cluster.keywords.map(foldKeyword);
    let best: (typeof earlier)[number] | null = null;
    let bestShared = 0;
    for (const candidate of earlier) {
      const shared = keys.filter((key) => candidate.keys.has(key)).length;
      if (shared > bestShared) [best, bestShared] = [candidate, shared];
    }
    const volumeBefore = best?.volume ?? 0;
    const keywordsBefore = best?.keywords.length ?? 0;
    if (volumeBefore === cluster.volume && keywordsBefore === cluster.keywords.length) continue;
    changes.push({
      name: cluster.name,
      volume_before: volumeBefore,
      volume_now: cluster.volume,
      keywords_before: keywordsBefore,
      keywords_now: cluster.keywords.length,
      change_percentage: volumeBefore > 0 ? round1(((cluster.volume - volumeBefore) / volumeBefore) * 100) : null,
    });
  }
  const score = (c: ClusterChange) => c.volume_now - c.volume_before || c.keywords_now - c.keywords_before;
  return {
    gaining: changes
      .filter((c) => score(c) > 0)
      .sort((a, b) => score(b) - score(a))
      .slice(0, 10),
    losing: changes
      .filter((c) => score(c) < 0)
      .sort((a, b) => score(a) - score(b))
      .slice(0, 10),
  };
}

/** Rule-based insights and recommendations about a set of clusters. */
export function performanceInsights(clusters: readonly GroupPerformance[], keywords: readonly AnalyticsKeyword[]) {
  const insights: string[] = [];
  const recommendations: string[] = [];
  const total = clusters.reduce((s, c) => s + c.volume, 0);
  const sorted = [...clusters].sort((a, b) => b.volume - a.volume);
  if (total > 0 && sorted.length > 0) {
    const topShare = round1((sorted[0].volume / total) * 100);
    insights.push(`'${sorted[0].name}' holds ${topShare} % of the search volume.`);
    const topFive = round1((sorted.slice(0, 5).reduce((s, c) => s + c.volume, 0) / total) * 100);
    if (sorted.length > 5) insights.push(`The 5 largest clusters hold ${topFive} % of the volume.`);
  }
  const striking = keywords.filter((k) => k.position !== null && k.position > 10 && k.position <= 20);
  if (striking.length > 0) {
    insights.push(`${striking.length} keyword${striking.length === 1 ? '' : 's'} rank on page two (positions 11-20).`);
    recommendations.push('Improve the pages for page-two keywords first: they are closest to page-one clicks.');
  }
  const unranked = clusters.filter((c) => c.avg_position === null && c.volume > 0);
  if (unranked.length > 0 && keywords.some((k) => k.position !== null)) {
    recommendations.push(
      `${unranked.length} cluster${unranked.length === 1 ? ' has' : 's have'} no ranking keyword: plan a page for the largest.`,
    );
  }
  if (keywords.length > 0 && keywords.every((k) => k.volume_estimated)) {
    recommendations.push(
      'Every volume is estimated or missing: import a Keyword Planner or Semrush export for measured figures.',
    );
  }
  const informational = intentShare(keywords).find((e) => e.intent === 'informational');
  if (informational && informational.share >= 60) {
    recommendations.push('Most volume is informational: guides and FAQs fit better than product pages.');
  }
  return { insights, recommendations };
}
