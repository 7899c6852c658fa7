import { describe, expect, it } from 'vitest';
import {
  parseCompetitionLabel,
  parseCount,
  parseDensity,
  parseIntent,
  parseMoney,
  parseNumber,
  parsePosition,
  parseRange,
  parseRate,
  parseScore,
  parseVolume,
} from '@workers/imports';

describe('parseNumber', () => {
  it.each([
    ['1,234', 1234],
    ['1,234,567', 1234567],
    ['1234.5', 1234.5],
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['0,85', 0.85],
    ['12,50', 12.5],
    ['1 234', 1234],
    ['1\u00a0234,5', 1234.5],
    ['1.2K', 1200],
    ['1,5k', 1500],
    ['3M', 3_000_000],
    ['$1.20', 1.2],
    ['€0,85', 0.85],
    ['USD 2.10', 2.1],
    ['45.61%', 45.61],
    ['<10', 10],
    ['-5', -5],
    ['  42  ', 42],
  ])('%s → %s', (raw, expected) => {
    expect(parseNumber(raw)).toBeCloseTo(expected, 6);
  });

  it.each(['', '-', '--', '—', 'n/a', 'N/A', 'null', 'abc', '12abc', '2026-05-14', '1K – 10K'])(
    '%j → undefined',
    (raw) => {
      expect(parseNumber(raw)).toBeUndefined();
    },
  );

  it('reads a dot followed by three digits as grouping only for counts', () => {
    expect(parseNumber('1.234')).toBe(1.234);
    expect(parseNumber('1.234', { count: true })).toBe(1234);
    expect(parseNumber('1.234.567')).toBe(1234567);
  });
});

describe('volumes', () => {
  it('turns Keyword Planner and Moz buckets into their midpoint', () => {
    expect(parseRange('1K – 10K')).toEqual({ low: 1000, high: 10000 });
    expect(parseVolume('1K – 10K')).toBe(5500);
    expect(parseVolume('10 – 100')).toBe(55);
    expect(parseVolume('100K – 1M')).toBe(550000);
    expect(parseVolume('501-850')).toBe(676);
    expect(parseVolume('11.5k-30.3k')).toBe(20900);
    expect(parseVolume('0 – 10')).toBe(5);
  });

  it('reads exact volumes and rejects what is not one', () => {
    expect(parseVolume('27,100')).toBe(27100);
    expect(parseVolume('170.0')).toBe(170);
    expect(parseVolume('2.4K')).toBe(2400);
    expect(parseVolume('')).toBeUndefined();
    expect(parseVolume('-')).toBeUndefined();
    expect(parseVolume('-40')).toBeUndefined();
    expect(parseRange('10K – 1K')).toBeUndefined();
  });
});

describe('money, scores, counts, positions and rates', () => {
  it('rounds money to cents and refuses negatives', () => {
    expect(parseMoney('$1.204')).toBe(1.2);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney('-1')).toBeUndefined();
  });

  it('keeps scores within 0..100', () => {
    expect(parseScore('85.18')).toBe(85.18);
    expect(parseScore('101')).toBeUndefined();
  });

  it('counts and positions', () => {
    expect(parseCount('1,842')).toBe(1842);
    expect(parsePosition('2.1')).toBe(2.1);
    expect(parsePosition('0')).toBeUndefined();
  });

  it('reads rates as fractions whether written as a percentage, a fraction or a bare percent', () => {
    expect(parseRate('45.61%')).toBe(0.4561);
    expect(parseRate('0.1458')).toBe(0.1458);
    expect(parseRate('73')).toBe(0.73);
    expect(parseRate('140%')).toBeUndefined();
    expect(parseRate('n/a')).toBeUndefined();
  });
});

describe('competition and intent', () => {
  it('reads Keyword Planner competition labels in several interface languages', () => {
    expect(parseCompetitionLabel('Low')).toBe('LOW');
    expect(parseCompetitionLabel('MEDIUM')).toBe('MEDIUM');
    expect(parseCompetitionLabel('Alto')).toBe('HIGH');
    expect(parseCompetitionLabel('Élevé')).toBe('HIGH');
    expect(parseCompetitionLabel('Niedrig')).toBe('LOW');
    expect(parseCompetitionLabel('Unknown')).toBeUndefined();
  });

  it('buckets Semrush competitive density with Google thresholds', () => {
    expect(parseDensity('0.05')).toEqual({ index: 5, level: 'LOW' });
    expect(parseDensity('0.33')).toEqual({ index: 33, level: 'LOW' });
    expect(parseDensity('0.34')).toEqual({ index: 34, level: 'MEDIUM' });
    expect(parseDensity('0.66')).toEqual({ index: 66, level: 'MEDIUM' });
    expect(parseDensity('0.67')).toEqual({ index: 67, level: 'HIGH' });
    expect(parseDensity('1.00')).toEqual({ index: 100, level: 'HIGH' });
    expect(parseDensity('1.5')).toBeUndefined();
  });

  it('takes the first intent each tool lists', () => {
    expect(parseIntent('Commercial, Informational')).toBe('commercial');
    expect(parseIntent('informational,transactional')).toBe('informational');
    expect(parseIntent('Non-branded,Navigational,Non-local')).toBe('navigational');
    expect(parseIntent('1,0')).toBe('informational');
    expect(parseIntent('Branded')).toBeUndefined();
  });
});
