/**
 * Traffic at a ranking position from the Backlinko 2023 CTR study (workers/figures/ctr.ts). The
 * study's 0.63 % of searchers who click on page two is spread evenly over positions 11-20 (0.063 %
 * each); nothing is counted beyond 20.
 */
import type { CtrCurve } from '@/contract/types/competitor';
import { BACKLINKO_2023_CTR as TOP_TEN, BACKLINKO_2023_PAGE_TWO_SHARE, BACKLINKO_2023_SOURCE } from '../figures/ctr';

const PAGE_TWO_EACH = BACKLINKO_2023_PAGE_TWO_SHARE / 10;

export const CTR_CURVE: CtrCurve = {
  name: 'Backlinko organic CTR study (2023)',
  source: BACKLINKO_2023_SOURCE,
  ctr_by_position: [...TOP_TEN],
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
