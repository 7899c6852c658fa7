import { englishExpander } from './english';
import type { ExpandedKeyword, ExpanderFactory } from './expansion-types';
import { marketFor } from './locations';
import { normalizeKeyword } from './normalize';
import { OTHER_LANGUAGE_EXPANDERS } from './other-languages';

export interface ExpandOptions {
  /** Location code (000 §9 options); picks the cities for location variants. Default US. */
  location?: string;
  /** Language code (default en); a language without patterns yields no variants. */
  language?: string;
  maxPerSeed?: number;
  maxTotal?: number;
}

export const DEFAULT_MAX_PER_SEED = 10;
export const DEFAULT_MAX_TOTAL = 5000;

const EXPANDERS: Readonly<Record<string, ExpanderFactory>> = { en: englishExpander, ...OTHER_LANGUAGE_EXPANDERS };

function languageCode(language: string | undefined): string {
  return (language ?? 'en').trim().toLowerCase().split(/[-_]/u)[0];
}

/**
 * Real variants of the seeds (question forms, modifiers, comparisons, cities),
 * each marked with its seed and kind. Variants equal to a seed or to an earlier
 * variant (after NFKC, case and whitespace folding) are dropped; at most
 * `maxPerSeed` per seed and `maxTotal` in all. Same input, same output, same order.
 */
export function expandKeywords(seeds: readonly string[], options: ExpandOptions = {}): ExpandedKeyword[] {
  const factory = EXPANDERS[languageCode(options.language)];
  if (!factory) return [];
  const maxPerSeed = Math.max(0, Math.floor(options.maxPerSeed ?? DEFAULT_MAX_PER_SEED));
  const maxTotal = Math.max(0, Math.floor(options.maxTotal ?? DEFAULT_MAX_TOTAL));

  const seen = new Set<string>();
  const uniqueSeeds: { original: string; normalized: string }[] = [];
  for (const seed of seeds) {
    const normalized = normalizeKeyword(seed);
    if (normalized === '' || seen.has(normalized)) continue;
    seen.add(normalized);
    uniqueSeeds.push({ original: seed.trim(), normalized });
  }

  const expandSeed = factory(
    uniqueSeeds.map((seed) => seed.normalized),
    marketFor(options.location).cities,
  );
  const out: ExpandedKeyword[] = [];
  for (const seed of uniqueSeeds) {
    if (out.length >= maxTotal) break;
    let taken = 0;
    for (const candidate of expandSeed(seed.normalized)) {
      if (taken >= maxPerSeed || out.length >= maxTotal) break;
      const keyword = normalizeKeyword(candidate.keyword);
      if (seen.has(keyword)) continue;
      seen.add(keyword);
      out.push({ keyword, expanded_from: seed.original, expansion_type: candidate.type });
      taken++;
    }
  }
  return out;
}
