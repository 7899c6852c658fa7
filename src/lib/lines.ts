/** Spec 000 §5: multi-line inputs are split by line, trimmed, and empty lines dropped. */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const trimmed = line.trim();
    if (trimmed !== '') lines.push(trimmed);
  }
  return lines;
}

/** How many non-empty lines a text has, without building the list (the text area counts on every keystroke). */
export function countLines(text: string): number {
  let count = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i < text.length ? text.charCodeAt(i) : 10;
    if (code !== 10 && code !== 13) continue;
    if (text.slice(start, i).trim() !== '') count += 1;
    start = i + 1;
  }
  return count;
}
