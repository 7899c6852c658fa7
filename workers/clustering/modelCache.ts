// The last list's similarity model, neighbour graph and facets, kept between runs. They depend on
// the keywords shown and the language alone, not on any threshold, size or SERP setting, so a
// re-run of the same list with other settings starts at the linkage (issue 28): about half of a
// run's engine time at 10,000 keywords. With them, the list's linkage recorded at the floor (per
// maximum size, without SERP data) gives every threshold without a linkage of its own. A list can
// also be prepared before its run (the tab does it as a file is uploaded); a run that comes while
// that build is under way waits for it, hearing its progress, instead of starting a second one
// (sharedWork.ts).
import type { RunControl } from './control';
import type { Facets } from './facets';
import type { MergeLog } from './linkage';
import type { NeighbourGraph } from './neighbours';
import type { SimilarityModel } from './similarity';
import { SharedWork } from './sharedWork';
import type { NormalizedText } from './text';

export interface KeywordModel {
  model: SimilarityModel;
  graph: NeighbourGraph;
  facets: Facets;
  /** The list's linkage recorded at the floor, by maximum cluster size (lists without SERP data). */
  floorLogs: Map<number, MergeLog>;
}

/**
 * The key of a list's model: its language, whether word vectors were used, and the texts its
 * keywords are shown as (each duplicate group's head), in order. Equal keys give equal models:
 * every step from these texts to the graph is deterministic.
 */
export function modelKey(language: string, semantic: boolean, heads: readonly string[]): string {
  return `${language}\u0000${semantic ? 'semantic' : 'lexical'}\u0000${heads.join('\u0000')}`;
}

export type BuildModel = (control: RunControl) => Promise<KeywordModel>;

/**
 * One list at a time, the last one's: a worker holds one list's model at a time (66 MB of arrays
 * at 100,000 keywords, measured) and its lines' normalised texts.
 */
export class ModelCache {
  private readonly builds = new SharedWork<KeywordModel>();
  /** The last list's lines normalised, by text: a run of a prepared list reads them instead (0.9 s at 100,000). */
  private lines: { language: string; byText: Map<string, NormalizedText> } | null = null;

  normalized(language: string): Map<string, NormalizedText> | undefined {
    return this.lines?.language === language ? this.lines.byText : undefined;
  }

  keepNormalized(language: string, byText: Map<string, NormalizedText>): void {
    this.lines = { language, byText };
  }

  /**
   * The model of `key` for a run: the kept one, the one being built, else one built now with
   * `build`. `control` is the run's: it hears the build's progress, and its cancel stops the wait
   * (and the build, unless a prepare started it or another run waits for it too).
   */
  forRun(key: string, build: BuildModel, control: RunControl): Promise<KeywordModel> {
    return this.builds.forRun(key, (job) => build(job.control), control);
  }

  /** Builds the model of `key` ahead of its run; undefined when another list replaced it first. */
  prepare(key: string, build: BuildModel): Promise<KeywordModel | undefined> {
    return this.builds.prepare(key, (job) => build(job.control));
  }
}
