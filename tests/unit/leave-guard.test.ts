// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { askBeforeLeavingUntil } from '@/lib/leaveGuard';

/** Whether leaving the page now would ask first (the browser asks when the event is cancelled). */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('askBeforeLeavingUntil', () => {
  it('asks while the write is pending and no longer once it is stored', async () => {
    let store!: () => void;
    const saved = new Promise<void>((resolve) => {
      store = resolve;
    });
    expect(leavingAsks()).toBe(false);
    askBeforeLeavingUntil(saved);
    expect(leavingAsks()).toBe(true);
    store();
    await saved;
    await Promise.resolve();
    expect(leavingAsks()).toBe(false);
  });

  it('stops asking when the write fails too (the error is shown; nothing is left to lose)', async () => {
    let fail!: (error: Error) => void;
    const saved = new Promise<void>((_, reject) => {
      fail = reject;
    });
    askBeforeLeavingUntil(saved);
    expect(leavingAsks()).toBe(true);
    fail(new Error('QuotaExceededError'));
    await saved.catch(() => undefined);
    await Promise.resolve();
    expect(leavingAsks()).toBe(false);
  });

  it('keeps asking until the last of two pending writes is stored', async () => {
    let first!: () => void;
    let second!: () => void;
    const a = new Promise<void>((resolve) => {
      first = resolve;
    });
    const b = new Promise<void>((resolve) => {
      second = resolve;
    });
    askBeforeLeavingUntil(a);
    askBeforeLeavingUntil(b);
    first();
    await a;
    await Promise.resolve();
    expect(leavingAsks()).toBe(true);
    second();
    await b;
    await Promise.resolve();
    expect(leavingAsks()).toBe(false);
  });
});
