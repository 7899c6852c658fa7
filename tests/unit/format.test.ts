import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatNumber,
  formatPercent,
  formatScore,
  formatSeconds,
  formatVolume,
  MISSING,
  plural,
} from '@/lib/format';

describe('formatVolume (spec 000 §9)', () => {
  it('shows plain numbers below 1,000', () => {
    expect(formatVolume(0)).toBe('0');
    expect(formatVolume(999)).toBe('999');
    expect(formatVolume(12.6)).toBe('13');
  });

  it('uses K from 1,000 and M from 1,000,000 with one decimal', () => {
    expect(formatVolume(1_000)).toBe('1.0K');
    expect(formatVolume(1_550)).toBe('1.6K');
    expect(formatVolume(246_000)).toBe('246.0K');
    expect(formatVolume(1_000_000)).toBe('1.0M');
    expect(formatVolume(2_340_000)).toBe('2.3M');
  });

  it('never shows 1000.0K', () => {
    expect(formatVolume(999_960)).toBe('1.0M');
    expect(formatVolume(999_940)).toBe('999.9K');
  });

  it('shows a dash for a missing figure, not 0', () => {
    expect(formatVolume(null)).toBe(MISSING);
    expect(formatVolume(undefined)).toBe(MISSING);
    expect(formatVolume(Number.NaN)).toBe(MISSING);
  });

  it('keeps the sign of negative values', () => {
    expect(formatVolume(-1_500)).toBe('-1.5K');
  });
});

describe('other formats', () => {
  it('formats integers with grouping', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(null)).toBe(MISSING);
  });

  it('formats currency with two decimals', () => {
    expect(formatCurrency(1.5)).toBe('$1.50');
    expect(formatCurrency(1234.567)).toBe('$1,234.57');
    expect(formatCurrency(2, 'EUR')).toBe('€2.00');
    expect(formatCurrency(null)).toBe(MISSING);
  });

  it('formats shares as whole percents', () => {
    expect(formatPercent(0.456)).toBe('46%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(null)).toBe(MISSING);
  });

  it('rounds scores', () => {
    expect(formatScore(42.6)).toBe('43');
    expect(formatScore(null)).toBe(MISSING);
  });

  it('formats seconds with precision that fits their size', () => {
    expect(formatSeconds(0.423)).toBe('0.42 s');
    expect(formatSeconds(3.456)).toBe('3.5 s');
    expect(formatSeconds(75.4)).toBe('75 s');
  });

  it('pluralises with grouping', () => {
    expect(plural(1, 'keyword')).toBe('1 keyword');
    expect(plural(1234, 'keyword')).toBe('1,234 keywords');
    expect(plural(2, 'query', 'queries')).toBe('2 queries');
  });
});
