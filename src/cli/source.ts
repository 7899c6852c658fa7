// The `source` object of the CLI's JSON: what the import core made of the file (the tool and layout
// it detected, rows read and skipped, and which figures the file carries), as the app stored it.
import { METRICS } from '@workers/imports/combine';
import type { ImportResult } from '@workers/imports/types';
import type { ImportedKeyword } from '@/contract/types/imports';
import type { SkippedRows } from '@/contract/types/clustering';

export interface FileSource {
  tool: string;
  layout: string;
  file: string;
  rows: number;
  keywords: number;
  skipped: number;
  skipped_reasons: SkippedRows[];
  /** Figures found in the file ('search_volume', 'impressions', ...; 'url' for ranking URLs). */
  metrics: string[];
}

/**
 * The layout without the tool's name: 'Search Console Queries' by 'Google Search Console' is
 * 'Queries'. A label that is only the tool's name (Keyword Planner) stays whole.
 */
export function layoutName(tool: string, label: string): string {
  const words = tool.split(' ');
  for (let first = 0; first < words.length; first++) {
    const prefix = `${words.slice(first).join(' ')} `;
    if (label.startsWith(prefix)) return label.slice(prefix.length);
  }
  return label;
}

export function metricsFound(keywords: readonly ImportedKeyword[]): string[] {
  const found: string[] = METRICS.filter((name) => keywords.some((keyword) => keyword[name] !== undefined));
  if (keywords.some((keyword) => keyword.urls?.length)) found.push('url');
  return found;
}

export function fileSource(parsed: ImportResult): FileSource {
  return {
    tool: parsed.format.tool,
    layout: layoutName(parsed.format.tool, parsed.format.label),
    file: parsed.file_name,
    rows: parsed.rows,
    keywords: parsed.keywords.length,
    skipped: parsed.skipped,
    skipped_reasons: parsed.skipped_reasons,
    metrics: metricsFound(parsed.keywords),
  };
}
