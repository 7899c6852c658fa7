/** Resolves in a later task, so the browser can paint and answer input before the caller goes on. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
