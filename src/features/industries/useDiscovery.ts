import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import { notifyError } from '@/components/notify';
import { useRemote, type RemoteControls } from '@/lib/useRemote';
import {
  DISCOVERY_ERROR,
  DISCOVERY_REQUESTS,
  VOTE_ERROR,
  type DiscoveryOptions,
  requestKey,
  type DiscoveryResult,
  type DiscoveryView,
  type ViewResult,
} from './discoveryModel';

async function loadView(view: DiscoveryView, { period, industry }: DiscoveryOptions): Promise<ViewResult> {
  const industries = industry === '' ? [] : [industry];
  switch (view) {
    case 'trending':
      return {
        view,
        data: await api.post('/api/discovery/trending-clusters', {
          limit: DISCOVERY_REQUESTS.trendingLimit,
          time_period: period,
          industries,
        }),
      };
    case 'seasonal':
      return {
        view,
        data: await api.post('/api/discovery/seasonal-analysis', {
          clusters: [],
          historical_months: DISCOVERY_REQUESTS.historicalMonths,
        }),
      };
    case 'community':
      return {
        view,
        data: await api.post('/api/discovery/community-clusters', {
          limit: DISCOVERY_REQUESTS.communityLimit,
          sort_by: 'community_score',
        }),
      };
    case 'emerging':
      return {
        view,
        data: await api.post('/api/discovery/emerging-topics', {
          industries,
          confidence_threshold: DISCOVERY_REQUESTS.confidenceThreshold,
        }),
      };
    case 'alerts':
      return {
        view,
        data: await api.post('/api/discovery/trend-alerts', {
          user_industries: industries,
          alert_threshold: DISCOVERY_REQUESTS.alertThreshold,
        }),
      };
  }
}

/** The chosen view's analysis: loaded when the view (or period) changes, re-run with `refresh` or a pull-to-refresh. */
export function useDiscovery(view: DiscoveryView, options: DiscoveryOptions): RemoteControls<DiscoveryResult> {
  const { period, industry } = options;
  const load = useCallback(async (): Promise<DiscoveryResult> => {
    const asked = { period, industry };
    return { ...(await loadView(view, asked)), request: requestKey(view, asked) };
  }, [view, period, industry]);
  return useRemote(load, { errorToast: DISCOVERY_ERROR, refreshOnPull: true });
}

/** Upvote, downvote or withdraw this device's vote; `onSaved` reloads the community view. */
export function useVote(onSaved: () => void): {
  voting: string | null;
  vote: (clusterName: string, vote: 1 | -1 | 0) => Promise<void>;
} {
  const [voting, setVoting] = useState<string | null>(null);
  const vote = useCallback(
    async (clusterName: string, value: 1 | -1 | 0) => {
      setVoting(clusterName);
      try {
        await api.post('/api/discovery/votes', { cluster_name: clusterName, vote: value });
        onSaved();
      } catch (error) {
        notifyError(error, VOTE_ERROR);
      } finally {
        setVoting(null);
      }
    },
    [onSaved],
  );
  return { voting, vote };
}
