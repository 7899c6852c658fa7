import { useCallback } from 'react';
import { api } from '@/api/client';
import { useRemote, type RemoteControls } from '@/hooks/useRemote';
import type { IndustryCluster, IndustrySummary, TrendingCluster } from './model';

/** Spec 000 §9: trending clusters limit for industries. */
export const TRENDING_LIMIT = 10;

/** Spec 000 §8 / 001 §8 defaults. */
const INDUSTRY_DATA_ERROR = { title: 'Failed to load industry data', description: 'Please try again later' };
const CLUSTERS_ERROR = { title: 'Failed to load clusters', description: 'Please try again' };

export interface IndustryLibraryData {
  industries: IndustrySummary[];
  trending: TrendingCluster[];
}

async function fetchLibrary(): Promise<IndustryLibraryData> {
  const [industries, trending] = await Promise.all([
    api.get('/api/industries'),
    api.get(`/api/trending-clusters?limit=${TRENDING_LIMIT}`),
  ]);
  return { industries, trending: trending.trending_clusters };
}

/** The industries and trending clusters; a pull-to-refresh reloads them (spec 000 §2). */
export function useIndustryLibrary(): RemoteControls<IndustryLibraryData> {
  return useRemote(fetchLibrary, { errorToast: INDUSTRY_DATA_ERROR, refreshOnPull: true });
}

/** One industry's clusters; mount it with `key={industryId}` so each industry starts fresh. */
export function useIndustryClusters(industryId: string): RemoteControls<IndustryCluster[]> {
  const fetchClusters = useCallback(
    () => api.get(`/api/industries/${encodeURIComponent(industryId)}/clusters`).then((response) => response.clusters),
    [industryId],
  );
  return useRemote(fetchClusters, { errorToast: CLUSTERS_ERROR, refreshOnPull: true });
}
