import { foldKeyword } from './combine';
import { keywordKey } from './keyword';
import type { ImportResult, KeywordSource, MergedImport, MergedKeyword } from './types';

/**
 * Merges the keywords of several imports (in upload order) into one list: the same keyword
 * (case, spacing and NFKC width differences ignored) appears once, each metric comes from the
 * first file that had it, ranking URLs are united keeping each URL's best position, and every
 * keyword records the files it came from and which file gave which metric.
 */
export function mergeImports(results: ImportResult[]): MergedImport {
  const merger = new ImportMerger();
  for (const result of results) {
    const source = importSource(result);
    for (const keyword of result.keywords) merger.add(source, keyword);
  }
  return {
    keywords: [...merger.merged.values()],
    files: results.map((result) => ({
      file_name: result.file_name,
      format: result.format,
      keywords: result.keywords.length,
    })),
    merged_across_files: merger.mergedAcrossFiles,
  };
}

/** The source every keyword of one import names (one object per import, shared by its keywords). */
export const importSource = (result: Pick<ImportResult, 'format' | 'file_name'>): KeywordSource => ({
  tool: result.format.tool,
  file_name: result.file_name,
});

/**
 * mergeImports one keyword at a time, for a caller that yields between keywords: the app's run
 * merges on the main thread in slices, where sending 100,000 rows to a worker and the merged list
 * back held the thread for 150-250 ms in each direction (issue 28). `merged` is keyed by keywordKey.
 */
export class ImportMerger {
  readonly merged = new Map<string, MergedKeyword>();
  mergedAcrossFiles = 0;

  add(source: KeywordSource, keyword: ImportResult['keywords'][number]): void {
    const key = keywordKey(keyword.keyword);
    let target = this.merged.get(key);
    if (!target) {
      target = { keyword: keyword.keyword, sources: [], metric_sources: {} };
      this.merged.set(key, target);
    }
    // The merged keyword gets its own copies of the import's URL objects; everything else foldKeyword
    // only reads, so a keyword without URLs (most rows of most files) is not copied.
    const incoming = keyword.urls ? { ...keyword, urls: keyword.urls.map((url) => ({ ...url })) } : keyword;
    for (const metric of foldKeyword(target, incoming)) target.metric_sources[metric] = source;
    if (!target.sources.some((s) => s.tool === source.tool && s.file_name === source.file_name)) {
      target.sources.push(source);
      if (target.sources.length === 2) this.mergedAcrossFiles += 1;
    }
  }
}
