/**
 * Resolves in a later task, so the browser can paint and answer input (and a worker can read a
 * cancel message) before the caller goes on.
 *
 * Not `setTimeout(0)`: HTML's timer rule holds a timer set from a timer's callback, five levels
 * deep, for at least 4 ms, and a loop that yields every slice is always that deep. In Chromium a
 * hundred such yields cost 0.9 s against 0.2 s by message (issue 28), and a paced loop yields after
 * every 25 ms slice. A message is a task of its own with no clamp (React's
 * scheduler yields the same way); Node, where a timer waits at least 1 ms and an open port keeps
 * the process alive, has setImmediate.
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel().postMessage(null);
  });
}

const waiting: (() => void)[] = [];
let port: MessagePort | undefined;

/** One channel for every yield: each message wakes the oldest waiting caller. */
function channel(): MessagePort {
  if (!port) {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => waiting.shift()?.();
    port = port2;
  }
  return port;
}
