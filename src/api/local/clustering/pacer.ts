/**
 * Keeps long loops on the main thread under the 100 ms task budget (DESIGN principle 6): call
 * `await pace()` once per item; it yields to the event loop when the current slice ran too long.
 * Never use inside a Dexie transaction (a yield to a macrotask commits it).
 */
import { yieldToEventLoop } from '@/lib/yieldToEventLoop';

export type Pacer = () => Promise<void>;

const SLICE_MS = 25;

export function createPacer(sliceMs = SLICE_MS): Pacer {
  let sliceStart = performance.now();
  let calls = 0;
  return async () => {
    // Reading the clock is cheap, but not free: look every 32 items.
    if ((++calls & 31) !== 0 || performance.now() - sliceStart < sliceMs) return;
    await yieldToEventLoop();
    sliceStart = performance.now();
  };
}

export async function mapPaced<T, U>(
  items: readonly T[],
  fn: (item: T, index: number) => U,
  pace: Pacer = createPacer(),
): Promise<U[]> {
  const out: U[] = [];
  for (let index = 0; index < items.length; index++) {
    out.push(fn(items[index], index));
    await pace();
  }
  return out;
}
