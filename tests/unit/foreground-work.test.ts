import { describe, expect, it, vi } from 'vitest';
import { startForegroundWork, whenNoForegroundWork } from '@/lib/foregroundWork';

describe('foreground work', () => {
  it('runs waiting background work once the last foreground work ends, and only once', () => {
    const background = vi.fn();
    const upload = startForegroundWork();
    const run = startForegroundWork();
    whenNoForegroundWork(background);
    upload();
    expect(background).not.toHaveBeenCalled();
    upload();
    expect(background).not.toHaveBeenCalled();
    run();
    expect(background).toHaveBeenCalledTimes(1);
    run();
    expect(background).toHaveBeenCalledTimes(1);
  });

  it('runs background work at once when nothing is going on', () => {
    const background = vi.fn();
    whenNoForegroundWork(background);
    expect(background).toHaveBeenCalledTimes(1);
  });
});
