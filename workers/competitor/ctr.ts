/**
 * Organic click-through rate by position, from Backlinko's CTR study: Brian Dean, "We Analyzed
 * 4 Million Google Search Results. Here's What We Learned About Organic Click Through Rate"
 * (backlinko.com/google-ctr-stats, 2019, updated 2023). Average CTR of positions 1-10:
 *   27.6 %, 15.8 %, 11.0 %, 8.4 %, 6.3 %, 4.9 %, 3.9 %, 3.3 %, 2.7 %, 2.4 %.
 * The study found that 0.63 % of searchers click anything on page two; we spread that evenly over
 * positions 11-20 (0.063 % each) and count nothing beyond 20.
 */
import type { CtrCurve } from '@/api/types/competitor';

const TOP_TEN = [0.276, 0.158, 0.11, 0.084, 0.063, 0.049, 0.039, 0.033, 0.027, 0.024];
const PAGE_TWO_EACH = 0.0063 / 10;

export const CTR_CURVE: CtrCurve = {
  name: 'Backlinko organic CTR study (2023)',
  source:
    'Brian Dean, "We Analyzed 4 Million Google Search Results. Here\'s What We Learned About Organic Click Through Rate", backlinko.com/google-ctr-stats',
  ctr_by_position: TOP_TEN,
  beyond_top_10: '0.63 % of searchers click on page two, spread evenly over positions 11-20; nothing beyond 20',
};

/** CTR at a position (fractional positions are rounded); 0 for no position or beyond 20. */
export function ctrAt(position: number | null | undefined): number {
  if (position === null || position === undefined || !Number.isFinite(position) || position < 1) return 0;
  const rank = Math.round(position);
  if (rank <= 10) return TOP_TEN[rank - 1];
  return rank <= 20 ? PAGE_TWO_EACH : 0;
}

/** Estimated monthly clicks: volume × CTR at the position, rounded. */
export function estimatedTraffic(volume: number | null | undefined, position: number | null | undefined): number {
  if (volume === null || volume === undefined || !Number.isFinite(volume) || volume <= 0) return 0;
  return Math.round(volume * ctrAt(position));
}
