// Quality eval: clusters a labelled JSONL set ({"keyword": "...", "label": "..."} per
// line, optionally "topic": "..." for a second, broader level) at every threshold 0.1..1.0
// (min 2, max 50) and prints ARI, NMI, cluster count and singleton share, then the best
// threshold. Unclustered keywords count as singletons; merged duplicates take their keyword's
// cluster. With topics, each keyword is also scored by its cluster's topic against `topic`, at
// every page threshold (topic threshold fixed) and then at every topic threshold (page
// threshold fixed at the best one).
//
// Reference sets: Banking77 (Casanueva et al., 2020, "Efficient Intent Detection with Dual
// Sentence Encoders"), PolyAI-LDN/task-specific-datasets, banking_data/test.csv, CC BY 4.0;
// CLINC150 (Larson et al., 2019, "An Evaluation Dataset for Intent Classification and
// Out-of-Scope Prediction"), clinc/oos-eval, data_full.json + domains.json, CC BY 3.0.
//
// Usage: npm run eval -- FILE.jsonl [--lexical] [--max 50] [--min 2] [--topic-threshold 0.5]
import { readFile } from 'node:fs/promises';
import { clusterKeywords } from '../../workers/clustering/engine';
import { DEFAULT_OPTIONS, type ClusteringResult } from '../../workers/clustering/types';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import { adjustedRandIndex, normalizedMutualInformation, pairShares } from './metrics';

const CITATIONS: [RegExp, string][] = [
  [/banking77/i, 'Banking77: Casanueva et al. (2020), PolyAI-LDN/task-specific-datasets, CC BY 4.0'],
  [/clinc150/i, 'CLINC150: Larson et al. (2019), clinc/oos-eval, CC BY 3.0'],
];

/** Each keyword's cluster id, or (`level` 'topic') its cluster's topic id; unclustered ones are singletons. */
function predictedLabels(result: ClusteringResult, n: number, level: 'cluster' | 'topic' = 'cluster'): string[] {
  const labels = Array.from({ length: n }, (_, i) => `single:${i}`);
  for (const c of result.clusters) {
    const label = level === 'topic' ? c.topic : c.id;
    for (const k of c.keywords) for (const i of [k.input_index, ...k.merged_indexes]) labels[i] = label;
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
    .map((l) => JSON.parse(l) as { keyword: string; label: string; topic?: string });
  const keywords = rows.map((r) => ({ text: r.keyword }));
  const truth = rows.map((r) => r.label);
  const topicTruth = rows.every((r) => typeof r.topic === 'string') ? rows.map((r) => r.topic as string) : null;
  const vectors = args.includes('--lexical') ? undefined : await loadWordVectorsFromDisk();
  const run = (similarity_threshold: number, topic_threshold: number) =>
    clusterKeywords(
      keywords,
      {
        similarity_threshold,
        topic_threshold,
        min_cluster_size: flag('--min', 2),
        max_cluster_size: flag('--max', 50),
      },
      { vectors },
    );
  const score = (labels: string[], predicted: string[]) =>
    [adjustedRandIndex(labels, predicted), normalizedMutualInformation(labels, predicted)] as const;

  for (const [pattern, citation] of CITATIONS) if (pattern.test(file)) console.log(`# ${citation}`);
  console.log(
    `# ${rows.length} keywords, ${new Set(truth).size} labels${topicTruth ? `, ${new Set(topicTruth).size} topics` : ''}, ${vectors ? 'lexical + word vectors' : 'lexical only'}`,
  );
  const topicThreshold = flag('--topic-threshold', DEFAULT_OPTIONS.topic_threshold);
  console.log(
    `threshold\tARI\tNMI\tclusters\tsingleton_share\tseconds\twrong_pairs\tpair_recall${topicTruth ? `\ttopic_ARI\ttopic_NMI\ttopics (topic threshold ${topicThreshold})` : ''}`,
  );
  let best = { threshold: 0, ari: -1, nmi: 0 };
  let bestTopic = { threshold: 0, topicThreshold, ari: -1, nmi: 0 };
  for (let t = 1; t <= 10; t++) {
    const threshold = t / 10;
    const result = await run(threshold, topicThreshold);
    const predicted = predictedLabels(result, rows.length);
    const [ari, nmi] = score(truth, predicted);
    const singletons = predicted.filter((p) => p.startsWith('single:')).length / rows.length;
    const line = [
      threshold.toFixed(1),
      ari.toFixed(3),
      nmi.toFixed(3),
      result.clusters.length,
      singletons.toFixed(3),
      result.stats.seconds.total.toFixed(2),
      ...Object.values(pairShares(truth, predicted)).map((x) => x.toFixed(3)),
    ];
    if (topicTruth) {
      const [topicAri, topicNmi] = score(topicTruth, predictedLabels(result, rows.length, 'topic'));
      line.push(topicAri.toFixed(3), topicNmi.toFixed(3), String(result.topics.length));
      if (topicAri > bestTopic.ari) bestTopic = { threshold, topicThreshold, ari: topicAri, nmi: topicNmi };
    }
    console.log(line.join('\t'));
    if (ari > best.ari) best = { threshold, ari, nmi };
  }
  console.log(`best\tthreshold ${best.threshold.toFixed(1)}\tARI ${best.ari.toFixed(3)}\tNMI ${best.nmi.toFixed(3)}`);
  if (!topicTruth) return;

  console.log(`\ntopic_threshold\ttopic_ARI\ttopic_NMI\ttopics (page threshold ${best.threshold.toFixed(1)})`);
  for (let t = 1; t <= 10; t++) {
    const result = await run(best.threshold, t / 10);
    const [topicAri, topicNmi] = score(topicTruth, predictedLabels(result, rows.length, 'topic'));
    console.log([(t / 10).toFixed(1), topicAri.toFixed(3), topicNmi.toFixed(3), result.topics.length].join('\t'));
    if (topicAri > bestTopic.ari)
      bestTopic = { threshold: best.threshold, topicThreshold: t / 10, ari: topicAri, nmi: topicNmi };
  }
  console.log(
    `best topics\tthreshold ${bestTopic.threshold.toFixed(1)}\ttopic threshold ${bestTopic.topicThreshold.toFixed(1)}\tARI ${bestTopic.ari.toFixed(3)}\tNMI ${bestTopic.nmi.toFixed(3)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
