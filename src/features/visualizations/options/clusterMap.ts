import type { ScatterSeriesOption } from 'echarts/charts';
import type { ChartOption, ChartSummary } from '@/components/charts';
import type { ClusterMapData, ClusterMapNode } from '@/contract';
import { SEARCH_INTENTS } from '@/contract/types/clustering';
import { capitalise, volumeText } from './text';

export type MapColouring = 'topic' | 'intent';

/**
 * Topics with their own colour; the others share a grey 'Other topics' (a legend of 2,000 topics
 * helps nobody). Seven, so the theme's eight colours (the first taken by the similarity lines)
 * never repeat.
 */
export const COLOURED_TOPICS = 7;
export const OTHER_TOPICS = 'Other topics';
const OTHER_COLOUR = '#a1a1aa';

/** Fewer, smaller bubbles and no animation past this many clusters, so 2,000 stay fluid. */
const MANY_CLUSTERS = 400;

/** The largest bubbles (by volume, then keywords) carry their name; more labels would overlap. */
export const LABELLED_BUBBLES = 12;

/** The colour group of each node, in legend order. */
export function mapGroups(map: ClusterMapData['map_data'], colouring: MapColouring): Map<string, ClusterMapNode[]> {
  const groups = new Map<string, ClusterMapNode[]>();
  if (colouring === 'intent') {
    for (const intent of SEARCH_INTENTS) groups.set(capitalise(intent), []);
    for (const node of map.nodes) groups.get(capitalise(node.intent))?.push(node);
  } else {
    const named = new Map(map.topics.slice(0, COLOURED_TOPICS).map((topic) => [topic.id, topic.name]));
    for (const name of named.values()) groups.set(name, []);
    groups.set(OTHER_TOPICS, []);
    for (const node of map.nodes) groups.get(named.get(node.topic_id) ?? OTHER_TOPICS)?.push(node);
  }
  for (const [name, nodes] of groups) if (nodes.length === 0) groups.delete(name);
  return groups;
}

function bubbleSize(volume: number | null, largest: number, many: boolean): number {
  const [smallest, biggest] = many ? [5, 24] : [10, 48];
  if (volume === null || largest <= 0) return smallest;
  return Math.round((smallest + (biggest - smallest) * Math.sqrt(Math.max(0, volume) / largest)) * 10) / 10;
}

/**
 * Every cluster as a bubble at its layout position (size = volume, colour = topic or intent), with
 * faint lines between the most similar clusters; wheel or pinch zooms, drag pans. Each data item
 * carries the cluster id so a click can open its keywords.
 */
export function clusterMapOption(map: ClusterMapData['map_data'], colouring: MapColouring): ChartOption {
  const many = map.nodes.length > MANY_CLUSTERS;
  const largest = map.nodes.reduce((most, node) => Math.max(most, node.total_volume ?? 0), 0);
  const at = new Map(map.nodes.map((node) => [node.id, node]));
  const labelled = new Set(
    [...map.nodes]
      .sort((a, b) => (b.total_volume ?? -1) - (a.total_volume ?? -1) || b.keyword_count - a.keyword_count)
      .slice(0, LABELLED_BUBBLES)
      .map((node) => node.id),
  );
  const linkPoints: ([number, number] | '-')[] = [];
  for (const link of map.links) {
    const a = at.get(link.source);
    const b = at.get(link.target);
    if (!a || !b) continue;
    linkPoints.push([a.x, a.y], [b.x, b.y], '-');
  }
  const bubbles = [...mapGroups(map, colouring)].map(([name, nodes]): ScatterSeriesOption => ({
    type: 'scatter',
    name,
    dimensions: ['x', 'y', 'Search volume', 'Keywords', 'Topic'],
    encode: { x: 0, y: 1, tooltip: [2, 3, 4] },
    emphasis: { focus: 'self', scale: 1.2 },
    itemStyle: {
      opacity: 0.82,
      borderColor: '#ffffff',
      borderWidth: many ? 0 : 1,
      ...(name === OTHER_TOPICS ? { color: OTHER_COLOUR } : {}),
    },
    data: nodes.map((node) => ({
      id: node.id,
      name: node.name,
      value: [node.x, node.y, node.total_volume ?? '-', node.keyword_count, node.topic_name],
      symbolSize: bubbleSize(node.total_volume, largest, many),
      ...(labelled.has(node.id) && {
        label: {
          show: true,
          position: 'top' as const,
          formatter: node.name.length > 24 ? `${node.name.slice(0, 23)}…` : node.name,
          fontSize: 11,
          color: '#3f3f46',
        },
      }),
    })),
  }));
  return {
    animation: !many,
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 8 },
    xAxis: { type: 'value', show: false, min: -4, max: 104 },
    yAxis: { type: 'value', show: false, min: -4, max: 104 },
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
      { type: 'inside', yAxisIndex: 0, filterMode: 'none' },
    ],
    series: [
      ...(linkPoints.length === 0
        ? []
        : [
            {
              type: 'line' as const,
              name: 'Similar clusters',
              data: linkPoints,
              silent: true,
              symbol: 'none',
              connectNulls: false,
              lineStyle: { width: 1, opacity: 0.25, color: '#71717a' },
              // The legend's swatch follows the line, not the palette.
              itemStyle: { color: '#71717a' },
              z: 1,
            },
          ]),
      ...bubbles,
    ],
  };
}

/** The largest clusters with their topic, volume and size, for screen readers. */
export function clusterMapSummary(map: ClusterMapData['map_data'], limit = 30): ChartSummary {
  const rows = [...map.nodes]
    .sort((a, b) => (b.total_volume ?? -1) - (a.total_volume ?? -1))
    .slice(0, limit)
    .map((node) => [
      node.name,
      node.topic_name,
      capitalise(node.intent),
      volumeText(node.total_volume),
      node.keyword_count,
    ]);
  return { columns: ['Cluster', 'Topic', 'Intent', 'Search volume', 'Keywords'], rows };
}
