// SERP overlap at scale: 10,000 generated keywords, 90 % with a top-10 result page (6 URLs from
// one of 1,200 topic pools of 15, 4 from a long tail of 50,000), the rest without SERP data.
// Reports the SERP grouping alone and the whole engine (lexical, no word vectors) with and
// without the SERP data, and how many clusters each method produced.
import { performance } from 'node:perf_hooks';
import { clusterKeywords } from '../../workers/clustering';
import { normalizeUrl, serpGroups } from '../../workers/clustering/serp';
import type { KeywordInput } from '../../workers/clustering/types';
import { generateKeywords } from './generator';
import type { Benchmark } from './types';

const N = 10_000;
const TOPICS = 1_200;
const POOL = 15;
const TAIL = 50_000;
const WITH_SERP = 0.9;

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function withSerps(n: number): KeywordInput[] {
  const rand = prng(7);
  return generateKeywords(n).map((keyword) => {
    if (rand() >= WITH_SERP) return keyword;
    const topic = Math.floor(rand() * TOPICS);
    const urls = new Set<string>();
    while (urls.size < 6) urls.add(`https://site${Math.floor(rand() * POOL)}.example/topic-${topic}`);
    while (urls.size < 10) urls.add(`https://tail.example/page-${Math.floor(rand() * TAIL)}`);
    return { ...keyword, urls: [...urls].map((url, i) => ({ url, position: i + 1 })) };
  });
}

const ms = (from: number) => Math.round(performance.now() - from);

const serp: Benchmark = {
  name: 'serp',
  async run(emit) {
    const inputs = withSerps(N);
    const lists = inputs.map((k) => (k.urls ?? []).map((u) => normalizeUrl(u.url)));
    let started = performance.now();
    const groups = serpGroups(
      lists,
      4,
      20,
      inputs.map((_, i) => i),
    );
    emit({
      bench: 'serp-groups',
      n: N,
      with_serp: lists.filter((l) => l.length > 0).length,
      pairs: groups.pairs,
      ms: ms(started),
    });
    for (const [label, data] of [
      ['with-serp', inputs],
      ['without-serp', inputs.map(({ urls: _urls, ...rest }) => rest)],
    ] as const) {
      started = performance.now();
      const result = await clusterKeywords(data);
      const methods = { serp: 0, mixed: 0, similarity: 0 };
      for (const cluster of result.clusters) methods[cluster.method]++;
      emit({
        bench: `engine-${label}`,
        n: N,
        ms: ms(started),
        clusters: result.clusters.length,
        unclustered: result.unclustered.length,
        methods,
        serp_pairs: result.stats.serp_pairs,
      });
    }
  },
};

export default serp;
