import type { ImportedKeyword } from '@/contract/types/imports';
import { METRICS } from './combine';
import type { ImportResult, MergedImport } from './types';

// A formatter per call, not one made as the module loads: the first Intl formatter a process makes
// loads the locale data (15-20 ms), which the command's start-up paid though a CSV run formats no
// count (issue 28).
function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/**
 * What the user is told was detected: 'Semrush Positions, 1,234 keywords, 3 rows skipped', then
 * any warning ('; 2 lines have bytes that are not valid UTF-8; they show as �').
 */
export function summarizeImport(
  result: Pick<ImportResult, 'format' | 'keywords' | 'skipped'> & Partial<Pick<ImportResult, 'warnings'>>,
): string {
  const parts = [result.format.label, plural(result.keywords.length, 'keyword', 'keywords')];
  if (result.skipped > 0) parts.push(`${plural(result.skipped, 'row', 'rows')} skipped`);
  return [parts.join(', '), ...(result.warnings ?? []).map((warning) => warning.message)].join('; ');
}

/** Several files: one line per file, then the merged total when keywords overlapped. */
export function summarizeImports(results: ImportResult[], merged: MergedImport): string {
  const lines = results.map(summarizeImport);
  if (results.length > 1) {
    const overlap =
      merged.merged_across_files > 0
        ? ` (${plural(merged.merged_across_files, 'keyword', 'keywords')} in more than one file)`
        : '';
    lines.push(`${plural(merged.keywords.length, 'unique keyword', 'unique keywords')} in total${overlap}`);
  }
  return lines.join('\n');
}

/** Whether a keyword came with any figure, an intent or a ranking URL (not just its text). */
export const hasFigures = (keyword: ImportedKeyword): boolean =>
  METRICS.some((metric) => keyword[metric] !== undefined) || Boolean(keyword.urls?.length);
