import { splitLines } from '@/lib/lines';

export interface AppendResult {
  /** The new text-area content: the draft as typed, then the new keywords, one per line. */
  text: string;
  /** Keywords actually appended, in the cluster's order. */
  added: string[];
  /** Keywords left out because the draft already had them (case-insensitive, trimmed). */
  skipped: number;
}

const normalise = (line: string) => line.trim().toLocaleLowerCase();

/** Appends keywords to a draft, skipping blanks and any the draft (or the list itself) already has. */
export function appendKeywords(draft: string, keywords: readonly string[]): AppendResult {
  const present = new Set(splitLines(draft).map(normalise));
  const added: string[] = [];
  let skipped = 0;
  for (const keyword of keywords) {
    const key = normalise(keyword);
    if (key === '') continue;
    if (present.has(key)) {
      skipped += 1;
      continue;
    }
    present.add(key);
    added.push(keyword.trim());
  }
  // The user's own lines stay exactly as typed; only trailing blank space before the join goes.
  const head = draft.replace(/\s+$/, '');
  const text = added.length === 0 ? draft : head === '' ? added.join('\n') : `${head}\n${added.join('\n')}`;
  return { text, added, skipped };
}
