// Small text helpers the content tools share: tokens for matching pages to clusters, titles.

/** Words too common to say what a page is about. */
const STOPWORDS = new Set(
  'a an and are as at be best by can do does for from how i in is it my near of on or the to vs what when where which who why with you your'.split(
    ' ',
  ),
);

/** Lower-case word tokens (letters and digits of any script), stopwords removed. */
export function contentTokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((token) => !STOPWORDS.has(token));
}

/** The same anchor written differently ('Espresso  Machine' and 'espresso machine') is one anchor. */
export function normaliseAnchor(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** First letter of each word upper-cased (locale-agnostic; other scripts stay as they are). */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A question keyword written as a sentence: capitalised, ending with '?'. */
export function asQuestion(text: string): string {
  const trimmed = text.trim().replace(/\?+$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}?`;
}
