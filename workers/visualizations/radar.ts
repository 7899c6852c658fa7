import type { ChartCluster, ChartSource } from './source';
import type { ClusterRadarData, RadarAxis, RadarCluster } from '@/contract/types/visualizations';
import { byVolume, clusteredKeywords, round } from './figures';
import { figureOrigin } from './origin';

export const RADAR_CLUSTERS = 6;
export const RADAR_AXES: readonly RadarAxis[] = ['Volume', 'CPC', 'Ease', 'Opportunity', 'Size', 'Intent share'];

/** Share (%) of the cluster's keywords whose intent is the cluster's own: how focused it is. */
export function intentShare(cluster: Pick<ChartCluster, 'intent' | 'keywords'>): number {
  if (cluster.keywords.length === 0) return 0;
  const same = cluster.keywords.filter((keyword) => keyword.intent === cluster.intent).length;
  return round((100 * same) / cluster.keywords.length, 1);
}

/**
 * The largest clusters on six axes scored 0..100: volume on a log scale against the largest shown
 * (volumes span orders of magnitude), CPC and size against the largest shown, ease = 100 −
 * difficulty, opportunity as stored, intent share as a percentage. Unknown figures score 0.
 */
export function buildRadar(result: Pick<ChartSource, 'clusters'>): ClusterRadarData {
  const top = [...result.clusters].sort(byVolume).slice(0, RADAR_CLUSTERS);
  const maxVolume = Math.max(0, ...top.map((cluster) => cluster.total_volume ?? 0));
  const maxCpc = Math.max(0, ...top.map((cluster) => cluster.avg_cpc ?? 0));
  const maxSize = Math.max(1, ...top.map((cluster) => cluster.keyword_count));
  const clusters: RadarCluster[] = top.map((cluster) => {
    const volume = cluster.total_volume;
    const ease = cluster.avg_difficulty === null ? null : round(100 - cluster.avg_difficulty, 1);
    const share = intentShare(cluster);
    const scores = [
      volume === null || maxVolume === 0 ? 0 : (100 * Math.log10(volume + 1)) / Math.log10(maxVolume + 1),
      cluster.avg_cpc === null || maxCpc === 0 ? 0 : (100 * cluster.avg_cpc) / maxCpc,
      ease ?? 0,
      cluster.avg_opportunity ?? 0,
      (100 * cluster.keyword_count) / maxSize,
      share,
    ].map((score) => round(score, 1));
    return {
      cluster_id: cluster.id,
      name: cluster.name,
      scores,
      raw: [volume, cluster.avg_cpc, ease, cluster.avg_opportunity, cluster.keyword_count, share],
    };
  });
  const keywords = top.flatMap((cluster) => cluster.keywords);
  return {
    axes: [...RADAR_AXES],
    clusters,
    figure_origin: figureOrigin(keywords.length > 0 ? keywords : clusteredKeywords(result), [
      'search_volume',
      'difficulty',
      'cpc_low',
      'cpc_high',
    ]),
  };
}
