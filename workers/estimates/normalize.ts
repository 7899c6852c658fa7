/**
 * The one normal form used for seeding estimates and for deduplication:
 * NFKC (so full-width and compatibility characters compare equal), lower case,
 * whitespace collapsed. Two keywords a person would call "the same" map to one key.
 */
export function normalizeKeyword(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

export function tokenize(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}
