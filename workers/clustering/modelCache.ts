// The last list's similarity model, neighbour graph and facets, kept between runs. They depend on
// the keywords shown and the language alone, not on any threshold, size or SERP setting, so a
// re-run of the same list with other settings starts at the linkage (issue 28): about half of a
// run's engine time at 10,000 keywords. With them, the list's linkage recorded at the floor (per
// maximum size, without SERP data) gives every threshold without a linkage of its own. A list can
// also be prepared before its run (the tab does it as a file is uploaded); a run that comes while
// that build is under way waits for it, hearing its progress, instead of starting a second one.
import { RunControl } from './control';
import type { Facets } from './facets';
import type { MergeLog } from './linkage';
import type { NeighbourGraph } from './neighbours';
import type { SimilarityModel } from './similarity';
import type { NormalizedText } from './text';
import type { ClusteringProgress } from './types';

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

interface Entry {
  key: string;
  model: Promise<KeywordModel>;
  /** The build's own control: its signal, and its stage seconds for the run that started it. */
  control: RunControl;
  signal: { aborted: boolean };
  /** The runs waiting for the build: each hears its progress. */
  listeners: Set<(progress: ClusteringProgress) => void>;
  /** Started by a prepare: it goes on when the runs waiting for it are cancelled, until another list replaces it. */
  prepared: boolean;
}

/**
 * One entry, the last list's: a worker holds one list's model at a time (66 MB of arrays at 100,000
 * keywords, measured) and its lines' normalised texts.
 */
export class ModelCache {
  private last: Entry | null = null;
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
  async forRun(key: string, build: BuildModel, control: RunControl): Promise<KeywordModel> {
    const found = this.last?.key === key ? this.last : null;
    const entry = found ?? this.start(key, build, false);
    const model = await this.wait(entry, control);
    // The run that started the build counts its stages; one that found the model built them in no time.
    if (!found) control.addStageSeconds(entry.control.seconds);
    return model;
  }

  /** Builds the model of `key` ahead of its run; undefined when another list replaced it first. */
  async prepare(key: string, build: BuildModel): Promise<KeywordModel | undefined> {
    const entry = this.last?.key === key ? this.last : this.start(key, build, true);
    return entry.model.catch(() => undefined);
  }

  private start(key: string, build: BuildModel, prepared: boolean): Entry {
    // Another list's build that nobody waits for stops: its cores go to this one.
    if (this.last && this.last.listeners.size === 0) this.last.signal.aborted = true;
    const signal = { aborted: false };
    const listeners = new Set<(progress: ClusteringProgress) => void>();
    const control = new RunControl(signal, (progress) => {
      for (const listener of [...listeners]) listener(progress);
    });
    const entry: Entry = { key, model: build(control), control, signal, listeners, prepared };
    entry.model.catch(() => {
      if (this.last === entry) this.last = null;
    });
    this.last = entry;
    return entry;
  }

  private wait(entry: Entry, control: RunControl): Promise<KeywordModel> {
    return new Promise<KeywordModel>((resolve, reject) => {
      const leave = () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size === 0 && !entry.prepared) entry.signal.aborted = true;
      };
      const listener = (progress: ClusteringProgress) => {
        try {
          control.relay(progress);
        } catch (error) {
          leave();
          reject(error);
        }
      };
      entry.listeners.add(listener);
      entry.model.then(
        (model) => {
          entry.listeners.delete(listener);
          resolve(model);
        },
        (error: unknown) => {
          leave();
          reject(error);
        },
      );
    });
  }
}
