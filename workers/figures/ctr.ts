/**
 * Organic click-through rate by position, from Backlinko's CTR study: Brian Dean, "We Analyzed
 * 4 Million Google Search Results. Here's What We Learned About Organic Click Through Rate"
 * (backlinko.com/google-ctr-stats, 2019, updated 2023). The one copy of the published figures;
 * each area says how it reads page two, for which the study gives only a share of searchers.
 */

/** Average CTR of organic positions 1-10: 27.6 %, 15.8 %, 11.0 %, 8.4 %, 6.3 %, 4.9 %, 3.9 %, 3.3 %, 2.7 %, 2.4 %. */
export const BACKLINKO_2023_CTR: readonly number[] = [
  0.276, 0.158, 0.11, 0.084, 0.063, 0.049, 0.039, 0.033, 0.027, 0.024,
];

/** Share of searchers who click anything on page two (positions 11-20): 0.63 %. */
export const BACKLINKO_2023_PAGE_TWO_SHARE = 0.0063;

export const BACKLINKO_2023_SOURCE =
  'Brian Dean, "We Analyzed 4 Million Google Search Results. Here\'s What We Learned About Organic Click Through Rate", backlinko.com/google-ctr-stats';
