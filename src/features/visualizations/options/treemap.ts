import type { ChartOption, ChartSummary } from '@/components/charts';
import type { TopicTreemapData, TreemapNode } from '@/contract';

const copy = (node: TreemapNode): TreemapNode => ({
  id: node.id,
  name: node.name,
  value: node.value,
  ...(node.children ? { children: node.children.map(copy) } : {}),
});

/** Topics → clusters → keywords as nested tiles; click a tile to zoom into it. */
export function treemapOption(data: TopicTreemapData): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'treemap',
        name: data.measure === 'volume' ? 'Search volume' : 'Keywords',
        data: data.topics.map(copy),
        leafDepth: 2,
        // Tiles under ~17 × 17 px carry no readable label and cost as much to draw as large ones:
        // at 10,000 keywords they were most of a 300 ms draw. A click on their parent shows them.
        visibleMin: 300,
        roam: false,
        breadcrumb: { show: true, bottom: 0 },
        label: { show: true, overflow: 'truncate' },
        upperLabel: { show: true, height: 20 },
        levels: [
          { itemStyle: { borderColor: '#ffffff', borderWidth: 3, gapWidth: 3 } },
          { colorSaturation: [0.35, 0.6], itemStyle: { borderColorSaturation: 0.7, gapWidth: 2, borderWidth: 2 } },
          { colorSaturation: [0.3, 0.5], itemStyle: { gapWidth: 1 } },
        ],
      },
    ],
  };
}

export function treemapSummary(data: TopicTreemapData, limit = 30): ChartSummary {
  return {
    columns: ['Topic', 'Clusters', data.measure === 'volume' ? 'Search volume' : 'Keywords'],
    rows: data.topics.slice(0, limit).map((topic) => [topic.name, topic.children?.length ?? 0, topic.value]),
  };
}
