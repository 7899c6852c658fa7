/** Spec 001 §5: multi-line inputs are split by line, trimmed, with empty lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
