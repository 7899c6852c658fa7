/**
 * Enhanced Cluster Discovery routes (spec 001 §2.7, §7): the stored clustering runs (the last 20
 * are kept), their imported monthly volumes and the bundled industry library go to the discovery
 * worker; the team's votes are kept in `cluster_votes`, one per user per cluster.
 */
import {
  clusterKey,
  communitySummary,
  discoverCommunity,
  DISCOVERY_DEFAULTS,
  MAX_HISTORICAL_MONTHS,
  MAX_LIMIT,
  PERIOD_MS,
  toRunCluster,
  type CommunitySort,
  type DiscoveryData,
  type DiscoveryPeriod,
  type DiscoveryRun,
  type KnownCluster,
} from '@workers/discovery';
import type { IndustryLibrary } from '@workers/industries';
import type { Cluster } from '../../types/clustering';
import type { JsonObject } from '../../json';
import { ApiError } from '../../errors';
import { db } from '@/db/database';
import { nowIso, newId } from '@/db/records';
import type { ClusterVoteRecord } from '@/db/sourceRecords';
import { byRank, toCluster } from '../clustering/store';
import type { RouteModule } from '../types';
import { bodyObject, charLength } from '../validate';
import { RunCancelledError, workerServices } from '../workers';
import { loadLibrary } from './industries';

export const DISCOVERY_CANCELLED = 'Discovery analysis cancelled';

/**
 * Loads the runs and the library, then runs `work` in the discovery worker. A cancel (before or
 * during the worker call, which is then ended) becomes a 499 that changes nothing.
 */
async function inWorker<T>(signal: AbortSignal | undefined, work: (data: DiscoveryData) => Promise<T>): Promise<T> {
  const data = await loadData();
  try {
    if (signal?.aborted) throw new RunCancelledError();
    return await work(data);
  } catch (error) {
    throw error instanceof RunCancelledError ? new ApiError(499, DISCOVERY_CANCELLED) : error;
  }
}

/** Settings key of this device's user id: votes from this device are stored under it. */
export const DISCOVERY_USER_SETTING = 'discovery_user_id';

const MAX_NAMES = 200;
const MAX_NAME_CHARS = 200;
const SORTS: readonly CommunitySort[] = ['community_score', 'upvotes', 'roi_potential', 'last_updated'];
const PERIODS = Object.keys(PERIOD_MS) as DiscoveryPeriod[];

function limitOf(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new ApiError(400, `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  return Math.min(value, MAX_LIMIT);
}

function fractionOf(value: unknown, label: string, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1)
    throw new ApiError(400, `${label} must be a number from 0 to 1`);
  return value;
}

function namesOf(value: unknown, label: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_NAMES || !value.every((item) => typeof item === 'string'))
    throw new ApiError(400, `${label} must be a list of up to ${MAX_NAMES} names`);
  const names = value.map((item) => item.trim()).filter((item) => item !== '');
  if (names.some((name) => charLength(name) > MAX_NAME_CHARS))
    throw new ApiError(400, `Each of ${label} must be ${MAX_NAME_CHARS} characters or fewer`);
  return names;
}

function periodOf(value: unknown): DiscoveryPeriod {
  if (value === undefined || value === null) return DISCOVERY_DEFAULTS.timePeriod;
  if (typeof value !== 'string' || !PERIODS.includes(value as DiscoveryPeriod))
    throw new ApiError(400, `time_period must be one of ${PERIODS.join(', ')}`);
  return value as DiscoveryPeriod;
}

function monthsOf(value: unknown): number {
  if (value === undefined || value === null) return DISCOVERY_DEFAULTS.historicalMonths;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_HISTORICAL_MONTHS)
    throw new ApiError(400, `historical_months must be a whole number from 1 to ${MAX_HISTORICAL_MONTHS}`);
  return value;
}

function sortOf(value: unknown): CommunitySort {
  if (value === undefined || value === null) return DISCOVERY_DEFAULTS.communitySort;
  if (typeof value !== 'string' || !SORTS.includes(value as CommunitySort))
    throw new ApiError(400, `sort_by must be one of ${SORTS.join(', ')}`);
  return value as CommunitySort;
}

/**
 * Compact runs by `id|updated_at`: a stored run changes only through an edit (which changes its
 * updated_at), so each is read and reduced once per session, not on every analysis.
 */
const compactRuns = new Map<string, DiscoveryRun>();
const versionKey = (result: { id: string; updated_at: string }) => `${result.id}|${result.updated_at}`;

/** Every stored run in compact form, oldest first, and the latest run's clusters in full. */
async function loadRuns(): Promise<{ runs: DiscoveryRun[]; latest: Cluster[] }> {
  return db.transaction('r', db.clustering_results, db.clusters, async () => {
    const results = await db.clustering_results.orderBy('created_at').toArray();
    const newest = results.at(-1);
    const unread = results.filter((result) => !compactRuns.has(versionKey(result)) || result === newest);
    const rows = await db.clusters
      .where('result_id')
      .anyOf(unread.map((result) => result.id))
      .toArray();
    let latest: Cluster[] = [];
    for (const result of unread) {
      const clusters = rows
        .filter((row) => row.result_id === result.id)
        .sort(byRank)
        .map(toCluster);
      if (result === newest) latest = clusters;
      compactRuns.set(versionKey(result), {
        id: result.id,
        name: result.name,
        created_at: result.created_at,
        clusters: clusters.map(toRunCluster),
      });
    }
    const live = new Set(results.map(versionKey));
    for (const key of compactRuns.keys()) if (!live.has(key)) compactRuns.delete(key);
    return { runs: results.flatMap((result) => compactRuns.get(versionKey(result)) ?? []), latest };
  });
}

/** Without the library (offline before it was cached) the analyses of the user's own runs still answer. */
const NO_LIBRARY: IndustryLibrary = { version: 0, source: '', trend_basis: '', industries: [] };

async function loadData(): Promise<DiscoveryData> {
  const [{ runs, latest }, library] = await Promise.all([loadRuns(), loadLibrary().catch(() => NO_LIBRARY)]);
  return { runs, latest, library, now: nowIso() };
}

/** This device's user id, created on first use. */
async function deviceUserId(): Promise<string> {
  const stored = await db.settings.get(DISCOVERY_USER_SETTING);
  if (typeof stored?.value === 'string') return stored.value;
  const now = nowIso();
  const id = `device-${newId()}`;
  await db.settings.put({ key: DISCOVERY_USER_SETTING, value: id, created_at: now, updated_at: now });
  return id;
}

function voteOf(input: JsonObject): 1 | -1 | 0 {
  const { vote } = input;
  if (vote !== 1 && vote !== -1 && vote !== 0)
    throw new ApiError(400, 'vote must be 1 (upvote), -1 (downvote) or 0 (withdraw)');
  return vote;
}

function clusterNameOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ApiError(400, 'cluster_name is required: the name of the cluster to vote on');
  if (charLength(value) > MAX_NAME_CHARS)
    throw new ApiError(400, `cluster_name must be ${MAX_NAME_CHARS} characters or fewer`);
  return value;
}

function userIdOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim() === '' || charLength(value) > MAX_NAME_CHARS)
    throw new ApiError(400, `user_id must be text of 1 to ${MAX_NAME_CHARS} characters`);
  return value.trim();
}

/** The latest run's clusters, and for each older cluster name the newest run that had it. */
function knownClusters(
  runs: readonly DiscoveryRun[],
  latest: readonly Cluster[],
): { latest: KnownCluster[]; older: Map<string, KnownCluster> } {
  const latestRun = runs.at(-1);
  const older = new Map<string, KnownCluster>();
  for (const run of runs.slice(0, -1))
    for (const cluster of run.clusters)
      older.set(clusterKey(cluster.name), {
        name: cluster.name,
        texts: cluster.texts,
        detail: null,
        run_date: run.created_at,
      });
  const runDate = latestRun?.created_at ?? '';
  return {
    latest: latest.map((cluster) => ({
      name: cluster.name,
      texts: cluster.keywords.map((keyword) => keyword.text),
      detail: cluster,
      run_date: runDate,
    })),
    older,
  };
}

export const discoveryRoutes = {
  'POST /api/discovery/trending-clusters': {
    changes: [],
    handle: async ({ body, signal }) => {
      const input = bodyObject(body);
      const work = {
        limit: limitOf(input.limit, DISCOVERY_DEFAULTS.trendingLimit),
        time_period: periodOf(input.time_period),
        industries: namesOf(input.industries, 'industries'),
      };
      return inWorker(signal, (data) => workerServices().analyseTrending(data, work, signal));
    },
  },

  'POST /api/discovery/seasonal-analysis': {
    changes: [],
    handle: async ({ body, signal }) => {
      const input = bodyObject(body);
      const work = {
        clusters: namesOf(input.clusters, 'clusters'),
        historical_months: monthsOf(input.historical_months),
      };
      return inWorker(signal, (data) => workerServices().analyseSeasonal(data, work, signal));
    },
  },

  'POST /api/discovery/community-clusters': {
    changes: ['settings'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const limit = limitOf(input.limit, DISCOVERY_DEFAULTS.communityLimit);
      const sortBy = sortOf(input.sort_by);
      const [{ runs, latest }, votes, userId] = await Promise.all([
        loadRuns(),
        db.cluster_votes.toArray(),
        deviceUserId(),
      ]);
      const items = discoverCommunity({ ...knownClusters(runs, latest), votes, userId, limit, sortBy });
      return { community_clusters: items, summary: communitySummary(items, votes), user_id: userId };
    },
  },

  'POST /api/discovery/emerging-topics': {
    changes: [],
    handle: async ({ body, signal }) => {
      const input = bodyObject(body);
      const work = {
        industries: namesOf(input.industries, 'industries'),
        confidence_threshold: fractionOf(
          input.confidence_threshold,
          'confidence_threshold',
          DISCOVERY_DEFAULTS.confidenceThreshold,
        ),
      };
      return inWorker(signal, (data) => workerServices().analyseEmerging(data, work, signal));
    },
  },

  'POST /api/discovery/trend-alerts': {
    changes: [],
    handle: async ({ body, signal }) => {
      const input = bodyObject(body);
      const work = {
        user_industries: namesOf(input.user_industries, 'user_industries'),
        alert_threshold: fractionOf(input.alert_threshold, 'alert_threshold', DISCOVERY_DEFAULTS.alertThreshold),
      };
      return inWorker(signal, (data) => workerServices().analyseAlerts(data, work, signal));
    },
  },

  'POST /api/discovery/votes': {
    changes: ['cluster_votes', 'settings'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const name = clusterNameOf(input.cluster_name);
      const vote = voteOf(input);
      const userId = userIdOf(input.user_id) ?? (await deviceUserId());
      const key = clusterKey(name);
      const id = `${key}|${userId}`;
      await db.transaction('rw', db.cluster_votes, async () => {
        if (vote === 0) await db.cluster_votes.delete(id);
        else
          await db.cluster_votes.put({
            id,
            cluster_key: key,
            user_id: userId,
            vote,
            updated_at: nowIso(),
          } satisfies ClusterVoteRecord);
      });
      const votes = await db.cluster_votes.where('cluster_key').equals(key).toArray();
      return {
        cluster_key: key,
        upvotes: votes.filter((item) => item.vote === 1).length,
        downvotes: votes.filter((item) => item.vote === -1).length,
        my_vote: vote,
        user_id: userId,
      };
    },
  },
} satisfies RouteModule;
