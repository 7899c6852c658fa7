import { SEARCH_INTENTS } from '@/contract/types/clustering';
import type { ChartCluster, ChartKeyword, ChartSource } from './source';
import type { HeatmapData, HeatmapMatrix } from '@/contract/types/visualizations';
import { clusteredKeywords } from './figures';
import { figureOrigin } from './origin';

/**
 * Difficulty bands of Semrush's Keyword Difficulty scale (Semrush Knowledge Base, "Keyword
 * Difficulty": 0–14 very easy, 15–29 easy, 30–49 possible, 50–69 difficult, 70–84 hard,
 * 85–100 very hard).
 */
export const DIFFICULTY_BANDS: readonly { label: string; from: number }[] = [
  { label: 'Very easy (0–14)', from: 0 },
  { label: 'Easy (15–29)', from: 15 },
  { label: 'Possible (30–49)', from: 30 },
  { label: 'Difficult (50–69)', from: 50 },
  { label: 'Hard (70–84)', from: 70 },
  { label: 'Very hard (85–100)', from: 85 },
];

export function difficultyBand(difficulty: number): number {
  let band = 0;
  DIFFICULTY_BANDS.forEach((candidate, index) => {
    if (difficulty >= candidate.from) band = index;
  });
  return band;
}

/** Rows drawn; the rest are counted in `rows_left_out` (a taller heatmap is unreadable). */
export const HEATMAP_ROWS = 25;

interface Row {
  label: string;
  keywords: ChartKeyword[];
  volume: number;
}

function matrix(rows: readonly Row[], columns: readonly string[], column: (k: ChartKeyword) => number | null) {
  const shown = rows.slice(0, HEATMAP_ROWS);
  const cells: [number, number, number][] = [];
  let max = 0;
  shown.forEach((row, rowIndex) => {
    const sums = new Array<number>(columns.length).fill(0);
    const seen = new Array<boolean>(columns.length).fill(false);
    for (const keyword of row.keywords) {
      const at = column(keyword);
      if (at === null || keyword.search_volume === null) continue;
      sums[at] += keyword.search_volume;
      seen[at] = true;
    }
    sums.forEach((sum, columnIndex) => {
      if (!seen[columnIndex]) return;
      cells.push([columnIndex, rowIndex, sum]);
      max = Math.max(max, sum);
    });
  });
  const result: HeatmapMatrix = {
    row_labels: shown.map((row) => row.label),
    column_labels: [...columns],
    cells,
    max,
    rows_left_out: rows.length - shown.length,
  };
  return result;
}

function rowsOf(result: Pick<ChartSource, 'clusters' | 'topics'>, kind: 'topic' | 'cluster'): Row[] {
  const byId = new Map<string, ChartCluster>(result.clusters.map((cluster) => [cluster.id, cluster]));
  const groups =
    kind === 'cluster'
      ? result.clusters.map((cluster) => ({ label: cluster.name, members: [cluster] }))
      : result.topics.map((topic) => ({
          label: topic.name,
          members: topic.cluster_ids.flatMap((id) => byId.get(id) ?? []),
        }));
  return groups
    .map(({ label, members }) => {
      const keywords = members.flatMap((cluster) => cluster.keywords);
      const volume = keywords.reduce((sum, keyword) => sum + (keyword.search_volume ?? 0), 0);
      return { label, keywords, volume };
    })
    .sort((a, b) => b.volume - a.volume || b.keywords.length - a.keywords.length || a.label.localeCompare(b.label));
}

/**
 * Search volume by topic × intent and by topic × difficulty band. When every topic holds one
 * cluster (topics not grouped yet) the rows are the clusters themselves.
 */
export function buildHeatmap(result: Pick<ChartSource, 'clusters' | 'topics'>): HeatmapData {
  const grouped = result.topics.length > 0 && result.topics.length < result.clusters.length;
  const kind = grouped ? 'topic' : 'cluster';
  const rows = rowsOf(result, kind);
  return {
    row_kind: kind,
    by_intent: matrix(rows, SEARCH_INTENTS, (keyword) => SEARCH_INTENTS.indexOf(keyword.intent)),
    by_difficulty: matrix(
      rows,
      DIFFICULTY_BANDS.map((band) => band.label),
      (keyword) => (keyword.difficulty === null ? null : difficultyBand(keyword.difficulty)),
    ),
    figure_origin: figureOrigin(clusteredKeywords(result), ['search_volume', 'difficulty']),
  };
}
