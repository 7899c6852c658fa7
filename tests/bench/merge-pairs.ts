// Candidate merge pairs of a labelled set clustered by the engine at a given threshold: for each
// pair of clusters the engine's relations (and the shared-words fallback) list as neighbours, its
// similarity, the merge rule that would block it, and whether it is right (both clusters'
// majority labels equal). merge-calibration.ts fits and checks the confidence on them.
import { readFile } from 'node:fs/promises';
import { clusterKeywords } from '../../workers/clustering/engine';
import { relateClusters, type ClusterRelations } from '../../workers/clustering/relate';
import { DEFAULT_OPTIONS } from '../../workers/clustering/types';
import type { WordVectors } from '../../workers/clustering/vectors';
import { lexicalRelations } from '../../workers/ai/lexical';
import { mergeBlock, nameWords } from '../../workers/ai/merge-rules';

export interface CandidatePair {
  similarity: number;
  sizes: [number, number];
  block: string | null;
  right: boolean;
}

export interface PairSet {
  name: string;
  clusters: number;
  engine: CandidatePair[];
  lexical: CandidatePair[];
}

interface Row {
  keyword: string;
  label: string;
}

export async function readRows(file: string): Promise<Row[]> {
  return (await readFile(file, 'utf8'))
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row);
}

function majority(labels: string[]): string {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

export async function candidatePairs(
  name: string,
  rows: Row[],
  vectors: WordVectors,
  similarity_threshold: number,
): Promise<PairSet> {
  const result = await clusterKeywords(
    rows.map((r) => ({ text: r.keyword })),
    { similarity_threshold },
    { vectors },
  );
  const clusters = result.clusters.map((c) => ({
    id: c.id,
    intent: c.intent,
    keywords: c.keywords.map((k) => k.text),
    label: majority(c.keywords.flatMap((k) => [k.input_index, ...k.merged_indexes].map((i) => rows[i].label))),
  }));
  const input = { clusters: clusters.map((c) => ({ id: c.id, keywords: c.keywords })) };
  const names = nameWords(clusters.flatMap((c) => c.keywords));
  const byId = new Map(clusters.map((c) => [c.id, c]));
  const pairsOf = (relations: ClusterRelations): CandidatePair[] => {
    const seen = new Set<string>();
    const out: CandidatePair[] = [];
    for (const ra of relations.clusters)
      for (const n of ra.neighbours) {
        const key = [ra.id, n.id].sort().join('|');
        if (seen.has(key)) continue;
        seen.add(key);
        const [a, b] = [byId.get(ra.id)!, byId.get(n.id)!];
        const block = mergeBlock(a, b, names);
        out.push({
          similarity: n.similarity,
          sizes: [a.keywords.length, b.keywords.length],
          block: block?.rule ?? null,
          right: a.label === b.label,
        });
      }
    return out;
  };
  return {
    name,
    clusters: clusters.length,
    engine: pairsOf(await relateClusters(input, vectors)),
    lexical: pairsOf(lexicalRelations(input)),
  };
}

export const MAX_CLUSTER_SIZE = DEFAULT_OPTIONS.max_cluster_size;
