/**
 * Expected click-through rate by position, fitted from the site's own queries: for each rounded
 * position 1..20 with enough data, clicks ÷ impressions over the queries there. Positions with too
 * little data take the published curve below. The curve is then made non-increasing (a lower spot
 * never expects more clicks than a higher one), since sparse buckets are noisy.
 */
import type { CtrModel, ScQueryRow } from '@/contract/types/datasources';
import { BACKLINKO_2023_CTR, BACKLINKO_2023_PAGE_TWO_SHARE } from '../figures/ctr';

export { BACKLINKO_2023_CTR };

export const PUBLISHED_CURVE_NAME = 'Backlinko 2023 organic CTR by position';

export const MAX_MODEL_POSITION = 20;
/** A position is fitted from the site's data only with at least this many impressions over this many queries. */
export const MIN_FIT_IMPRESSIONS = 200;
export const MIN_FIT_QUERIES = 3;

/**
 * The published curve (Backlinko 2023, workers/figures/ctr.ts) for positions with too little data;
 * for page two the study's 0.63 % of searchers who click there is used for each of positions 11-20
 * as a floor.
 */
export function publishedCtr(position: number): number {
  const rank = Math.min(MAX_MODEL_POSITION, Math.max(1, Math.round(position)));
  return rank <= BACKLINKO_2023_CTR.length ? BACKLINKO_2023_CTR[rank - 1] : BACKLINKO_2023_PAGE_TWO_SHARE;
}

const percent = (fraction: number) => Math.round(fraction * 10000) / 100;

/** Fits the curve; `points[].ctr` is in percent, as on the wire. */
export function fitCtrModel(queries: readonly Pick<ScQueryRow, 'clicks' | 'impressions' | 'position'>[]): CtrModel {
  const buckets = Array.from({ length: MAX_MODEL_POSITION }, () => ({ clicks: 0, impressions: 0, queries: 0 }));
  for (const row of queries) {
    if (row.position < 1 || row.position >= MAX_MODEL_POSITION + 0.5 || row.impressions <= 0) continue;
    const bucket = buckets[Math.round(row.position) - 1];
    bucket.clicks += row.clicks;
    bucket.impressions += row.impressions;
    bucket.queries += 1;
  }
  let ceiling = 1;
  const points = buckets.map((bucket, index) => {
    const position = index + 1;
    const fitted = bucket.impressions >= MIN_FIT_IMPRESSIONS && bucket.queries >= MIN_FIT_QUERIES;
    const raw = fitted ? bucket.clicks / bucket.impressions : publishedCtr(position);
    ceiling = Math.min(ceiling, raw);
    return { position, ctr: percent(ceiling), fitted };
  });
  return {
    points,
    fitted_positions: points.filter((point) => point.fitted).length,
    fallback: PUBLISHED_CURVE_NAME,
  };
}

/** Expected CTR (fraction) at a position; beyond 20 the position-20 value. */
export function expectedCtr(model: CtrModel, position: number): number {
  const rank = Math.min(MAX_MODEL_POSITION, Math.max(1, Math.round(position)));
  return model.points[rank - 1].ctr / 100;
}
