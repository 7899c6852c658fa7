/** The registry of job kinds: what each kind's work is, looked up when a job starts. */
import type { JsonValue } from '../../../contract/json';
import type { Job } from '../../../contract/types/jobs';

export interface JobContext<Input extends JsonValue> {
  /** The job as stored when its work began (status 'running'). */
  job: Job;
  input: Input;
  /** Fires when the job is cancelled (from this tab or another): stop and settle soon. */
  signal: AbortSignal;
  /** Reports how far the work has got: 0..1 (going back is ignored) and the step to show. */
  progress(fraction: number, message: string): void;
}

export interface JobFile {
  name: string;
  mimeType: string;
  blob: Blob;
}

export interface JobOutcome {
  result?: JsonValue;
  file?: JobFile;
}

export interface JobKindDefinition<Input extends JsonValue> {
  /**
   * Does the work; heavy parts call a worker through the worker bridge. Resolves with what the
   * job produced; rejects with an Error whose message tells the user what went wrong and what to do.
   */
  run(ctx: JobContext<Input>): Promise<JobOutcome>;
}

const registry = new Map<string, JobKindDefinition<JsonValue>>();

/** Registers a kind; a name registered twice would silently replace the other's work, so it throws. */
export function registerJobKind<Input extends JsonValue>(kind: string, definition: JobKindDefinition<Input>): void {
  if (registry.has(kind)) throw new Error(`Job kind registered twice: ${kind}`);
  // The runner stores a job's input as given to startJob, typed Input by defineJobKind's starter.
  registry.set(kind, definition as unknown as JobKindDefinition<JsonValue>);
}

export function jobKindDefinition(kind: string): JobKindDefinition<JsonValue> | undefined {
  return registry.get(kind);
}
