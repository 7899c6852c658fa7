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
  const merged = new Map<string, MergedKeyword>();
  let mergedAcrossFiles = 0;
  for (const result of results) {
    const source: KeywordSource = { tool: result.format.tool, file_name: result.file_name };
    for (const keyword of result.keywords) {
      const key = keywordKey(keyword.keyword);
      let target = merged.get(key);
      if (!target) {
        target = { keyword: keyword.keyword, sources: [], metric_sources: {} };
        merged.set(key, target);
      }
      const incoming = { ...keyword, urls: keyword.urls?.map((url) => ({ ...url })) };
      for (const metric of foldKeyword(target, incoming)) target.metric_sources[metric] = source;
      if (!target.sources.some((s) => s.tool === source.tool && s.file_name === source.file_name)) {
        target.sources.push(source);
        if (target.sources.length === 2) mergedAcrossFiles += 1;
      }
    }
  }
  return {
    keywords: [...merged.values()],
    files: results.map((result) => ({
      file_name: result.file_name,
      format: result.format,
      keywords: result.keywords.length,
    })),
    merged_across_files: mergedAcrossFiles,
  };
}
