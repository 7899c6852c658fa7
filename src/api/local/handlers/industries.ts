/**
 * Industry library routes (spec 000 §7, 001 §2.7). The library is the bundled
 * public/data/industry-library.json, fetched once on first use (the service worker precaches it);
 * tests inject a loader that reads it from disk.
 */
import {
  ClusterNotFoundError,
  DEFAULT_TRENDING_LIMIT,
  importCluster,
  industryClusters,
  INDUSTRY_LIBRARY_PATH,
  IndustryNotFoundError,
  listIndustries,
  parseIndustryLibrary,
  trendingClusters,
  type IndustryLibrary,
} from '@workers/industries';
import { ApiError } from '../../../contract/errors';
import type { RouteModule } from '../types';
import { queryInt } from '../validate';

const MAX_TRENDING = 100;
const LIBRARY_CACHE_MS = 60 * 60_000;

export type IndustryLibraryLoader = () => Promise<unknown>;

async function fetchLibrary(): Promise<unknown> {
  const response = await fetch(`${import.meta.env.BASE_URL}${INDUSTRY_LIBRARY_PATH}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

let loader: IndustryLibraryLoader = fetchLibrary;
let library: Promise<IndustryLibrary> | null = null;

/** Where the library comes from (tests: the file on disk). Forgets a library already loaded. */
export function setIndustryLibraryLoader(next: IndustryLibraryLoader): void {
  loader = next;
  library = null;
}

/** The parsed library (loaded once); a 503 when it cannot be loaded. Discovery reads it too. */
export function loadLibrary(): Promise<IndustryLibrary> {
  library ??= loader()
    .then(parseIndustryLibrary)
    .catch((error: unknown) => {
      // Try again on the next call (offline before the file was cached, a bad deploy).
      library = null;
      throw new ApiError(
        503,
        `Failed to load industry data: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    });
  return library;
}

function notFound(error: unknown): never {
  if (error instanceof IndustryNotFoundError) throw new ApiError(404, `Industry not found: ${error.industryId}`);
  if (error instanceof ClusterNotFoundError) throw new ApiError(404, `Cluster not found: ${error.clusterId}`);
  throw error;
}

/** The library is bundled with the app: nothing stored changes it. */
const cached = { ttlMs: LIBRARY_CACHE_MS, dependsOn: [] };

export const industriesRoutes = {
  'GET /api/industries': { handle: async () => listIndustries(await loadLibrary()), cache: cached },

  'GET /api/trending-clusters': {
    handle: async ({ query }) => {
      const limit = queryInt(query.limit, DEFAULT_TRENDING_LIMIT, MAX_TRENDING);
      const month = new Date().getMonth() + 1;
      return { trending_clusters: trendingClusters(await loadLibrary(), limit, { month, location: query.location }) };
    },
    cache: cached,
  },

  'GET /api/industries/{id}/clusters': {
    handle: async ({ params }) => {
      const lib = await loadLibrary();
      try {
        return { clusters: industryClusters(lib, params.id ?? '') };
      } catch (error) {
        return notFound(error);
      }
    },
    cache: cached,
  },

  /** Reads the bundled library only: the caller appends the keywords to the draft. */
  'POST /api/clusters/{id}/import': {
    changes: [],
    handle: async ({ params }) => {
      const lib = await loadLibrary();
      try {
        return importCluster(lib, params.id ?? '');
      } catch (error) {
        return notFound(error);
      }
    },
  },
} satisfies RouteModule;
