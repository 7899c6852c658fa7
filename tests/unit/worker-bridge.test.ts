import * as Comlink from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defineWorker,
  RunCancelledError,
  WORKER_STOPPED_MESSAGE,
  workerStartFailedMessage,
  type WorkerEndpoint,
} from '@/api/local/workerBridge';

/** A controllable piece of work: settles only when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function createCore() {
  const gate = deferred<string>();
  return {
    gate,
    cancel: vi.fn(),
    double: (n: number) => n * 2,
    async countTo(n: number, onTick: (tick: number) => void) {
      for (let tick = 1; tick <= n; tick += 1) onTick(tick);
      return n;
    },
    byteLength: (bytes: ArrayBuffer) => bytes.byteLength,
    wait: () => gate.promise,
    /** The clustering engine's way: its own error once its cancel method has stopped the run. */
    stopped: async (): Promise<never> => {
      throw Object.assign(new Error('Clustering cancelled'), { name: 'ClusteringCancelledError' });
    },
  };
}
type Core = Omit<ReturnType<typeof createCore>, 'gate'>;
const METHODS = { cancel: true, double: true, countTo: true, byteLength: true, wait: true, stopped: true } as const;

/** A fake module worker: the core exposed with Comlink on the far end of a MessageChannel. */
function fakeWorkerFactory(core: Core) {
  const ports: MessagePort[] = [];
  const terminate = vi.fn();
  const create = vi.fn((): WorkerEndpoint => {
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(core, port2);
    ports.push(port1, port2);
    return Object.assign(port1, { terminate });
  });
  const closeAll = () => ports.forEach((port) => port.close());
  return { create, terminate, closeAll, lastPort: () => ports[ports.length - 2] };
}

let closeAll = () => {};

afterEach(() => {
  closeAll();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('defineWorker where Worker exists', () => {
  let core: ReturnType<typeof createCore>;
  let fake: ReturnType<typeof fakeWorkerFactory>;

  beforeEach(() => {
    vi.stubGlobal('Worker', class {});
    core = createCore();
    fake = fakeWorkerFactory(core);
    closeAll = fake.closeAll;
  });

  it('gives one method per listed name, each taking the signal first', async () => {
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
    });
    expect(Object.keys(bridge).sort()).toEqual(Object.keys(METHODS).sort());
    await expect(bridge.double(new AbortController().signal, 3)).resolves.toBe(6);
  });

  it("turns the core's own cancellation error into RunCancelledError", async () => {
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
    });
    await expect(bridge.stopped(undefined)).rejects.toBeInstanceOf(RunCancelledError);
  });

  it('creates the worker on the first call only, and calls reach the core', async () => {
    const loadCore = vi.fn(async (): Promise<Core> => core);
    const bridge = defineWorker<Core>({ label: 'test engine', methods: METHODS, create: fake.create, loadCore });
    expect(fake.create).not.toHaveBeenCalled();
    await expect(bridge.double(undefined, 21)).resolves.toBe(42);
    await expect(bridge.double(undefined, 5)).resolves.toBe(10);
    expect(fake.create).toHaveBeenCalledTimes(1);
    expect(loadCore).not.toHaveBeenCalled();
  });

  it('proxies progress callbacks back and moves ArrayBuffer arguments', async () => {
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
    });
    const ticks: number[] = [];
    await expect(bridge.countTo(undefined, 3, (tick) => ticks.push(tick))).resolves.toBe(3);
    expect(ticks).toEqual([1, 2, 3]);

    const moved = new ArrayBuffer(8);
    await expect(bridge.byteLength(undefined, moved)).resolves.toBe(8);
    expect(moved.byteLength).toBe(0);
  });

  it('on abort rejects at once with RunCancelledError and terminates; the next call starts afresh', async () => {
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
    });
    const controller = new AbortController();
    const pending = bridge.wait(controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RunCancelledError);
    expect(fake.terminate).toHaveBeenCalledTimes(1);
    await expect(bridge.double(undefined, 1)).resolves.toBe(2);
    expect(fake.create).toHaveBeenCalledTimes(2);
  });

  it('lets other calls on an aborted worker finish before terminating it', async () => {
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
    });
    const other = bridge.wait(undefined);
    const controller = new AbortController();
    const aborted = bridge.double(controller.signal, 1);
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(RunCancelledError);
    expect(fake.terminate).not.toHaveBeenCalled();
    core.gate.resolve('done');
    await expect(other).resolves.toBe('done');
    expect(fake.terminate).toHaveBeenCalledTimes(1);
  });

  it('with a cancel method, an abort calls it and the worker stays warm', async () => {
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
      cancelMethod: 'cancel',
    });
    const controller = new AbortController();
    const pending = bridge.wait(controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RunCancelledError);
    await vi.waitFor(() => expect(core.cancel).toHaveBeenCalledTimes(1));
    await expect(bridge.double(undefined, 2)).resolves.toBe(4);
    expect(fake.terminate).not.toHaveBeenCalled();
    expect(fake.create).toHaveBeenCalledTimes(1);
  });

  it('with call ids, an abort stops that call alone and the other call completes', async () => {
    type IdCore = { run(label: string, runId?: number): Promise<string>; cancel(runId?: number): void };
    const gates = new Map<number, (outcome: string | Error) => void>();
    const idCore: IdCore = {
      run: (label, runId) =>
        new Promise((resolve, reject) =>
          gates.set(runId ?? 0, (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(`${label} done`))),
        ),
      cancel: vi.fn((runId?: number) =>
        gates.get(runId ?? 0)?.(Object.assign(new Error('Stopped'), { name: 'ClusteringCancelledError' })),
      ),
    };
    const ports: MessagePort[] = [];
    const bridge = defineWorker<IdCore>({
      label: 'test engine',
      methods: { run: true, cancel: true },
      create: () => {
        const { port1, port2 } = new MessageChannel();
        Comlink.expose(idCore, port2);
        ports.push(port1, port2);
        return Object.assign(port1, { terminate: vi.fn() });
      },
      loadCore: async () => idCore,
      cancelMethod: 'cancel',
      callIdAt: { run: 1 },
    });
    closeAll = () => ports.forEach((port) => port.close());
    const controller = new AbortController();
    const first = bridge.run(undefined, 'first');
    const second = bridge.run(controller.signal, 'second');
    await vi.waitFor(() => expect(gates.size).toBe(2));
    controller.abort();
    await expect(second).rejects.toBeInstanceOf(RunCancelledError);
    await vi.waitFor(() => expect(idCore.cancel).toHaveBeenCalledTimes(1));
    const [firstId, secondId] = [...gates.keys()];
    expect(idCore.cancel).toHaveBeenCalledWith(secondId);
    gates.get(firstId)?.('ok');
    await expect(first).resolves.toBe('first done');
  });

  it('rejects a call whose signal has already fired without starting a worker', async () => {
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
    });
    await expect(bridge.double(AbortSignal.abort(), 1)).rejects.toBeInstanceOf(RunCancelledError);
    expect(fake.create).not.toHaveBeenCalled();
  });

  it('terminates after idleMs with no call in flight, and starts again on the next call', async () => {
    vi.useFakeTimers();
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
      idleMs: 1000,
    });
    await bridge.double(undefined, 1);
    vi.advanceTimersByTime(999);
    expect(fake.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.terminate).toHaveBeenCalledTimes(1);
    await expect(bridge.double(undefined, 3)).resolves.toBe(6);
    expect(fake.create).toHaveBeenCalledTimes(2);
  });

  it('is not idle while a call is in flight', async () => {
    vi.useFakeTimers();
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
      idleMs: 1000,
    });
    await bridge.double(undefined, 1);
    const long = bridge.wait(undefined);
    vi.advanceTimersByTime(5000);
    expect(fake.terminate).not.toHaveBeenCalled();
    core.gate.resolve('late');
    await expect(long).resolves.toBe('late');
    vi.advanceTimersByTime(1000);
    expect(fake.terminate).toHaveBeenCalledTimes(1);
  });

  it('rejects the calls in flight when the worker throws, and replaces it', async () => {
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: fake.create,
      loadCore: async () => core,
    });
    const pending = bridge.wait(undefined);
    // An exception inside a running worker arrives as an ErrorEvent with its message.
    fake.lastPort().dispatchEvent(Object.assign(new Event('error'), { message: 'Uncaught RangeError: too big' }));
    await expect(pending).rejects.toThrow(WORKER_STOPPED_MESSAGE);
    expect(fake.terminate).toHaveBeenCalledTimes(1);
    await expect(bridge.double(undefined, 4)).resolves.toBe(8);
    expect(fake.create).toHaveBeenCalledTimes(2);
  });

  it('fails the calls in flight with what to do when the worker script cannot load (a 404)', async () => {
    const loadCore = vi.fn(async () => core);
    const bridge = defineWorker<Core>({ label: 'test engine', methods: METHODS, create: fake.create, loadCore });
    const pending = bridge.wait(undefined);
    // Chromium fires a plain `error` Event, with no message, at a module worker whose script failed to load.
    fake.lastPort().dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow(
      'The test engine could not start: reload the page; if it keeps happening, clear the site data',
    );
    expect(workerStartFailedMessage('test engine')).toMatch(/^The test engine could not start/);
    // Heavy work is not moved onto the main thread, where it would freeze the page.
    expect(loadCore).not.toHaveBeenCalled();
    expect(fake.terminate).toHaveBeenCalledTimes(1);
  });

  it('runs on the main thread when the worker cannot be created', async () => {
    const create = vi.fn((): WorkerEndpoint => {
      throw new TypeError('Module scripts are not supported on DedicatedWorker');
    });
    const bridge = defineWorker<Core>({ label: 'test engine', methods: METHODS, create, loadCore: async () => core });
    await expect(bridge.double(undefined, 7)).resolves.toBe(14);
    await expect(bridge.double(undefined, 8)).resolves.toBe(16);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('defineWorker where Worker is missing (Node, old browsers)', () => {
  it('runs the core loaded once on the main thread and never creates a worker', async () => {
    const core = createCore();
    const create = vi.fn((): WorkerEndpoint => {
      throw new Error('unexpected');
    });
    const loadCore = vi.fn(async (): Promise<Core> => core);
    const bridge = defineWorker<Core>({ label: 'test engine', methods: METHODS, create, loadCore });
    const ticks: number[] = [];
    await expect(bridge.countTo(undefined, 2, (tick) => ticks.push(tick))).resolves.toBe(2);
    await expect(bridge.double(undefined, 4)).resolves.toBe(8);
    expect(ticks).toEqual([1, 2]);
    expect(loadCore).toHaveBeenCalledTimes(1);
    expect(create).not.toHaveBeenCalled();
  });

  it('on abort rejects at once and calls the cancel method of the core', async () => {
    const core = createCore();
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: vi.fn(),
      loadCore: async () => core,
      cancelMethod: 'cancel',
    });
    const controller = new AbortController();
    const pending = bridge.wait(controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RunCancelledError);
    await vi.waitFor(() => expect(core.cancel).toHaveBeenCalledTimes(1));
  });

  it("turns the core's own cancellation error into RunCancelledError", async () => {
    const core = createCore();
    const bridge = defineWorker<Core>({
      label: 'test engine',
      methods: METHODS,
      create: vi.fn(),
      loadCore: async () => core,
    });
    await expect(bridge.stopped(undefined)).rejects.toBeInstanceOf(RunCancelledError);
  });

  it('loads the core again after a failed load', async () => {
    const core = createCore();
    const loadCore = vi
      .fn<() => Promise<Core>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(core);
    const bridge = defineWorker<Core>({ label: 'test engine', methods: METHODS, create: vi.fn(), loadCore });
    await expect(bridge.double(undefined, 1)).rejects.toThrow('chunk failed');
    await expect(bridge.double(undefined, 1)).resolves.toBe(2);
  });
});
