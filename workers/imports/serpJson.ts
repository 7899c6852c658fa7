// SERP API responses saved as JSON, read as the APIs document them:
//   DataForSEO (docs.dataforseo.com/v3/serp/google/organic/task_get/advanced, also live/regular):
//     tasks[].result[].keyword and .items[] with type 'organic', rank_group (rank among organic
//     results), rank_absolute (rank among every element of the page) and url.
//   SerpApi (serpapi.com/search-api): search_parameters.q and organic_results[].position / .link.
// A file may hold one response or an array of them (one per keyword).
import type { SerpFormat } from '@/contract/types/clustering';
import { SERP_SKIP_REASONS, type SerpCollector } from './serpCollect';
import { SerpImportError } from './serpErrors';

const DATAFORSEO: SerpFormat = { id: 'dataforseo-json', tool: 'DataForSEO', label: 'DataForSEO SERP API' };
const SERPAPI: SerpFormat = { id: 'serpapi-json', tool: 'SerpApi', label: 'SerpApi' };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const rank = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/** DataForSEO result pages, from a whole response, an array of responses or a bare result. */
function dataForSeoPages(root: unknown): Json[] {
  if (Array.isArray(root)) return root.flatMap(dataForSeoPages);
  if (!isObject(root)) return [];
  if (Array.isArray(root.tasks))
    return root.tasks.flatMap((task) => (isObject(task) ? list(task.result).filter(isObject) : []));
  return Array.isArray(root.items) && 'keyword' in root ? [root] : [];
}

function serpApiPages(root: unknown): Json[] {
  if (Array.isArray(root)) return root.flatMap(serpApiPages);
  return isObject(root) && Array.isArray(root.organic_results) ? [root] : [];
}

function readDataForSeo(pages: Json[], collector: SerpCollector): void {
  pages.forEach((page, index) => {
    const keyword = text(page.keyword);
    for (const item of list(page.items)) {
      if (!isObject(item)) continue;
      if (item.type !== 'organic') {
        collector.skip(SERP_SKIP_REASONS.notOrganic, index + 1);
        continue;
      }
      // rank_group counts organic results only, so 'top 10' means ten organic results.
      collector.add(keyword, text(item.url), rank(item.rank_group) ?? rank(item.rank_absolute), index + 1);
    }
  });
}

function readSerpApi(pages: Json[], collector: SerpCollector): void {
  pages.forEach((page, index) => {
    const parameters = isObject(page.search_parameters) ? page.search_parameters : {};
    const keyword = text(parameters.q);
    for (const result of list(page.organic_results)) {
      if (isObject(result)) collector.add(keyword, text(result.link), rank(result.position), index + 1);
    }
  });
}

/** Reads a saved SERP API response; `lines` of skipped results are the response's page numbers (1 = first keyword). */
export function readSerpJson(source: string, collector: SerpCollector): SerpFormat {
  let root: unknown;
  try {
    root = JSON.parse(source);
  } catch {
    throw new SerpImportError('bad_json');
  }
  const dataForSeo = dataForSeoPages(root);
  if (dataForSeo.length > 0) {
    readDataForSeo(dataForSeo, collector);
    return DATAFORSEO;
  }
  const serpApi = serpApiPages(root);
  if (serpApi.length > 0) {
    readSerpApi(serpApi, collector);
    return SERPAPI;
  }
  throw new SerpImportError('bad_json');
}
