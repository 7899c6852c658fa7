import { describe, expect, it } from 'vitest';
import { figure, money, parseBudgetInput, percent } from '@/features/advanced-analytics/model';

describe('ROI inputs and figures on screen', () => {
  it('an unparseable value becomes 0 and says so (spec 002 §5)', () => {
    expect(parseBudgetInput('abc')).toEqual({ value: 0, note: 'Not a number: 0 is used.' });
    expect(parseBudgetInput('')).toEqual({ value: 0, note: 'Not a number: 0 is used.' });
    expect(parseBudgetInput('10,000')).toEqual({ value: 10000, note: null });
    expect(parseBudgetInput(' 2.8 ')).toEqual({ value: 2.8, note: null });
  });

  it('never shows NaN or Infinity', () => {
    expect(figure(Number.NaN)).toBe('–');
    expect(money(Number.POSITIVE_INFINITY)).toBe('–');
    expect(percent(null)).toBe('–');
    expect(figure(1234.56, 1)).toBe('1,234.6');
  });
});
