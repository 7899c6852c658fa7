/**
 * Line breaking without spaces to break at: Latin, Greek and Cyrillic break between words; kana,
 * ideographs between characters, keeping closing punctuation (、。」) on the line before
 * and opening brackets on the line after (the basic kinsoku rule). A word longer than the line
 * breaks between characters.
 */

const CJK_LETTER = '\\u1100-\\u11ff\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\uff01-\\uff60';
const OPENING = '「『（【〔〈《“‘([';
const CLOSING = '、。，．・：；！？）」』】〕〉》ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々”’)\\]…';

const TOKEN = new RegExp(`\\s+|[${OPENING}]*[${CJK_LETTER}][${CLOSING}]*|[^\\s${CJK_LETTER}]+`, 'gu');

/** Words, single CJK characters (with their punctuation) and runs of whitespace, in order. */
export const tokens = (line: string): string[] => line.match(TOKEN) ?? [];

/**
 * Greedy breaking of one line of text into lines no wider than `maxWidth`, measured with
 * `width(text)`. Spaces at a break are dropped.
 */
export function breakLine(line: string, maxWidth: number, width: (text: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  let pendingSpace = '';
  const push = () => {
    lines.push(current);
    current = '';
    pendingSpace = '';
  };
  for (const token of tokens(line)) {
    if (/^\s+$/u.test(token)) {
      if (current !== '') pendingSpace = ' ';
      continue;
    }
    const candidate = current + pendingSpace + token;
    if (width(candidate) <= maxWidth) {
      current = candidate;
      pendingSpace = '';
      continue;
    }
    if (current !== '') push();
    if (width(token) <= maxWidth) {
      current = token;
      continue;
    }
    // A word wider than the line (a URL, a 10,000-character keyword): break between characters.
    for (const char of token) {
      if (current !== '' && width(current + char) > maxWidth) push();
      current += char;
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}
