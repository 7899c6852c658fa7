import type { ChartCluster } from './source';

export interface Neighbour {
  id: string;
  /** 0..1 */
  similarity: number;
}

const KEYWORDS_READ = 30;
const NEIGHBOURS_KEPT = 8;
const MIN_SIMILARITY = 0.1;

function termsOf(cluster: ChartCluster): Set<string> {
  const words = new Set<string>();
  const texts = [...cluster.terms, ...cluster.keywords.slice(0, KEYWORDS_READ).map((keyword) => keyword.text)];
  for (const text of texts) {
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word.length > 1) words.add(word);
  }
  return words;
}

/**
 * The fallback similarity when the engine's cluster relations are not available: the Jaccard
 * overlap of the words of the clusters' terms and first keywords. Words found in most clusters
 * ('best', the seed) say nothing about which clusters belong together, so they are ignored.
 */
export function sharedTermNeighbours(clusters: readonly ChartCluster[]): Map<string, Neighbour[]> {
  const terms = clusters.map(termsOf);
  const postings = new Map<string, number[]>();
  terms.forEach((words, index) => {
    for (const word of words) {
      const list = postings.get(word);
      if (list) list.push(index);
      else postings.set(word, [index]);
    }
  });
  const tooCommon = Math.max(5, Math.ceil(clusters.length * 0.2));
  const out = new Map<string, Neighbour[]>();
  clusters.forEach((cluster, index) => {
    const shared = new Map<number, number>();
    for (const word of terms[index]) {
      const list = postings.get(word) ?? [];
      if (list.length > tooCommon) continue;
      for (const other of list) if (other !== index) shared.set(other, (shared.get(other) ?? 0) + 1);
    }
    const neighbours: Neighbour[] = [];
    for (const [other, count] of shared) {
      const similarity = count / (terms[index].size + terms[other].size - count);
      if (similarity >= MIN_SIMILARITY) neighbours.push({ id: clusters[other].id, similarity });
    }
    neighbours.sort((a, b) => b.similarity - a.similarity || a.id.localeCompare(b.id));
    out.set(cluster.id, neighbours.slice(0, NEIGHBOURS_KEPT));
  });
  return out;
}
