// The `source` object of the CLI's JSON: what the import core made of the file (the tool and layout
// it detected, rows read and skipped, and which figures the file carries), as the app stored it.
import { METRICS } from '@workers/imports/combine';
import type { ImportedKeyword } from '@/contract/types/imports';
import type { SkippedRows, UploadKeywordsResponse } from '@/contract/types/clustering';
import { db } from '@/db/database';

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

export async function fileSource(upload: UploadKeywordsResponse): Promise<FileSource> {
  const stored = await db.keyword_imports.get(upload.import_id);
  return {
    tool: upload.format.tool,
    layout: layoutName(upload.format.tool, upload.format.label),
    file: upload.file_name,
    rows: upload.rows,
    keywords: upload.count,
    skipped: upload.skipped,
    skipped_reasons: upload.skipped_reasons,
    metrics: metricsFound(stored?.keywords ?? []),
  };
}
