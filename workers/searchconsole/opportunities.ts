/**
 * What the site's own figures say to do next: striking-distance queries (positions 4-20, brand
 * queries left out), missed clicks against the site's own CTR curve, cannibalisation (one query,
 * two or more pages that each earn clicks), and each query's cluster in the current clustering result.
 */
import type {
  Cannibalisation,
  CtrModel,
  QueryOpportunity,
  ScQueryPageRow,
  ScQueryRow,
} from '@/contract/types/datasources';
import { keywordKey } from '../imports/keyword';
import { isBrandQuery } from './brand';
import { expectedCtr } from './ctr';

export const STRIKING_MIN_POSITION = 4;
export const STRIKING_MAX_POSITION = 20;

export interface ClusterRef {
  id: string;
  name: string;
}

export interface ClusterKeywords extends ClusterRef {
  keywords: string[];
}

export type ClusterLookup = (query: string) => ClusterRef | null;

/** Finds a query's cluster by its normalised text (the key the clustering imports use). */
export function clusterLookup(clusters: readonly ClusterKeywords[]): ClusterLookup {
  const index = new Map<string, ClusterRef>();
  for (const cluster of clusters)
    for (const keyword of cluster.keywords) index.set(keywordKey(keyword), { id: cluster.id, name: cluster.name });
  return (query) => index.get(keywordKey(query)) ?? null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function isStrikingDistance(position: number, brand: boolean): boolean {
  return !brand && position >= STRIKING_MIN_POSITION && position <= STRIKING_MAX_POSITION;
}

/** Every query with its expected CTR, missed clicks and striking-distance flag; most missed clicks first. */
export function queryOpportunities(
  queries: readonly ScQueryRow[],
  model: CtrModel,
  brandTerms: readonly string[],
  clusterOf: ClusterLookup,
): QueryOpportunity[] {
  const atThree = expectedCtr(model, 3);
  return queries
    .map((row) => {
      const expected = expectedCtr(model, row.position);
      const brand = isBrandQuery(row.query, brandTerms);
      const cluster = clusterOf(row.query);
      return {
        query: row.query,
        clicks: row.clicks,
        impressions: row.impressions,
        ctr: round(row.ctr * 100, 2),
        position: round(row.position, 1),
        expected_ctr: round(expected * 100, 2),
        missed_clicks: Math.max(0, Math.round(row.impressions * (expected - row.ctr))),
        striking_distance: isStrikingDistance(row.position, brand),
        clicks_at_position_3: row.position > 3 ? Math.max(0, Math.round(row.impressions * atThree - row.clicks)) : 0,
        brand,
        cluster_id: cluster?.id ?? null,
        cluster_name: cluster?.name ?? null,
      };
    })
    .sort((a, b) => b.missed_clicks - a.missed_clicks || b.impressions - a.impressions);
}

/** Queries where two or more pages each earn clicks; most clicks first. */
export function findCannibalisation(rows: readonly ScQueryPageRow[], clusterOf: ClusterLookup): Cannibalisation[] {
  const byQuery = new Map<string, { query: string; pages: Map<string, ScQueryPageRow> }>();
  for (const row of rows) {
    const key = keywordKey(row.query);
    const entry = byQuery.get(key) ?? { query: row.query, pages: new Map<string, ScQueryPageRow>() };
    const seen = entry.pages.get(row.page);
    // A page listed twice (two exports, two devices) adds up; position keeps the better one.
    entry.pages.set(
      row.page,
      seen
        ? {
            ...seen,
            clicks: seen.clicks + row.clicks,
            impressions: seen.impressions + row.impressions,
            position: Math.min(seen.position, row.position),
          }
        : row,
    );
    byQuery.set(key, entry);
  }
  const found: Cannibalisation[] = [];
  for (const { query, pages } of byQuery.values()) {
    const earning = [...pages.values()].filter((page) => page.clicks > 0).sort((a, b) => b.clicks - a.clicks);
    if (earning.length < 2) continue;
    const total = earning.reduce((sum, page) => sum + page.clicks, 0);
    found.push({
      query,
      pages: earning.map((page) => ({
        page: page.page,
        clicks: page.clicks,
        impressions: page.impressions,
        position: round(page.position, 1),
      })),
      total_clicks: total,
      top_page_share: round((earning[0].clicks / total) * 100, 1),
      cluster_name: clusterOf(query)?.name ?? null,
    });
  }
  return found.sort((a, b) => b.total_clicks - a.total_clicks);
}
