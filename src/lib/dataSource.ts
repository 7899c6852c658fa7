/**
 * Where a run's figures come from, in words (spec 000 §1, §3, §8 `seo_data_source`): this app has no
 * ads-provider credentials, so figures are either the user's own exports ('imported') or the
 * deterministic estimates of Get SEO Data ('enhanced_mock'), or there are none ('basic').
 */
import type { MetricSource, SeoDataSource } from '../contract/types/clustering';

type Origin = { seo_data_source: SeoDataSource | string; metrics_sources: readonly MetricSource[] };

/** The files' names, once each, in upload order. */
export function sourceFiles(sources: readonly MetricSource[]): string[] {
  return [...new Set(sources.map((source) => source.file_name))];
}

/** 'Imported data (from a.csv, b.csv)', with '+ estimates' when Get SEO Data filled gaps. */
export function dataOriginLabel({ seo_data_source: source, metrics_sources: sources }: Origin): string {
  const files = sourceFiles(sources);
  const imported = files.length > 0 ? `Imported data (from ${files.join(', ')})` : null;
  if (source === 'enhanced_mock') return imported ? `${imported} + estimates` : 'Estimated figures (Get SEO Data)';
  if (source === 'imported' && imported) return imported;
  return 'No keyword figures (basic clustering)';
}

/** The success toast's note: what is measured and what is estimated, never a provider that does not exist. */
export function dataOriginNote(origin: Origin): string {
  const files = sourceFiles(origin.metrics_sources);
  if (origin.seo_data_source === 'imported') return `Imported data from ${files.join(', ')} used.`;
  if (origin.seo_data_source === 'enhanced_mock')
    return files.length > 0
      ? `Imported data from ${files.join(', ')} used; missing figures are estimates, marked Estimated.`
      : 'Enhanced mock data used: figures are deterministic estimates, marked Estimated.';
  return 'Basic clustering performed';
}
