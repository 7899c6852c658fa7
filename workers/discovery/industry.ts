/**
 * Which library industry a cluster belongs to: the industry whose keywords share the most
 * distinctive words with the cluster's keywords. Each shared word counts once per keyword that has
 * it ('heat pump' in every keyword outweighs 'eligibility' in one), weighted by inverse document
 * frequency across industries, so 'how' or 'online' count for little and 'mortgage' for a lot.
 */
import { GENERAL_INDUSTRY } from './defaults';
import { contentWords } from './text';
import type { DiscoveryLibrary, IndustryNamer } from './types';

/** Below this weighted overlap a cluster is 'General': one shared common word is not a match. */
const MIN_MATCH_WEIGHT = 1.5;

export function industryNamer(library: DiscoveryLibrary): IndustryNamer {
  const vocabularies = library.industries.map((industry) => ({
    name: industry.name,
    words: new Set(industry.clusters.flatMap((cluster) => cluster.keywords.flatMap(contentWords))),
  }));
  const documentFrequency = new Map<string, number>();
  for (const { words } of vocabularies)
    for (const word of words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const weight = (word: string) =>
    Math.log((vocabularies.length + 1) / (documentFrequency.get(word) ?? vocabularies.length + 1));

  return (keywords) => {
    const keywordsWith = new Map<string, number>();
    for (const keyword of keywords)
      for (const word of new Set(contentWords(keyword))) keywordsWith.set(word, (keywordsWith.get(word) ?? 0) + 1);
    let best = { name: GENERAL_INDUSTRY, score: MIN_MATCH_WEIGHT };
    for (const vocabulary of vocabularies) {
      let score = 0;
      for (const [word, count] of keywordsWith) if (vocabulary.words.has(word)) score += count * weight(word);
      if (score > best.score) best = { name: vocabulary.name, score };
    }
    return best.name;
  };
}

/** Whether an item's industry passes a filter of industry names or ids (empty filter: everything). */
export function industryFilter(
  library: DiscoveryLibrary,
  wanted: readonly string[] = [],
): (industry: string) => boolean {
  if (wanted.length === 0) return () => true;
  const keys = new Set(wanted.map((value) => value.toLowerCase()));
  const names = new Set(
    library.industries
      .filter((industry) => keys.has(industry.id.toLowerCase()) || keys.has(industry.name.toLowerCase()))
      .map((industry) => industry.name),
  );
  if (keys.has(GENERAL_INDUSTRY.toLowerCase())) names.add(GENERAL_INDUSTRY);
  return (industry) => names.has(industry);
}
