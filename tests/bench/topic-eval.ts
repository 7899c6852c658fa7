// Topic-level quality at chosen settings only (quicker than eval.ts's full sweep): clusters a
// labelled JSONL set with "topic" per line at each page threshold × topic threshold given, and
// prints topic ARI / NMI and the topic count. Usage:
//   npx tsx tests/bench/topic-eval.ts FILE.jsonl [--pages 0.7] [--topics 0.3,0.5,0.7] [--max 0]
import { readFile } from 'node:fs/promises';
import { clusterKeywords } from '../../workers/clustering/engine';
import type { ClusteringResult } from '../../workers/clustering/types';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import { adjustedRandIndex, normalizedMutualInformation } from './metrics';

function topicLabels(result: ClusteringResult, n: number): string[] {
  const labels = Array.from({ length: n }, (_, i) => `single:${i}`);
  for (const c of result.clusters)
    for (const k of c.keywords) for (const i of [k.input_index, ...k.merged_indexes]) labels[i] = c.topic;
  for (const u of result.unclustered) for (const i of u.merged_indexes) labels[i] = `single:${u.input_index}`;
  return labels;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a) => a.endsWith('.jsonl'));
  if (!file) throw new Error('Usage: topic-eval.ts FILE.jsonl [--pages 0.7] [--topics 0.5] [--max 0]');
  const list = (name: string, fallback: string) => {
    const at = args.indexOf(name);
    return (at >= 0 ? args[at + 1] : fallback).split(',').map(Number);
  };
  const rows = (await readFile(file, 'utf8'))
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { keyword: string; topic: string });
  const truth = rows.map((r) => r.topic);
  const vectors = await loadWordVectorsFromDisk();
  const [max] = list('--max', '0');
  console.log('config\tpage\ttopic\ttopic_ARI\ttopic_NMI\ttopics\tclusters\tseconds');
  const at = args.indexOf('--configs');
  for (const config of at >= 0 ? args[at + 1].split(';') : [''])
    for (const page of list('--pages', '0.7'))
      for (const topic of list('--topics', '0.5')) {
        for (const pair of config.split(' ').filter(Boolean)) {
          const [key, value] = pair.split('=');
          process.env[key] = value;
        }
        const result = await clusterKeywords(
          rows.map((r) => ({ text: r.keyword })),
          { similarity_threshold: page, topic_threshold: topic, max_cluster_size: max },
          { vectors },
        );
        const predicted = topicLabels(result, rows.length);
        console.log(
          [
            config,
            page,
            topic,
            adjustedRandIndex(truth, predicted).toFixed(3),
            normalizedMutualInformation(truth, predicted).toFixed(3),
            result.topics.length,
            result.clusters.length,
            result.stats.seconds.total.toFixed(1),
          ].join('\t'),
        );
      }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
