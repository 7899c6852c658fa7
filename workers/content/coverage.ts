// Which clusters already have a page: an imported ranking URL of one of its keywords, or a crawled
// page that targets it (its title, H1 or URL path holds every word of one of its top keywords).
import type { KeywordCompetition } from '@/contract/types/clustering';
import type { PlanCluster } from './plan';
import type { CrawledPage } from '@/contract/types/website';
import { rankedKeywords } from './plan';
import { contentTokens } from './text';
import { decodePath } from '../website/urls';

/** Keywords of a cluster a page may target: its highest-volume ones. */
const TARGET_KEYWORDS = 3;

export type Coverage = { cluster_id: string; urls: string[]; by: 'ranking_url' | 'crawled_page' };

/** A page that cannot rank (noindex, an error status) is no page for the cluster. */
export const indexable = (page: CrawledPage) => !page.noindex && (page.status === null || page.status < 400);

function urlPathWords(url: string): string {
  return URL.canParse(url) ? decodePath(new URL(url).pathname).replace(/[-_/.]+/g, ' ') : '';
}

/** The words that say what a page is about: title, H1s and URL path. */
export function pageTopicTokens(page: CrawledPage): Set<string> {
  const h1 = page.headings.filter((heading) => heading.level === 1).map((heading) => heading.text);
  return new Set(contentTokens([page.title ?? '', ...h1, urlPathWords(page.url)].join(' ')));
}

export function clusterCoverage(
  clusters: readonly PlanCluster[],
  pages: readonly CrawledPage[],
): Map<string, Coverage> {
  const live = pages.filter(indexable);
  const tokenSets = live.map(pageTopicTokens);
  const byToken = new Map<string, number[]>();
  tokenSets.forEach((set, index) => {
    for (const token of set) {
      const holders = byToken.get(token);
      if (holders) holders.push(index);
      else byToken.set(token, [index]);
    }
  });
  const coverage = new Map<string, Coverage>();
  for (const cluster of clusters) {
    const ranking = [...new Set(cluster.keywords.flatMap((keyword) => (keyword.url ? [keyword.url] : [])))];
    if (ranking.length > 0) {
      coverage.set(cluster.id, { cluster_id: cluster.id, urls: ranking, by: 'ranking_url' });
      continue;
    }
    const urls = new Set<string>();
    for (const keyword of rankedKeywords(cluster).slice(0, TARGET_KEYWORDS)) {
      const tokens = contentTokens(keyword.text);
      if (tokens.length === 0) continue;
      for (const index of byToken.get(tokens[0]) ?? []) {
        if (tokens.every((token) => tokenSets[index].has(token))) urls.add(live[index].url);
      }
    }
    if (urls.size > 0) coverage.set(cluster.id, { cluster_id: cluster.id, urls: [...urls].sort(), by: 'crawled_page' });
  }
  return coverage;
}

const COMPETITION_RANK: Record<KeywordCompetition, number> = { HIGH: 3, MEDIUM: 2, LOW: 1, UNKNOWN: 0 };

/** The competition most of its keywords have (a tie goes to the higher level); UNKNOWN without figures. */
export function clusterCompetition(cluster: PlanCluster): KeywordCompetition {
  const counts = new Map<KeywordCompetition, number>();
  for (const keyword of cluster.keywords) {
    if (keyword.competition !== 'UNKNOWN') counts.set(keyword.competition, (counts.get(keyword.competition) ?? 0) + 1);
  }
  let best: KeywordCompetition = 'UNKNOWN';
  for (const [level, count] of counts) {
    const bestCount = counts.get(best) ?? 0;
    if (count > bestCount || (count === bestCount && COMPETITION_RANK[level] > COMPETITION_RANK[best])) best = level;
  }
  return best;
}
