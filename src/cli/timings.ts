// `--timings`: the command's stages with the time each took and the memory after it, printed to
// stderr as one JSON line, so the benchmark can say where the time and the peak come from.
export interface StageTiming {
  stage: string;
  seconds: number;
  rss_mb: number;
  /** Live JavaScript objects (after the last collection) and typed arrays. */
  heap_mb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1048576);

export class Timings {
  readonly stages: StageTiming[] = [];
  // Node's clock starts with the process, so the first stage includes loading the modules.
  private last = 0;

  mark(stage: string): void {
    const now = performance.now();
    const memory = process.memoryUsage();
    this.stages.push({
      stage,
      seconds: Math.round(now - this.last) / 1000,
      rss_mb: mb(memory.rss),
      heap_mb: mb(memory.heapUsed + memory.arrayBuffers),
    });
    this.last = now;
  }

  /** Engine stages (seconds from the engine's own stats) nested under the run's stage. */
  engine: Record<string, number> = {};

  report(): string {
    return `${JSON.stringify({
      stages: this.stages,
      engine: this.engine,
      peak_rss_mb: mb(process.resourceUsage().maxRSS * 1024),
    })}\n`;
  }
}
