/**
 * One declaration per Web Worker. `defineWorker<Api>({ create, loadCore, methods })` gives the
 * core's methods as `Bridged<Api>`, run in a module worker through Comlink, or in the same pure
 * core on the main thread where `Worker` is missing or cannot start (Node, tests, old browsers), as
 * Excalidraw's subset worker falls back to `subset-main`. As in Squoosh, every method takes the
 * caller's AbortSignal first, the worker starts on first use and ends once it has been idle for
 * `idleMs`.
 */
import * as Comlink from 'comlink';

/** Thrown when the caller's AbortSignal fires; handlers turn it into a 499 ApiError. */
export class RunCancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'RunCancelledError';
  }
}

/** Settles with `work`, or rejects with RunCancelledError as soon as `signal` fires (after calling `onAbort`). */
export function cancellable<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  onAbort: () => void = () => {},
): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      // The abandoned work may still settle (often with its own cancel error); nobody waits for it.
      work.catch(() => {});
      onAbort();
      reject(new RunCancelledError());
    };
    if (signal.aborted) {
      abort();
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** What `create` returns: a Worker, or in tests a MessagePort given a `terminate` function. */
export type WorkerEndpoint = Comlink.Endpoint & { terminate(): void };

type AnyFunction = (...args: never[]) => unknown;
export type MethodName<Api> = { [K in keyof Api]: Api[K] extends AnyFunction ? K : never }[keyof Api] & string;
type ArgsOf<F> = F extends (...args: infer Args) => unknown ? Args : never;
type ResultOf<F> = F extends (...args: never[]) => infer Result ? Awaited<Result> : never;
type Callable = (...args: unknown[]) => unknown;

/**
 * A worker core's methods as the main thread calls them, all in one shape: the caller's
 * AbortSignal (or undefined) first, then the core's own arguments, and a promised result.
 * - Aborting rejects the call at once with RunCancelledError; the worker is ended (or, with a
 *   `cancelMethod`, told to stop). A core that stops a run itself throws an Error whose name ends
 *   in `CancelledError` (the engine's ClusteringCancelledError); the caller gets RunCancelledError.
 * - Progress: a core that reports progress takes an optional `onProgress` callback as its last
 *   argument; function arguments are proxied back to this thread.
 * - ArrayBuffer arguments are moved into the worker, not copied: the caller's buffer is emptied.
 */
export type Bridged<Api> = {
  [K in MethodName<Api>]: (signal: AbortSignal | undefined, ...args: ArgsOf<Api[K]>) => Promise<ResultOf<Api[K]>>;
};

export const DEFAULT_IDLE_MS = 2 * 60_000;

export const WORKER_STOPPED_MESSAGE = 'The background worker stopped unexpectedly. Reload the app and try again.';

/** Why a call fails when its worker's script never ran (a 404, a blocked or corrupt download). */
export function workerStartFailedMessage(label: string): string {
  return `The ${label} could not start: reload the page; if it keeps happening, clear the site data`;
}

/**
 * A worker whose script failed to load gets a plain `error` event; an exception thrown inside a
 * running worker arrives as an ErrorEvent, which carries its message.
 */
function isLoadFailure(event: Event): boolean {
  return !('message' in event && typeof event.message === 'string' && event.message !== '');
}

export interface WorkerDefinition<Api> {
  /** What the user would call it, for the error when it cannot start ('clustering engine'). */
  label: string;
  /**
   * Written at the call site as `() => new Worker(new URL('../../../workers/x/x.worker.ts',
   * import.meta.url), { type: 'module' })`: Vite bundles a worker only from that literal form.
   */
  create: () => WorkerEndpoint;
  /** The same pure core, imported for the main thread when there is no worker. */
  loadCore: () => Promise<Api>;
  /** How long the worker lives without a call in flight (default 2 minutes). */
  idleMs?: number;
  /**
   * A method that stops the work in flight while the worker stays warm (state it loaded is kept).
   * Without it an aborted call terminates the worker, and the next call starts a fresh one.
   */
  cancelMethod?: MethodName<Api>;
  /**
   * Runs that stop one at a time: for each method listed, the index of the argument where the
   * bridge puts the call's own id (a number); an abort then calls `cancelMethod(id)`, which stops
   * that call alone, and an abort of a method not listed leaves the others' work running. Without
   * it an abort calls `cancelMethod()`, which stops every call in the worker.
   */
  callIdAt?: { readonly [K in MethodName<Api>]?: number };
  /**
   * Every method of the core, each set to true. Types are gone at run time, so the bridge learns
   * the names from here; the compiler checks the list against `Api` both ways.
   */
  methods: { readonly [K in MethodName<Api>]: true };
}

interface RunningWorker {
  endpoint: WorkerEndpoint;
  remote: Comlink.Remote<unknown>;
  inFlight: number;
  /** No longer given new calls; terminated when its last call settles. */
  retired: boolean;
  ended: boolean;
  idleTimer?: ReturnType<typeof setTimeout>;
  /** Rejects the calls in flight if the worker fails: one that failed to load would otherwise never answer. */
  pending: Set<(error: Error) => void>;
}

function invoke(target: unknown, method: string, args: readonly unknown[]): Promise<unknown> {
  const fn = (target as Record<string, Callable>)[method];
  // Reflect.apply, not fn.apply: on a Comlink proxy `.apply` would be a remote property.
  return Promise.resolve(Reflect.apply(fn, target, [...args]));
}

function forTheWire(args: readonly unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === 'function') return Comlink.proxy(arg);
    if (arg instanceof ArrayBuffer) return Comlink.transfer(arg, [arg]);
    return arg;
  });
}

// By name: an error thrown in a worker crosses as a plain Error that keeps only its name and message.
const isCancelled = (error: unknown) => error instanceof Error && error.name.endsWith('CancelledError');

/** A core's own cancellation error, from a worker or the main thread, as RunCancelledError. */
function normaliseCancel(error: unknown): never {
  throw isCancelled(error) ? new RunCancelledError() : error;
}

/** The labels of the workers started and not yet ended, one per running worker (the Performance tab's health). */
const liveWorkers = new Map<object, string>();

export function runningWorkerLabels(): string[] {
  return [...liveWorkers.values()];
}

export function defineWorker<Api>(definition: WorkerDefinition<Api>): Bridged<Api> {
  const idleMs = definition.idleMs ?? DEFAULT_IDLE_MS;
  const { cancelMethod, callIdAt } = definition;
  let lastCallId = 0;
  let current: RunningWorker | undefined;
  let workerUnavailable = false;
  let core: Promise<Api> | undefined;

  const loadCore = (): Promise<Api> =>
    (core ??= definition.loadCore().catch((error: unknown) => {
      core = undefined;
      throw error;
    }));

  function terminate(running: RunningWorker): void {
    clearTimeout(running.idleTimer);
    if (current === running) current = undefined;
    running.retired = true;
    if (running.ended) return;
    running.ended = true;
    liveWorkers.delete(running);
    running.endpoint.terminate();
  }

  function start(): RunningWorker | undefined {
    let endpoint: WorkerEndpoint;
    try {
      endpoint = definition.create();
    } catch {
      // Module workers unsupported, or blocked by policy: the main thread still gives an answer.
      workerUnavailable = true;
      return undefined;
    }
    const running: RunningWorker = {
      endpoint,
      remote: Comlink.wrap(endpoint),
      inFlight: 0,
      retired: false,
      ended: false,
      pending: new Set(),
    };
    liveWorkers.set(running, definition.label);
    endpoint.addEventListener('error', (event) => {
      // A retry after a reload may well work, so the next call starts a fresh worker rather than
      // moving heavy work onto the main thread, where it would freeze the page.
      const message = isLoadFailure(event) ? workerStartFailedMessage(definition.label) : WORKER_STOPPED_MESSAGE;
      for (const reject of running.pending) reject(new Error(message));
      terminate(running);
    });
    return running;
  }

  function acquire(): RunningWorker | undefined {
    if (workerUnavailable || typeof Worker === 'undefined') return undefined;
    current ??= start();
    if (current) {
      clearTimeout(current.idleTimer);
      current.inFlight += 1;
    }
    return current;
  }

  function release(running: RunningWorker): void {
    running.inFlight -= 1;
    if (running.inFlight > 0 || running.ended) return;
    if (running.retired) terminate(running);
    else running.idleTimer = setTimeout(() => terminate(running), idleMs);
  }

  function callInWorker(running: RunningWorker, method: string, args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      running.pending.add(reject);
      invoke(running.remote, method, args)
        .then(resolve, reject)
        .finally(() => running.pending.delete(reject));
    });
  }

  /** The arguments of the cancel call that stops this call; undefined when nothing can stop it alone. */
  function cancelArgs(callId: number | undefined): unknown[] | undefined {
    if (!callIdAt) return [];
    return callId === undefined ? undefined : [callId];
  }

  /** The core's arguments, with the call's id in its place for a method that stops alone. */
  function withCallId(method: string, args: unknown[]): { args: unknown[]; callId?: number } {
    const at = (callIdAt as Partial<Record<string, number>> | undefined)?.[method];
    if (at === undefined) return { args };
    lastCallId += 1;
    const tagged = [...args];
    // Optional arguments the caller left out still come before the id.
    while (tagged.length < at) tagged.push(undefined);
    tagged[at] = lastCallId;
    return { args: tagged, callId: lastCallId };
  }

  function abandon(running: RunningWorker, callId: number | undefined): void {
    if (cancelMethod) {
      const cancel = cancelArgs(callId);
      if (cancel) invoke(running.remote, cancelMethod, cancel).catch(() => {});
      return;
    }
    // Terminating now would also end other callers' work, so a shared worker ends once they are done.
    running.retired = true;
    if (current === running) current = undefined;
  }

  function callOnMainThread(
    method: string,
    args: readonly unknown[],
    signal: AbortSignal | undefined,
    callId: number | undefined,
  ) {
    const work = loadCore().then((api) => invoke(api, method, args));
    // Work on the main thread can only stop itself, through the core's cancel method.
    const stop = () => {
      const cancel = cancelArgs(callId);
      if (cancelMethod && cancel)
        void loadCore()
          .then((api) => invoke(api, cancelMethod, cancel))
          .catch(() => {});
    };
    return cancellable(work, signal, stop);
  }

  function call(method: string, signal: AbortSignal | undefined, callerArgs: unknown[]): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(new RunCancelledError());
    const { args, callId } = withCallId(method, callerArgs);
    const running = acquire();
    if (!running) return callOnMainThread(method, args, signal, callId).catch(normaliseCancel);
    const work = callInWorker(running, method, forTheWire(args));
    return cancellable(work, signal, () => abandon(running, callId))
      .finally(() => release(running))
      .catch(normaliseCancel);
  }

  const bridged = Object.keys(definition.methods).map((method) => [
    method,
    (signal: AbortSignal | undefined, ...args: unknown[]) => call(method, signal, args),
  ]);
  // The entries follow `methods`, which the compiler holds to exactly the names of Api.
  return Object.fromEntries(bridged) as Bridged<Api>;
}
