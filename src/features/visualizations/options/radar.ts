import type { ChartOption, ChartSummary } from '@/components/charts';
import type { ClusterRadarData } from '@/contract';

/** The top clusters on the six axes, each scored 0..100. */
export function radarOption(data: ClusterRadarData): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', top: 0 },
    radar: {
      center: ['50%', '56%'],
      radius: '62%',
      indicator: data.axes.map((axis) => ({ name: axis, max: 100 })),
    },
    series: [
      {
        type: 'radar',
        name: 'Cluster scores',
        areaStyle: { opacity: 0.08 },
        data: data.clusters.map((cluster) => ({ name: cluster.name, value: [...cluster.scores] })),
      },
    ],
  };
}

const money = (value: number | null) => (value === null ? 'unknown' : `$${value.toFixed(2)}`);
const plain = (value: number | null) => (value === null ? 'unknown' : value);

export function radarSummary(data: ClusterRadarData): ChartSummary {
  return {
    columns: [
      'Cluster',
      'Search volume',
      'Average CPC',
      'Ease (100 − difficulty)',
      'Opportunity',
      'Keywords',
      'Intent share (%)',
    ],
    rows: data.clusters.map((cluster) => {
      const [volume, cpc, ease, opportunity, size, share] = cluster.raw;
      return [cluster.name, plain(volume), money(cpc), plain(ease), plain(opportunity), plain(size), plain(share)];
    }),
  };
}
