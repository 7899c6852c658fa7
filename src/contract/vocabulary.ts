/**
 * Lists the whole app shares: the location and language options (spec 000 §9) and the month
 * names. Declared once on the ground floor, so the screens, the adapter, the CLI and the workers
 * read the same list; the types derived from them turn a missing or extra entry elsewhere (a
 * market, a stemmer) into a compile error.
 */

/** Spec 000 §9: the location options, in order. */
export const LOCATIONS = [
  { code: 'US', label: 'United States' },
  { code: 'GB', label: 'United Kingdom' },
  { code: 'CA', label: 'Canada' },
  { code: 'AU', label: 'Australia' },
  { code: 'DE', label: 'Germany' },
  { code: 'FR', label: 'France' },
  { code: 'ES', label: 'Spain' },
  { code: 'IT', label: 'Italy' },
  { code: 'NL', label: 'Netherlands' },
  { code: 'BR', label: 'Brazil' },
] as const;

export type LocationCode = (typeof LOCATIONS)[number]['code'];

export const LOCATION_CODES: readonly LocationCode[] = LOCATIONS.map((location) => location.code);

export const DEFAULT_LOCATION: LocationCode = 'US';

/** The languages the clustering engine has stemmers and stop words for. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'] as const;

export type LanguageCode = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** English month names, January first: month number m is `MONTH_NAMES[m - 1]`, 'Jan' its first three letters. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Collaboration and Community Chat (spec 002 §6, §9; spec 001 §9; issue 21). */
export const COLLABORATION = {
  /** The one user of an app that is not signed in to a sync server. */
  localUser: 'you',
  roles: ['owner', 'admin', 'editor', 'viewer'],
  permissionLevels: ['viewer', 'editor'],
  defaultSettings: {
    allow_public_sharing: false,
    require_approval_for_joins: true,
    default_permission_level: 'viewer',
  },
  nameMaxChars: 100,
  descriptionMaxChars: 1000,
  titleMaxChars: 200,
  commentMaxChars: 2000,
  recentActivity: 20,
} as const;

export const CHAT = {
  messageMaxChars: 1000,
  /** Messages loaded at a time; "Load earlier" loads the previous page. */
  pageSize: 100,
  membersShown: 12,
  editMinutes: 15,
  removeReasonMaxChars: 200,
} as const;
