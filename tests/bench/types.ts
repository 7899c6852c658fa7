/** A benchmark module: `run` emits one JSON-serialisable line per measurement. */
export interface Benchmark {
  name: string;
  run(emit: (line: Record<string, unknown>) => void): Promise<void>;
}
