/** Whitespace runs (newlines, tabs, non-breaking spaces) as one space, trimmed. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
