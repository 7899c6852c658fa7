/**
 * Google Keyword Planner reports monthly volume in fixed buckets that grow by
 * roughly 22% per step. Estimates are snapped to the same buckets so they read
 * like the figures SEO people are used to and never look falsely precise.
 */
export const VOLUME_BUCKETS: readonly number[] = [
  10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300, 1600, 1900, 2400, 2900,
  3600, 4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500, 49500, 60500, 74000, 90500,
  110000, 135000, 165000, 201000, 246000, 301000, 368000, 450000, 550000, 673000, 823000, 1000000, 1220000, 1500000,
  1830000, 2240000, 2740000, 3350000, 4090000, 5000000,
];

const LOG_BUCKETS = VOLUME_BUCKETS.map((bucket) => Math.log(bucket));

/** The bucket nearest to `volume` on a log scale (buckets are geometric). */
export function roundToVolumeBucket(volume: number): number {
  if (!Number.isFinite(volume) || volume <= VOLUME_BUCKETS[0]) return VOLUME_BUCKETS[0];
  const target = Math.log(volume);
  let high = LOG_BUCKETS.findIndex((logBucket) => logBucket >= target);
  if (high === -1) return VOLUME_BUCKETS[VOLUME_BUCKETS.length - 1];
  if (high === 0) high = 1;
  return target - LOG_BUCKETS[high - 1] < LOG_BUCKETS[high] - target ? VOLUME_BUCKETS[high - 1] : VOLUME_BUCKETS[high];
}
