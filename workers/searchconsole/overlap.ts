/**
 * A lone Queries.csv names no site. When most of its queries are those of an export already
 * imported for another property, it is almost surely that property's file typed under a new name.
 */
import type { ScQueryRow } from '@/contract/types/datasources';
import { keywordKey } from '../imports/keyword';

/** Share of the new queries an earlier import must hold to call the file that property's. */
export const SAME_PROPERTY_SHARE = 0.8;
/** Fewer queries than this prove nothing (a handful of generic queries fit any site). */
export const MIN_QUERIES_TO_COMPARE = 10;

export interface PropertyQueries {
  property: string;
  queries: readonly Pick<ScQueryRow, 'query'>[];
}

/** The other property whose imported queries hold most of `incoming`, with the count; null when none does. */
export function propertyOwningQueries(
  incoming: readonly Pick<ScQueryRow, 'query'>[],
  property: string,
  others: readonly PropertyQueries[],
): { property: string; shared: number; total: number } | null {
  const keys = new Set(incoming.map((row) => keywordKey(row.query)));
  if (keys.size < MIN_QUERIES_TO_COMPARE) return null;
  const shareWith = (rows: readonly Pick<ScQueryRow, 'query'>[]) => {
    const known = new Set(rows.map((row) => keywordKey(row.query)));
    let shared = 0;
    for (const key of keys) if (known.has(key)) shared += 1;
    return shared;
  };
  const own = Math.max(0, ...others.filter((o) => o.property === property).map((o) => shareWith(o.queries)));
  let best: { property: string; shared: number; total: number } | null = null;
  for (const other of others) {
    if (other.property === property) continue;
    const shared = shareWith(other.queries);
    if (shared / keys.size >= SAME_PROPERTY_SHARE && shared > own && shared > (best?.shared ?? 0))
      best = { property: other.property, shared, total: keys.size };
  }
  return best;
}
