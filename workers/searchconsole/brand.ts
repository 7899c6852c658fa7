/** Brand queries: a query that contains a brand term the user named, ignoring case, accents, spaces and punctuation. */

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');

/** 'Acme, Acme Shoes' → ['acme', 'acme shoes']; empty and duplicate terms dropped. */
export function parseBrandTerms(raw: string | undefined): string[] {
  if (!raw) return [];
  const terms = raw
    .split(/[,\n]/)
    .map((term) => term.trim().toLowerCase())
    .filter((term) => fold(term) !== '');
  return [...new Set(terms)].slice(0, 20);
}

export function isBrandQuery(query: string, brandTerms: readonly string[]): boolean {
  const folded = fold(query);
  return brandTerms.some((term) => folded.includes(fold(term)));
}
