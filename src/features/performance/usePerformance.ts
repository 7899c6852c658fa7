import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import { PERFORMANCE_REFRESH_MS, TRENDS_DAYS } from '@/contract/settings';
import type {
  CacheStatistics,
  LocalState,
  PerformanceSummary,
  PerformanceTrends,
  RealTimeMetrics,
} from '@/contract/types/performance';
import type { SyncStatus } from '@/contract/types/sync';
import {
  readDeviceFigures,
  runtimeCaches,
  startDeviceObservers,
  type DeviceFigures,
  type RuntimeCache,
} from './device';

export type PerformanceData = {
  realTime: RealTimeMetrics | null;
  summary: PerformanceSummary | null;
  cache: CacheStatistics | null;
  runtimeCaches: RuntimeCache[] | null;
  trends: PerformanceTrends | null;
  local: LocalState | null;
  sync: SyncStatus | null;
  device: DeviceFigures | null;
};

const EMPTY: PerformanceData = {
  realTime: null,
  summary: null,
  cache: null,
  runtimeCaches: null,
  trends: null,
  local: null,
  sync: null,
  device: null,
};

/** Spec 002 §8: a load failure is only logged, and its card stays empty. */
function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  console.warn(`Could not load ${what}:`, result.reason);
  return null;
}

/** What the 10-second refresh reloads (spec 002 §4): real-time metrics and health. */
async function loadLive(): Promise<Pick<PerformanceData, 'realTime' | 'local' | 'sync' | 'device'>> {
  const [realTime, local, sync, device] = await Promise.allSettled([
    api.get('/api/performance/metrics/real-time'),
    api.get('/api/performance/local-state'),
    api.get('/api/sync/status'),
    readDeviceFigures(),
  ]);
  return {
    realTime: settled(realTime, 'real-time metrics'),
    local: settled(local, 'local state'),
    sync: settled(sync, 'sync status'),
    device: settled(device, 'device figures'),
  };
}

async function loadAll(hours: number): Promise<PerformanceData> {
  const live = loadLive();
  const [summary, cache, caches, trends] = await Promise.allSettled([
    api.get(`/api/performance/summary?hours=${hours}`),
    api.get('/api/performance/cache/statistics'),
    runtimeCaches(),
    api.get(`/api/performance/trends?days=${TRENDS_DAYS.default}`),
  ]);
  return {
    ...(await live),
    summary: settled(summary, 'summary'),
    cache: settled(cache, 'cache statistics'),
    runtimeCaches: settled(caches, 'service worker caches'),
    trends: settled(trends, 'trends'),
  };
}

export interface PerformanceControls {
  data: PerformanceData;
  /** True until the first full load has arrived. */
  initialLoading: boolean;
  loading: boolean;
  lastUpdated: Date | null;
  refresh: () => void;
  reloadCache: () => Promise<void>;
}

/**
 * The tab's six datasets (spec 002 §4): everything on open, on Refresh and when the period
 * changes; real-time metrics and health every 10 seconds while auto-refresh is on and the page
 * is visible.
 */
export function usePerformance(hours: number, autoRefresh: boolean): PerformanceControls {
  const [data, setData] = useState<PerformanceData>(EMPTY);
  // Which load the data shown came from: loading while it is not the one asked for.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [lastUpdated, setLastUpdated] = useState<Date | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ticket = useRef(0);

  useEffect(() => startDeviceObservers(), []);

  useEffect(() => {
    const mine = ++ticket.current;
    void loadAll(hours).then((next) => {
      if (mine !== ticket.current) return;
      setData(next);
      setLastUpdated(new Date());
      setLoadedFor(`${hours}:${attempt}`);
    });
  }, [hours, attempt]);

  useEffect(() => {
    if (!autoRefresh) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const mine = ticket.current;
      void loadLive().then((live) => {
        if (mine === ticket.current) setData((current) => ({ ...current, ...live }));
      });
    };
    const schedule = () => {
      clearInterval(timer);
      timer = document.visibilityState === 'visible' ? setInterval(tick, PERFORMANCE_REFRESH_MS) : undefined;
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [autoRefresh]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  const reloadCache = useCallback(async () => {
    const [cache, caches] = await Promise.allSettled([api.get('/api/performance/cache/statistics'), runtimeCaches()]);
    setData((current) => ({
      ...current,
      cache: settled(cache, 'cache statistics'),
      runtimeCaches: settled(caches, 'service worker caches'),
    }));
  }, []);

  const loading = loadedFor !== `${hours}:${attempt}`;
  return { data, initialLoading: lastUpdated === null, loading, lastUpdated, refresh, reloadCache };
}
