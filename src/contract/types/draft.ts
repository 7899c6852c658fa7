/** The keyword draft: the clustering text area, which other tabs append keywords to. */

export type KeywordDraft = {
  /** One keyword per line, as typed. */
  text: string;
  /** When it last changed (ISO), or null when nothing was ever stored. */
  updated_at: string | null;
};

export type PutKeywordDraftRequest = { text: string };

export type AppendKeywordsRequest = { keywords: string[] };

export type AppendKeywordsResponse = KeywordDraft & {
  /** Keywords actually appended, in the given order. */
  added: string[];
  /** Keywords left out because the draft already had them (case-insensitive, trimmed). */
  skipped: number;
};
