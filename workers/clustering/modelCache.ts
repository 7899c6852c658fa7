// The last list's similarity model, neighbour graph and facets, kept between runs. They depend on
// the keywords shown and the language alone, not on any threshold, size or SERP setting, so a
// re-run of the same list with other settings starts at the linkage (issue 28): about half of a
// run's engine time at 10,000 keywords.
import type { Facets } from './facets';
import type { NeighbourGraph } from './neighbours';
import type { SimilarityModel } from './similarity';

export interface KeywordModel {
  model: SimilarityModel;
  graph: NeighbourGraph;
  facets: Facets;
}

/**
 * The key of a list's model: its language, whether word vectors were used, and the texts its
 * keywords are shown as (each duplicate group's head), in order. Equal keys give equal models:
 * every step from these texts to the graph is deterministic.
 */
export function modelKey(language: string, semantic: boolean, heads: readonly string[]): string {
  return `${language}\u0000${semantic ? 'semantic' : 'lexical'}\u0000${heads.join('\u0000')}`;
}

/** One entry, the last list's: a worker holds one list's arrays at a time (about 100 MB at 100,000). */
export class ModelCache {
  private last: { key: string; value: KeywordModel } | null = null;

  get(key: string): KeywordModel | undefined {
    return this.last?.key === key ? this.last.value : undefined;
  }

  set(key: string, value: KeywordModel): void {
    this.last = { key, value };
  }
}
