// Issue 28: the neighbour search split across threads gives the same clusters as one thread,
// whatever the number of threads (the pool here runs its ranges in-process; the CLI test runs
// real worker threads).
import { describe, expect, it } from 'vitest';
import { clusterKeywords } from '@workers/clustering/engine';
import {
  buildNeighbourGraph,
  GRAPH_PARAMS,
  PARALLEL_MIN_KEYWORDS,
  searchRange,
  type NeighbourPool,
} from '@workers/clustering/neighbours';
import { RunControl } from '@workers/clustering/control';
import { centroidGraph } from '@workers/clustering/centroidModel';
import { TOPIC_GRAPH } from '@workers/clustering/topics';
import { generateKeywords } from '../bench/generator';
import { lexicalModel } from './clustering-support';

function inProcessPool(size: number, used: { ranges: [number, number][] }): NeighbourPool {
  return {
    size,
    search: async (task) => {
      used.ranges.push([task.from, task.to]);
      // A copy, as a message to another thread would be.
      const copy = structuredClone(task);
      return searchRange(copy.model, copy.params, copy.index, copy.from, copy.to);
    },
  };
}

const keywords = generateKeywords(PARALLEL_MIN_KEYWORDS + 500).map((k) => ({
  text: k.text,
  search_volume: k.search_volume,
}));

describe('the neighbour search on several threads', () => {
  it('gives the same clusters with 1, 2 and 4 threads', async () => {
    const alone = await clusterKeywords(keywords);
    for (const size of [1, 3]) {
      const used = { ranges: [] as [number, number][] };
      const split = await clusterKeywords(keywords, {}, { pool: inProcessPool(size, used) });
      expect(used.ranges).toHaveLength(size);
      expect(split.clusters).toEqual(alone.clusters);
      expect(split.unclustered).toEqual(alone.unclustered);
    }
  });

  it('keeps a small list on one thread', async () => {
    const used = { ranges: [] as [number, number][] };
    const few = keywords.slice(0, 200);
    await clusterKeywords(few, {}, { pool: inProcessPool(1, used) });
    expect(used.ranges).toEqual([]);
  });

  it('covers every keyword once, in contiguous ranges', async () => {
    const used = { ranges: [] as [number, number][] };
    const model = {
      n: PARALLEL_MIN_KEYWORDS,
      lexical: {
        words: { ptr: new Int32Array(PARALLEL_MIN_KEYWORDS + 1), idx: new Int32Array(0), val: new Float32Array(0) },
        chars: { ptr: new Int32Array(PARALLEL_MIN_KEYWORDS + 1), idx: new Int32Array(0), val: new Float32Array(0) },
        wordVocab: [],
        wordIdf: new Float32Array(0),
        charSpace: 0,
      },
      semantic: null,
      dim: 0,
      weights: { word: 0.55, char: 0.45, semantic: 0 },
      curve: { at: [0, 1], raw: [0, 1] },
    };
    const graph = await buildNeighbourGraph(model, GRAPH_PARAMS, new RunControl(), inProcessPool(3, used));
    expect(graph.ptr).toHaveLength(PARALLEL_MIN_KEYWORDS + 1);
    const bounds = used.ranges.sort((a, b) => a[0] - b[0]);
    expect(bounds[0][0]).toBeGreaterThan(0);
    expect(bounds.at(-1)?.[1]).toBe(PARALLEL_MIN_KEYWORDS);
    for (let p = 1; p < bounds.length; p++) expect(bounds[p][0]).toBe(bounds[p - 1][1]);
  });

  it('splits the topics’ search over many clusters too, with the same graph', async () => {
    // 4,000+ clusters (100,000 keywords make 25,000): each item here stands for one cluster.
    const { model } = await lexicalModel(keywords.map((k) => k.text));
    const alone = await centroidGraph(model, TOPIC_GRAPH, new RunControl());
    const used = { ranges: [] as [number, number][] };
    const split = await centroidGraph(model, TOPIC_GRAPH, new RunControl(), inProcessPool(1, used));
    expect(used.ranges).toHaveLength(1);
    expect(split).toEqual(alone);
  });
});
