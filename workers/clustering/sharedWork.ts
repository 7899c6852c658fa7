// Work that runs share, one piece at a time, by key: the last list's model (modelCache.ts) and the
// last run's result (worker-api.ts). A run that asks for the work under way waits for it, hearing
// its progress, instead of starting it again, and gets it at once when it is done. Work nobody waits
// for stops when other work starts; prepared work goes on when the runs waiting for it are
// cancelled (the next run may use it), until other work replaces it.
import { RunControl, type CancelSignal } from './control';
import type { ClusteringProgress } from './types';

/** What a piece of work runs with: its own control, or its signal and progress for one it makes itself. */
export interface Job {
  control: RunControl;
  signal: CancelSignal;
  onProgress: (progress: ClusteringProgress) => void;
}

export type Work<T> = (job: Job) => Promise<T>;

interface Entry<T> {
  key: string;
  value: Promise<T>;
  control: RunControl;
  signal: { aborted: boolean };
  /** The runs waiting for the work: each hears its progress. */
  listeners: Set<(progress: ClusteringProgress) => void>;
  prepared: boolean;
}

export class SharedWork<T> {
  private last: Entry<T> | null = null;

  /**
   * The value of `key` for a run: the one kept, the one under way, else one made now with `work`.
   * `control` is the run's: it hears the work's progress, counts its stage seconds when this run
   * started it, and its cancel stops the wait (and the work, unless prepared or waited for by others).
   */
  async forRun(key: string, work: Work<T>, control: RunControl): Promise<T> {
    const found = this.current(key);
    const entry = found ?? this.start(key, work, false);
    const value = await this.wait(entry, control);
    if (!found) control.addStageSeconds(entry.control.seconds);
    return value;
  }

  /** Makes the value of `key` ahead of its run; undefined when other work replaced it first. */
  async prepare(key: string, work: Work<T>): Promise<T | undefined> {
    const entry = this.current(key) ?? this.start(key, work, true);
    return entry.value.catch(() => undefined);
  }

  /** The work of `key` kept or under way; not work being stopped (a run cancelled, then clicked again). */
  private current(key: string): Entry<T> | null {
    return this.last?.key === key && !this.last.signal.aborted ? this.last : null;
  }

  private start(key: string, work: Work<T>, prepared: boolean): Entry<T> {
    // Other work that nobody waits for stops: its cores go to this one.
    if (this.last && this.last.listeners.size === 0) this.last.signal.aborted = true;
    const signal = { aborted: false };
    const listeners = new Set<(progress: ClusteringProgress) => void>();
    const onProgress = (progress: ClusteringProgress) => {
      for (const listener of [...listeners]) listener(progress);
    };
    const control = new RunControl(signal, onProgress);
    const entry: Entry<T> = { key, value: work({ control, signal, onProgress }), control, signal, listeners, prepared };
    entry.value.catch(() => {
      if (this.last === entry) this.last = null;
    });
    this.last = entry;
    return entry;
  }

  private wait(entry: Entry<T>, control: RunControl): Promise<T> {
    return new Promise<T>((resolve, reject) => {
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
      entry.value.then(
        (value) => {
          entry.listeners.delete(listener);
          resolve(value);
        },
        (error: unknown) => {
          leave();
          reject(error);
        },
      );
    });
  }
}
