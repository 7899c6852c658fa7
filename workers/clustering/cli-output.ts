// The CLI's output shapes: the exact JSON of issue 3, and a two-column CSV.
import Papa from 'papaparse';
import type { ClusteringResult, OutputKeyword } from './types';

/** The keyword and its distinct variant spellings, as the CLI lists them. */
const spellings = (k: OutputKeyword) => [k.text, ...k.variants];

/** The exact JSON shape of issue 3: variants of an unclustered keyword that reach the minimum form a cluster. */
export function toCliJson(result: ClusteringResult): {
  clusters: { name: string; keywords: string[] }[];
  unclustered: string[];
  stats: object;
} {
  const clusters = result.clusters.map((c) => ({ name: c.name, keywords: c.keywords.flatMap(spellings) }));
  const unclustered: string[] = [];
  for (const u of result.unclustered) {
    const list = spellings(u);
    if (list.length >= Math.max(2, result.options.min_cluster_size)) clusters.push({ name: u.text, keywords: list });
    else unclustered.push(...list);
  }
  return {
    clusters,
    unclustered,
    stats: { ...result.stats, clusters: clusters.length, unclustered_keywords: unclustered.length },
  };
}

export function toCliCsv(json: ReturnType<typeof toCliJson>): string {
  const rows: string[][] = [];
  json.clusters.forEach((c) => c.keywords.forEach((k) => rows.push([c.name, k])));
  json.unclustered.forEach((k) => rows.push(['', k]));
  return Papa.unparse({ fields: ['cluster', 'keyword'], data: rows });
}
