/**
 * Resolves once the page is idle (its rendering and input done for now), or after `timeoutMs`
 * whatever happens; at once where there is no page (Node: tests, the command).
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}
