/**
 * Community clusters (spec 001 §3 Community cluster): the latest run's clusters and every cluster
 * the team voted on, with their votes (one per user per cluster, keyed by the cluster's normalised
 * name so votes survive re-runs).
 *
 *   community_score:  100 × the Wilson score lower bound (95 %) of the upvote share. Evan Miller,
 *                     "How Not To Sort By Average Rating" (2009): ranks 10 up / 1 down above
 *                     1 up / 0 down, which a plain ratio would not.
 *   roi_potential:    the cluster's mean opportunity score (0-100; from its volume, difficulty and CPC).
 *   difficulty_rating: mean keyword difficulty / 20, to the nearest half (out of 5).
 *   success_stories:  keywords ranking in the top 3 in imported positions (Search Console, rank trackers).
 */
import type { Cluster } from '@/contract/types/clustering';
import { clusterKey, round } from './text';
import type { CommunityCluster, CommunitySort } from './types';

/** z for a 95 % confidence interval. */
const Z = 1.96;

export interface Vote {
  cluster_key: string;
  user_id: string;
  vote: 1 | -1;
  updated_at: string;
}

/** A cluster that can be voted on: its name and keywords, its figures when it is in the latest run. */
export interface KnownCluster {
  name: string;
  texts: string[];
  /** The full cluster (latest run only): the source of its opportunity, difficulty and rankings. */
  detail: Cluster | null;
  run_date: string;
}

export interface CommunityInput {
  /** The latest run's clusters. */
  latest: KnownCluster[];
  /** Clusters of older runs by key (the newest run wins), for votes on clusters no longer in the latest run. */
  older: ReadonlyMap<string, KnownCluster>;
  votes: readonly Vote[];
  userId: string;
  limit: number;
  sortBy: CommunitySort;
}

export function wilsonLowerBound(up: number, down: number): number {
  const n = up + down;
  if (n === 0) return 0;
  const p = up / n;
  return (p + (Z * Z) / (2 * n) - Z * Math.sqrt((p * (1 - p) + (Z * Z) / (4 * n)) / n)) / (1 + (Z * Z) / n);
}

function figuresBasis(cluster: Cluster | null): { basis: CommunityCluster['basis']; note: string } {
  if (!cluster)
    return { basis: 'computed', note: 'Votes stored on this device; figures of older runs are not kept here' };
  const estimated = cluster.keywords.some((keyword) => keyword.estimated_fields.length > 0);
  const measured = cluster.keywords.some((keyword) => keyword.data_source === 'imported');
  if (estimated)
    return {
      basis: 'estimated',
      note: 'Votes stored on this device; opportunity and difficulty include estimated figures',
    };
  if (measured)
    return {
      basis: 'imported',
      note: 'Votes stored on this device; opportunity and difficulty from your imported figures',
    };
  return {
    basis: 'computed',
    note: 'Votes stored on this device; no search figures in this run (cluster without SEO data)',
  };
}

function describe(
  known: KnownCluster,
  key: string,
  votes: readonly Vote[],
  userId: string,
  inLatest: boolean,
): CommunityCluster {
  const cluster = known.detail;
  const upvotes = votes.filter((vote) => vote.vote === 1).length;
  const downvotes = votes.length - upvotes;
  const mine = votes.find((vote) => vote.user_id === userId)?.vote ?? 0;
  const positions = cluster?.keywords.filter((keyword) => keyword.position !== null) ?? [];
  const lastVote = votes.reduce((latest, vote) => (vote.updated_at > latest ? vote.updated_at : latest), '');
  const { basis, note } = figuresBasis(cluster);
  return {
    cluster_key: key,
    name: known.name,
    community_score: votes.length === 0 ? null : round(wilsonLowerBound(upvotes, downvotes) * 100, 1),
    roi_potential: !cluster || cluster.avg_opportunity === null ? null : Math.round(cluster.avg_opportunity),
    upvotes,
    downvotes,
    my_vote: mine,
    difficulty_rating: !cluster || cluster.avg_difficulty === null ? null : Math.round(cluster.avg_difficulty / 10) / 2,
    success_stories:
      positions.length === 0 ? null : positions.filter((keyword) => (keyword.position ?? Infinity) <= 3).length,
    keywords: [...known.texts],
    contributors: new Set(votes.map((vote) => vote.user_id)).size,
    last_updated: lastVote || known.run_date,
    in_latest_run: inLatest,
    basis,
    basis_note: note,
  };
}

const SORTS: Record<CommunitySort, (a: CommunityCluster, b: CommunityCluster) => number> = {
  community_score: (a, b) => (b.community_score ?? -1) - (a.community_score ?? -1),
  upvotes: (a, b) => b.upvotes - a.upvotes,
  roi_potential: (a, b) => (b.roi_potential ?? -1) - (a.roi_potential ?? -1),
  last_updated: (a, b) => b.last_updated.localeCompare(a.last_updated),
};

export function discoverCommunity(input: CommunityInput): CommunityCluster[] {
  const votesByKey = new Map<string, Vote[]>();
  for (const vote of input.votes) votesByKey.set(vote.cluster_key, [...(votesByKey.get(vote.cluster_key) ?? []), vote]);
  const items: CommunityCluster[] = [];
  const seen = new Set<string>();
  for (const known of input.latest) {
    const key = clusterKey(known.name);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(describe(known, key, votesByKey.get(key) ?? [], input.userId, true));
  }
  for (const [key, votes] of votesByKey) {
    const known = input.older.get(key);
    if (!seen.has(key) && known) items.push(describe(known, key, votes, input.userId, false));
  }
  const order = SORTS[input.sortBy];
  return items
    .sort((a, b) => order(a, b) || b.upvotes + b.downvotes - (a.upvotes + a.downvotes) || a.name.localeCompare(b.name))
    .slice(0, Math.max(0, input.limit));
}

/** The summary over the listed clusters. */
export function communitySummary(items: readonly CommunityCluster[], votes: readonly Vote[]) {
  const scored = items.filter((item) => item.community_score !== null);
  return {
    total_clusters: items.length,
    total_community_votes: votes.length,
    unique_contributors: new Set(votes.map((vote) => vote.user_id)).size,
    average_community_score:
      scored.length === 0
        ? 0
        : round(scored.reduce((sum, item) => sum + (item.community_score ?? 0), 0) / scored.length, 1),
  };
}
