/**
 * Routes of the industry library (spec 000 §7, 001 §2.7 and §7). The library is bundled:
 * public/data/industry-library.json.
 */
import type { ClusterImport, IndustryCluster, IndustrySummary, TrendingCluster } from '../types/industries';

export interface IndustriesRoutes {
  'GET /api/industries': { request: undefined; response: IndustrySummary[] };
  /** Query: limit (default 10, at most 100), location (markets of the estimated volumes, default US). */
  'GET /api/trending-clusters': { request: undefined; response: { trending_clusters: TrendingCluster[] } };
  /** 404 for an unknown industry id. */
  'GET /api/industries/{id}/clusters': { request: undefined; response: { clusters: IndustryCluster[] } };
  /** The cluster's keywords, to append to the clustering text area; 404 for an unknown cluster id. */
  'POST /api/clusters/{id}/import': { request: undefined; response: ClusterImport };
}
