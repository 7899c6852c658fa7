// Worker threads that share the engine's neighbour searches (issue 28: both cores). They run their
// own small bundle (neighbourThread.ts), which scripts/cluster.mjs builds beside the command's and
// names in TOPICWISE_THREAD_BUNDLE. Without it (the CLI run from source) the search stays on one
// thread.
import { parentPort, Worker } from 'node:worker_threads';
import {
  searchRange,
  type NeighbourPool,
  type NeighbourRows,
  type NeighbourTask,
} from '@workers/clustering/neighbours';

interface Reply {
  id: number;
  rows?: NeighbourRows;
  error?: string;
}

/** `threads` counts the main thread: 2 starts one helper. The helpers do not keep the process alive. */
export function startNeighbourThreads(threads: number): NeighbourPool | undefined {
  const bundle = process.env.TOPICWISE_THREAD_BUNDLE;
  const size = threads - 1;
  if (!bundle || size < 1) return undefined;
  const pending = new Map<number, { resolve: (rows: NeighbourRows) => void; reject: (error: Error) => void }>();
  const helpers = Array.from({ length: size }, () => {
    const worker = new Worker(bundle, { workerData: { role: 'neighbours' } });
    worker.unref();
    worker.on('message', ({ id, rows, error }: Reply) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (rows) waiting?.resolve(rows);
      else waiting?.reject(new Error(error ?? 'Neighbour search failed'));
    });
    worker.on('error', (error: unknown) => {
      for (const waiting of pending.values()) waiting.reject(error instanceof Error ? error : new Error(String(error)));
      pending.clear();
    });
    return worker;
  });
  let next = 0;
  const shared = new WeakMap<ArrayBufferView, ArrayBufferView>();
  return {
    size,
    search(task: NeighbourTask): Promise<NeighbourRows> {
      const id = next++;
      const message = { id, task: inSharedMemory(task, shared) };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        helpers[id % size].postMessage(message);
      });
    },
  };
}

/**
 * The task with its typed arrays (the model's rows and word vectors, the search index) copied once
 * into shared memory, which a message passes without copying: each helper was sent its own copy
 * (two while the message was in flight), 100-200 MB a helper at 100,000 keywords. `shared` keeps
 * the copies, so the searches of one graph, sent to every helper, share one. The values are the
 * same, so are the neighbours.
 */
function inSharedMemory<T>(value: T, shared: WeakMap<ArrayBufferView, ArrayBufferView>): T {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    const view = value as unknown as ArrayBufferView & { length: number; set(from: ArrayLike<number>): void };
    let copy = shared.get(view);
    if (!copy) {
      const Type = view.constructor as new (buffer: SharedArrayBuffer, offset: number, length: number) => typeof view;
      const inShared = new Type(new SharedArrayBuffer(view.byteLength), 0, view.length);
      inShared.set(view as unknown as ArrayLike<number>);
      copy = inShared;
      shared.set(view, copy);
    }
    return copy as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => inSharedMemory(item, shared)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, inSharedMemory(item as unknown, shared)]),
    ) as T;
  }
  return value;
}

/** The helper's side: one search per message, its rows moved (not copied) back. */
export function serveNeighbourSearches(): void {
  const port = parentPort;
  if (!port) throw new Error('serveNeighbourSearches runs in a worker thread');
  port.on('message', ({ id, task }: { id: number; task: NeighbourTask }) => {
    searchRange(task.model, task.params, task.index, task.from, task.to).then(
      (rows) =>
        port.postMessage({ id, rows } satisfies Reply, [
          rows.nbr.buffer as ArrayBuffer,
          rows.sim.buffer as ArrayBuffer,
        ]),
      (error: unknown) => port.postMessage({ id, error: String(error) } satisfies Reply),
    );
  });
}
