/**
 * A small general background frequency list: words that are frequent on almost any website or in
 * any English text, so they say little about what a particular site is about. Each has a
 * generality 0..1, the share of its weight the extraction removes (1 - generality is kept).
 *
 * Written by hand for Topicwise from two kinds of word: site furniture (navigation, legal, account
 * and sharing words found on nearly every page of nearly every site) at 0.9, and very frequent
 * general English content words (the top of common frequency lists, e.g. 'time', 'year', 'new')
 * at 0.6. Stopwords are removed before this list applies.
 */

const SITE_FURNITURE = `home menu navigation skip content main search login log sign account register cart basket
checkout wishlist contact us about privacy policy cookie cookies terms conditions copyright rights reserved
subscribe newsletter email share facebook twitter instagram linkedin youtube pinterest tiktok follow click
read more next previous prev back top page pages site website link links view all close open toggle loading
javascript enable browser accept settings preferences sitemap faq help support submit send reply comment
comments posted post posts author tags tag category categories archive archives powered`;

const GENERAL_ENGLISH = `time year years day days new good great best first last way people thing things make
made get got use used using work works need want know see look find take come go going like also well just
really lot many much much every today world life part place case point number week month way right left
best better free get started learn info information details detail`;

const GENERALITY = new Map<string, number>();
for (const word of GENERAL_ENGLISH.split(/\s+/)) if (word) GENERALITY.set(word, 0.6);
for (const word of SITE_FURNITURE.split(/\s+/)) if (word) GENERALITY.set(word, 0.9);

/**
 * The share of a phrase's weight kept against the background: the mean of its words' kept shares,
 * so 'privacy policy' keeps 10 % and 'cold brew ratio' keeps all of it.
 */
export function backgroundKeep(words: readonly string[]): number {
  if (words.length === 0) return 0;
  const kept = words.reduce((sum, word) => sum + (1 - (GENERALITY.get(word) ?? 0)), 0);
  return kept / words.length;
}
