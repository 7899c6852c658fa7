import { describe, expect, it } from 'vitest';
import { classifySwipe, isPullToRefresh, pullDistance } from '@/app/gestures';
import { INSTALL_DISMISSAL_MS, isDismissalActive } from '@/app/installPrompt';
import { adjacentTab, tabByValue, tabFromQuery, TABS } from '@/app/tabs';
import { TAB_VALUES } from '@/lib/navigation';

describe('tab registry', () => {
  it('lists the sixteen tabs of the spec in order, each once', () => {
    expect(TABS.map((t) => t.value)).toEqual([...TAB_VALUES]);
    expect(TABS).toHaveLength(16);
    expect(TABS.filter((t) => t.badge).map((t) => `${t.value}:${t.badge}`)).toEqual(['ai-automation:AI']);
    expect(tabByValue('ai-automation').label).toBe('AI & Automation');
  });

  it('reads ?tab= and falls back to clustering for unknown or missing values', () => {
    expect(tabFromQuery('?tab=pricing')).toBe('pricing');
    expect(tabFromQuery('?x=1&tab=data-export-import')).toBe('data-export-import');
    expect(tabFromQuery('?tab=Pricing')).toBe('clustering');
    expect(tabFromQuery('?tab=__proto__')).toBe('clustering');
    expect(tabFromQuery('?tab=')).toBe('clustering');
    expect(tabFromQuery('')).toBe('clustering');
  });

  it('finds the neighbours a swipe moves to, stopping at both ends', () => {
    expect(adjacentTab('clustering', 1)).toBe('competitive');
    expect(adjacentTab('competitive', -1)).toBe('clustering');
    expect(adjacentTab('clustering', -1)).toBeNull();
    expect(adjacentTab('pricing', 1)).toBeNull();
  });
});

describe('gestures', () => {
  const at = (x: number, y: number) => ({ x, y });

  it('counts a swipe only beyond 50 px and mostly sideways', () => {
    expect(classifySwipe(at(300, 400), at(250, 400))).toBeNull();
    expect(classifySwipe(at(300, 400), at(249, 400))).toBe('left');
    expect(classifySwipe(at(100, 400), at(151, 410))).toBe('right');
    expect(classifySwipe(at(300, 400), at(200, 250))).toBeNull();
  });

  it('refreshes only on a downward pull of more than 60 px', () => {
    expect(pullDistance(at(200, 100), at(202, 160))).toBe(60);
    expect(isPullToRefresh(60)).toBe(false);
    expect(isPullToRefresh(pullDistance(at(200, 100), at(205, 161)))).toBe(true);
    expect(pullDistance(at(200, 200), at(200, 100))).toBe(0);
    expect(pullDistance(at(100, 100), at(250, 180))).toBe(0);
  });
});

describe('install banner dismissal', () => {
  const now = 1_800_000_000_000;

  it('hides the banner for 7 days after a dismissal', () => {
    expect(INSTALL_DISMISSAL_MS).toBe(604_800_000);
    expect(isDismissalActive(now - 1000, now)).toBe(true);
    expect(isDismissalActive(now - INSTALL_DISMISSAL_MS + 1, now)).toBe(true);
    expect(isDismissalActive(now - INSTALL_DISMISSAL_MS, now)).toBe(false);
  });

  it('ignores missing, malformed and future timestamps', () => {
    expect(isDismissalActive(null, now)).toBe(false);
    expect(isDismissalActive('yesterday', now)).toBe(false);
    expect(isDismissalActive(Number.NaN, now)).toBe(false);
    expect(isDismissalActive(now + 60_000, now)).toBe(false);
  });
});
