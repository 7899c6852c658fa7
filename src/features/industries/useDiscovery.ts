import { useCallback, useRef, useState } from 'react';
import { api } from '@/api/client';
import { ApiError, CANCELLED_STATUS } from '@/contract/errors';
import { DISCOVERY_DEFAULTS } from '@/contract/settings';
import { notifyError } from '@/hooks/notify';
import { useRemote, type RemoteControls } from '@/hooks/useRemote';
import {
  DISCOVERY_ERROR,
  VOTE_ERROR,
  type DiscoveryOptions,
  requestKey,
  type DiscoveryResult,
  type DiscoveryView,
  type ViewResult,
} from './discoveryModel';

async function loadView(
  view: DiscoveryView,
  { period, industry }: DiscoveryOptions,
  signal: AbortSignal,
): Promise<ViewResult> {
  const industries = industry === '' ? [] : [industry];
  switch (view) {
    case 'trending':
      return {
        view,
        data: await api.post(
          '/api/discovery/trending-clusters',
          {
            limit: DISCOVERY_DEFAULTS.trendingLimit,
            time_period: period,
            industries,
          },
          { signal },
        ),
      };
    case 'seasonal':
      return {
        view,
        data: await api.post(
          '/api/discovery/seasonal-analysis',
          {
            clusters: [],
            historical_months: DISCOVERY_DEFAULTS.historicalMonths,
          },
          { signal },
        ),
      };
    case 'community':
      return {
        view,
        data: await api.post(
          '/api/discovery/community-clusters',
          {
            limit: DISCOVERY_DEFAULTS.communityLimit,
            sort_by: DISCOVERY_DEFAULTS.communitySort,
          },
          { signal },
        ),
      };
    case 'emerging':
      return {
        view,
        data: await api.post(
          '/api/discovery/emerging-topics',
          {
            industries,
            confidence_threshold: DISCOVERY_DEFAULTS.confidenceThreshold,
          },
          { signal },
        ),
      };
    case 'alerts':
      return {
        view,
        data: await api.post(
          '/api/discovery/trend-alerts',
          {
            user_industries: industries,
            alert_threshold: DISCOVERY_DEFAULTS.alertThreshold,
          },
          { signal },
        ),
      };
  }
}

export interface DiscoveryControls extends RemoteControls<DiscoveryResult> {
  /** Stops the analysis in flight (its worker is ended). */
  cancel: () => void;
  /** Whether the last analysis was stopped with `cancel`. */
  cancelled: boolean;
}

/**
 * The chosen view's analysis: loaded when the view or its options change, re-run with `refresh` or a
 * pull-to-refresh, stopped with `cancel`. A failure shows the spec's toast; a cancel does not.
 */
export function useDiscovery(view: DiscoveryView, options: DiscoveryOptions): DiscoveryControls {
  const { period, industry } = options;
  const inFlight = useRef<AbortController | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const load = useCallback(async (): Promise<DiscoveryResult> => {
    // A newer request supersedes the one in flight: stop it rather than let it finish unseen.
    inFlight.current?.abort();
    const mine = new AbortController();
    inFlight.current = mine;
    setCancelled(false);
    const asked = { period, industry };
    try {
      return { ...(await loadView(view, asked, mine.signal)), request: requestKey(view, asked) };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === CANCELLED_STATUS)) notifyError(error, DISCOVERY_ERROR);
      throw error;
    } finally {
      if (inFlight.current === mine) inFlight.current = null;
    }
  }, [view, period, industry]);
  const remote = useRemote(load, { refreshOnPull: true });
  const cancel = useCallback(() => {
    setCancelled(true);
    inFlight.current?.abort();
  }, []);
  return { ...remote, cancel, cancelled };
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
