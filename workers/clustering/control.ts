// Progress, cancellation and stage timing for a run. Long loops call `tick` often; it
// yields to the event loop every YIELD_MS so a worker can receive a cancel message and
// report progress, and throws ClusteringCancelledError once the run is cancelled.
import { yieldToEventLoop } from '@/lib/yieldToEventLoop';
import type { ClusteringProgress, ClusteringStage } from './types';

export interface CancelSignal {
  readonly aborted: boolean;
}

export class ClusteringCancelledError extends Error {
  constructor() {
    super('Clustering cancelled');
    this.name = 'ClusteringCancelledError';
  }
}

const YIELD_MS = 100;
const STAGES: ClusteringStage[] = ['normalize', 'features', 'semantic', 'neighbours', 'linkage', 'summarize', 'topics'];

export type StageSeconds = Record<ClusteringStage | 'total', number>;

export class RunControl {
  readonly seconds: StageSeconds;
  private stage: ClusteringStage = 'normalize';
  private total = 0;
  private stageStarted = 0;
  private lastYield = 0;
  private readonly started = performance.now();

  constructor(
    private readonly signal?: CancelSignal,
    private readonly onProgress?: (p: ClusteringProgress) => void,
  ) {
    this.seconds = Object.fromEntries([...STAGES, 'total'].map((s) => [s, 0])) as StageSeconds;
    this.lastYield = this.started;
  }

  async begin(stage: ClusteringStage, total: number): Promise<void> {
    this.stage = stage;
    this.total = total;
    this.stageStarted = performance.now();
    this.onProgress?.({ stage, done: 0, total });
    await this.pause();
  }

  /**
   * Whether it is time to yield (call `tick` then). Synchronous and cheap so hot loops
   * can ask every iteration: it only looks at the clock every 256 calls.
   */
  due(done: number): boolean {
    return (done & 255) === 0 && performance.now() - this.lastYield >= YIELD_MS;
  }

  /** Reports progress, yields to the event loop and throws if cancelled. */
  async tick(done: number): Promise<void> {
    this.onProgress?.({ stage: this.stage, done, total: this.total });
    await this.pause();
  }

  end(): void {
    const now = performance.now();
    this.seconds[this.stage] += (now - this.stageStarted) / 1000;
    this.seconds.total = (now - this.started) / 1000;
    this.onProgress?.({ stage: this.stage, done: this.total, total: this.total });
  }

  /** Reports another control's progress as this run's (a build it waits for); throws once this run is cancelled. */
  relay(progress: ClusteringProgress): void {
    this.check();
    this.onProgress?.(progress);
  }

  /** Counts the stages another control timed for this run. */
  addStageSeconds(seconds: StageSeconds): void {
    for (const stage of STAGES) this.seconds[stage] += seconds[stage];
  }

  check(): void {
    if (this.signal?.aborted) throw new ClusteringCancelledError();
  }

  private async pause(): Promise<void> {
    this.check();
    await yieldToEventLoop();
    this.lastYield = performance.now();
    this.check();
  }
}
