/**
 * Enhanced Cluster Discovery routes (spec 001 §2.7, §7): the stored clustering runs (the last 20
 * are kept), their imported monthly volumes and the bundled industry library go to the discovery
 * worker; the team's votes are kept in `cluster_votes`, one per user per cluster.
 */
import {
  clusterKey,
  communitySummary,
  discoverCommunity,
  toRunCluster,
  type DiscoveryData,
  type DiscoveryRun,
  type KnownCluster,
} from '@workers/discovery';
import type { IndustryLibrary } from '@workers/industries';
import type { Cluster } from '../../../contract/types/clustering';
import { ApiError, CANCELLED_STATUS } from '../../../contract/errors';
import { DISCOVERY_DEFAULTS } from '../../../contract/settings';
import { db } from '@/db/database';
import { nowIso, newId } from '@/db/records';
import type { ClusterVoteRecord } from '@/db/sourceRecords';
import { byRank, toCluster } from '../clustering/store';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import {
  clusterNameOf,
  fractionOf,
  limitOf,
  monthsOf,
  namesOf,
  periodOf,
  sortOf,
  userIdOf,
  voteOf,
} from './discoveryInput';
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
    throw error instanceof RunCancelledError ? new ApiError(CANCELLED_STATUS, DISCOVERY_CANCELLED) : error;
  }
}

/** Settings key of this device's user id: votes from this device are stored under it. */
export const DISCOVERY_USER_SETTING = 'discovery_user_id';

/**
 * Compact runs by `id|updated_at`: a stored run changes only through an edit (which changes its
 * updated_at), so each is read and reduced once per session, not on every analysis. The newest
 * run's clusters in full are kept the same way: at 10,000 keywords, reading and copying them again
 * for every view was the main thread's longest work on this tab.
 */
const compactRuns = new Map<string, DiscoveryRun>();
let latestRun: { key: string; clusters: Cluster[] } | null = null;
const versionKey = (result: { id: string; updated_at: string }) => `${result.id}|${result.updated_at}`;

/** Every stored run in compact form, oldest first, and the latest run's clusters in full. */
async function loadRuns(): Promise<{ runs: DiscoveryRun[]; latest: Cluster[] }> {
  return db.transaction('r', db.clustering_results, db.clusters, async () => {
    const results = await db.clustering_results.orderBy('created_at').toArray();
    const newest = results.at(-1);
    const newestKey = newest ? versionKey(newest) : null;
    const latestKnown = latestRun !== null && latestRun.key === newestKey;
    const unread = results.filter(
      (result) => !compactRuns.has(versionKey(result)) || (result === newest && !latestKnown),
    );
    const rows = await db.clusters
      .where('result_id')
      .anyOf(unread.map((result) => result.id))
      .toArray();
    for (const result of unread) {
      const clusters = rows
        .filter((row) => row.result_id === result.id)
        .sort(byRank)
        .map(toCluster);
      if (result === newest) latestRun = { key: versionKey(result), clusters };
      compactRuns.set(versionKey(result), {
        id: result.id,
        name: result.name,
        created_at: result.created_at,
        clusters: clusters.map(toRunCluster),
      });
    }
    const live = new Set(results.map(versionKey));
    for (const key of compactRuns.keys()) if (!live.has(key)) compactRuns.delete(key);
    if (newestKey === null) latestRun = null;
    return {
      runs: results.flatMap((result) => compactRuns.get(versionKey(result)) ?? []),
      latest: latestRun?.clusters ?? [],
    };
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
      return inWorker(signal, (data) => workerServices().discovery.analyseTrending(signal, data, work));
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
      return inWorker(signal, (data) => workerServices().discovery.analyseSeasonal(signal, data, work));
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
      return inWorker(signal, (data) => workerServices().discovery.analyseEmerging(signal, data, work));
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
      return inWorker(signal, (data) => workerServices().discovery.analyseAlerts(signal, data, work));
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
