/** Text helpers shared by the discovery analyses: cluster keys and the content words of keywords. */

/** Function words that say nothing about a topic (English; other languages keep all their words). */
const STOPWORDS = new Set(
  (
    'a an and are as at be best by can do does for from get how i in is it me my near no not of on or ' +
    'the to vs what when where which who why will with without you your'
  ).split(' '),
);

/** A cluster's name, normalised, so the same cluster is recognised across runs and its votes survive re-runs. */
export function clusterKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The content words of a text: letters and digits of any script, lower-cased, function words dropped. */
export function contentWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/** Single content words and pairs of adjacent content words: the candidate topics of a keyword. */
export function termsOf(text: string): string[] {
  const words = contentWords(text);
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  return [...new Set([...words, ...pairs])];
}

export const round = (value: number, digits = 0): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Percent change from `before` to `after`; null when there is no base to compare with. */
export function percentChange(before: number, after: number): number | null {
  if (before <= 0) return null;
  return ((after - before) / before) * 100;
}
