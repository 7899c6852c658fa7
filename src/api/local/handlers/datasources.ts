/**
 * Advanced Data Sources routes (spec 001 §2.1, §7). Files are read and the Search Console analysis
 * computed in the data-sources worker; the small rule tables (SERP features, comprehensive
 * insights) run here.
 */
import { comprehensiveAnalysis } from '@workers/datasources/comprehensive';
import { ApiError } from '../../../contract/errors';
import type { ComprehensiveResponse } from '../../../contract/types/datasources';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import { keywordLines } from './datasourcesInput';
import { bingResearch, importPlanner, importSerpFeatures, serpFeatures } from './datasourcesResearch';
import {
  analyseSearchConsole,
  dateRangeOf,
  forgetSearchConsole,
  importSearchConsole,
  propertyOf,
} from './datasourcesSearchConsole';

/** Seeds sent to Bing research from a comprehensive analysis's keywords. */
const COMPREHENSIVE_SEEDS = 20;
const COMPREHENSIVE_KEYWORDS = 500;

async function comprehensive(body: unknown): Promise<ComprehensiveResponse> {
  const input = bodyObject(body);
  const keywords = keywordLines(input.keywords, COMPREHENSIVE_KEYWORDS);
  const domain = typeof input.domain === 'string' ? input.domain.trim() : '';
  if (keywords.length === 0 || domain === '')
    throw new ApiError(400, 'Please enter both keywords and domain for comprehensive analysis');
  const property = propertyOf(domain);
  const include = {
    searchConsole: input.include_search_console !== false,
    bing: input.include_bing_ads !== false,
    serp: input.include_serp_features !== false,
  };
  if (!include.searchConsole && !include.bing && !include.serp)
    throw new ApiError(400, 'Choose at least one source: Search Console, Bing Ads or SERP Features.');
  const [searchConsole, bing, serp] = await Promise.all([
    include.searchConsole ? analyseSearchConsole(property, '30d', undefined) : undefined,
    include.bing ? bingResearch(keywords.slice(0, COMPREHENSIVE_SEEDS), 'US') : undefined,
    include.serp ? serpFeatures(keywords) : undefined,
  ]);
  return comprehensiveAnalysis({ domain: property, keywords, searchConsole, bing, serp });
}

/** Imports and the clustering result change what the analysis says. */
const analysisCache = { ttlMs: 10 * 60_000, dependsOn: ['source_imports', 'clustering_results'] as const };

export const datasourcesRoutes = {
  'GET /api/advanced-data-sources/search-console/{domain}': {
    handle: ({ params, query }) => analyseSearchConsole(params.domain, dateRangeOf(query.date_range), query.brand),
    cache: analysisCache,
  },
  'POST /api/advanced-data-sources/search-console/import': {
    changes: ['source_imports'],
    handle: ({ body, signal }) => importSearchConsole(body, signal),
  },
  'DELETE /api/advanced-data-sources/search-console/{domain}': {
    changes: ['source_imports'],
    handle: ({ params }) => forgetSearchConsole(params.domain),
  },
  'POST /api/advanced-data-sources/bing-ads/research': {
    changes: [],
    handle: ({ body }) => {
      const input = bodyObject(body);
      return bingResearch(input.seed_keywords, input.location);
    },
  },
  'POST /api/advanced-data-sources/bing-ads/import': {
    changes: ['source_imports'],
    handle: ({ body }) => importPlanner(body),
  },
  'POST /api/advanced-data-sources/serp-features': {
    changes: [],
    handle: ({ body }) => serpFeatures(bodyObject(body).keywords),
  },
  'POST /api/advanced-data-sources/serp-features/import': {
    changes: ['source_imports'],
    handle: ({ body }) => importSerpFeatures(body),
  },
  'POST /api/advanced-data-sources/comprehensive-analysis': { changes: [], handle: ({ body }) => comprehensive(body) },
} satisfies RouteModule;
