import type { KeywordMetricName } from '@/contract/types/clustering';
import type { ChartKeyword } from './source';
import type { FigureOrigin } from '@/contract/types/visualizations';

/**
 * Whether the figures a chart draws were read from the user's files, estimated, or both: every
 * figure in `fields` that a keyword has counts as imported unless the keyword lists it as estimated.
 */
export function figureOrigin(keywords: Iterable<ChartKeyword>, fields: readonly KeywordMetricName[]): FigureOrigin {
  let imported = false;
  let estimated = false;
  for (const keyword of keywords) {
    for (const field of fields) {
      const value = keyword[field];
      if (value === null || value === 'UNKNOWN') continue;
      if (keyword.estimated_fields.includes(field)) estimated = true;
      else imported = true;
    }
    if (imported && estimated) return 'mixed';
  }
  if (imported) return 'imported';
  return estimated ? 'estimated' : 'none';
}
