// Word handling shared by the AI analyses: lower-case word tokens, and the function words that say
// nothing about a topic (they are left out of shared-term comparisons).

const STOPWORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my near of on or the to vs what when where which who why will with you your'.split(
    ' ',
  ),
);

/** Lower-case words (letters, digits, apostrophes inside words), any script. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** Topic words: no function words, a trailing plural 's' folded so 'shoe' and 'shoes' match. */
export function topicTerms(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** `'text'` for sentences, shortened so one long keyword cannot swamp a card. */
export function quote(text: string, max = 60): string {
  return `'${text.length > max ? `${text.slice(0, max - 1)}…` : text}'`;
}
