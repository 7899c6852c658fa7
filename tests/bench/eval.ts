// Quality eval: clusters a labelled JSONL set ({"keyword": "...", "label": "..."} per
// line) at every threshold 0.1..1.0 (min 2, max 50) and prints ARI, NMI, cluster count
// and singleton share, then the best threshold. Unclustered keywords count as singletons;
// merged duplicates take their keyword's cluster.
//
// Reference set: Banking77 (Casanueva et al., 2020, "Efficient Intent Detection with Dual
// Sentence Encoders"), PolyAI-LDN/task-specific-datasets, banking_data/test.csv, CC BY 4.0.
//
// Usage: npm run eval -- FILE.jsonl [--lexical] [--max 50] [--min 2]
import { readFile } from 'node:fs/promises';
import { clusterKeywords } from '../../workers/clustering/engine';
import type { ClusteringResult } from '../../workers/clustering/types';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import { adjustedRandIndex, normalizedMutualInformation } from './metrics';

const CITATION = 'Banking77: Casanueva et al. (2020), PolyAI-LDN/task-specific-datasets, CC BY 4.0';

function predictedLabels(result: ClusteringResult, n: number): string[] {
  const labels = Array.from({ length: n }, (_, i) => `single:${i}`);
  for (const c of result.clusters) {
    for (const k of c.keywords) for (const i of [k.input_index, ...k.merged_indexes]) labels[i] = c.id;
  }
  for (const u of result.unclustered) for (const i of u.merged_indexes) labels[i] = `single:${u.input_index}`;
  return labels;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
  if (!file) throw new Error('Usage: npm run eval -- FILE.jsonl [--lexical]');
  const flag = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const rows = (await readFile(file, 'utf8'))
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { keyword: string; label: string });
  const keywords = rows.map((r) => ({ text: r.keyword }));
  const truth = rows.map((r) => r.label);
  const vectors = args.includes('--lexical') ? undefined : await loadWordVectorsFromDisk();

  if (/banking77/i.test(file)) console.log(`# ${CITATION}`);
  console.log(
    `# ${rows.length} keywords, ${new Set(truth).size} labels, ${vectors ? 'lexical + word vectors' : 'lexical only'}`,
  );
  console.log('threshold\tARI\tNMI\tclusters\tsingleton_share\tseconds');
  let best = { threshold: 0, ari: -1, nmi: 0 };
  for (let t = 1; t <= 10; t++) {
    const threshold = t / 10;
    const result = await clusterKeywords(
      keywords,
      {
        similarity_threshold: threshold,
        min_cluster_size: flag('--min', 2),
        max_cluster_size: flag('--max', 50),
      },
      { vectors },
    );
    const predicted = predictedLabels(result, rows.length);
    const ari = adjustedRandIndex(truth, predicted);
    const nmi = normalizedMutualInformation(truth, predicted);
    const singletons = predicted.filter((p) => p.startsWith('single:')).length / rows.length;
    console.log(
      [
        threshold.toFixed(1),
        ari.toFixed(3),
        nmi.toFixed(3),
        result.clusters.length,
        singletons.toFixed(3),
        result.stats.seconds.total.toFixed(2),
      ].join('\t'),
    );
    if (ari > best.ari) best = { threshold, ari, nmi };
  }
  console.log(`best\tthreshold ${best.threshold.toFixed(1)}\tARI ${best.ari.toFixed(3)}\tNMI ${best.nmi.toFixed(3)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
