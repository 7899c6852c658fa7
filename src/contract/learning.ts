/**
 * The Learning Center's values (spec 001 §3, §4, §9), apart from settings.ts so the shell's first load
 * does not carry them.
 */
/** Spec 001 §3, §5: the kinds of manual the Learning Center writes. */
export const MANUAL_TYPES = ['quick_start', 'detailed'] as const;

/**
 * The manuals' languages, each by its own name (spec 001 §3 'Manual languages'). Only languages
 * whose guide text is written in full (workers/learning/guides/) and whose script the PDF module
 * draws; Devanagari and Thai are left out because jsPDF cannot shape them.
 */
export const MANUAL_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ja', name: '日本語' },
  { code: 'ru', name: 'Русский' },
] as const;
