import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importKeywordFile, mergeImports, type ImportedKeyword, type ImportResult } from '@workers/imports';

const file = readFileSync(join(__dirname, '../fixtures/imports/semrush-positions-2026.csv'));

function find(result: ImportResult, keyword: string): ImportedKeyword {
  const found = result.keywords.find((k) => k.keyword === keyword);
  if (!found) throw new Error(`${keyword} not imported`);
  return found;
}

describe('Semrush Organic Positions with a Position Type column (2025+)', () => {
  const result = importKeywordFile(file, 'tracklog.example-organic.Positions-us-20260311.csv');

  it('takes position and ranking URLs from Organic rows only', () => {
    expect(result.format.id).toBe('semrush-positions');
    const bug = find(result, 'bug report');
    expect(bug.position).toBe(24);
    expect(bug.urls).toEqual([{ url: 'https://www.tracklog.example/guides/bug-report-template/', position: 24 }]);
    expect(bug.search_volume).toBe(6600);
  });

  it('keeps the other rows as the SERP features the site appears in', () => {
    expect(find(result, 'bug report').serp_features).toEqual(['AI overview', 'People also ask']);
    expect(find(result, 'how to write a bug report')).toMatchObject({
      position: 2,
      serp_features: ['Featured snippet'],
    });
    expect(find(result, 'bug tracking software').serp_features).toBeUndefined();
  });

  it('keeps a keyword seen only in a SERP feature, without a position', () => {
    const severity = find(result, 'bug severity levels');
    expect(severity.position).toBeUndefined();
    expect(severity.urls).toBeUndefined();
    expect(severity.serp_features).toEqual(['AI overview']);
    expect(severity.search_volume).toBe(880);
  });

  it('unites SERP features when files are merged', () => {
    const merged = mergeImports([result, result]);
    expect(merged.keywords.find((k) => k.keyword === 'bug report')?.serp_features).toEqual([
      'AI overview',
      'People also ask',
    ]);
  });
});
