/**
 * Whether a keyword is someone looking for one particular person, company or site (a navigational
 * query) rather than for a topic a page could cover. A templated page title for such a query
 * ("Sunil Jagani Malvern: Compared and Reviewed") promises a page searchers do not want: they want
 * that person's or brand's own site. The competitor opportunities and the content plan use this to
 * title such pages plainly and say why.
 *
 * Deterministic signals, strongest first, from what the app knows:
 * 1. it names a brand of the user's data: the name of a competitor's (or the user's) domain,
 *    spelt in one or several words ("alliancetek reviews", "alliance tek pricing");
 * 2. the intent given or inferred for the keyword is navigational (login, official site, ...);
 * 3. a site ranks in the top 3 for it with its home page: how brand and person queries rank, but
 *    also how a shop's home page ranks for its core term, so this one is only a "may be" (the
 *    caller keeps its title and says so);
 * 4. the keyword as imported or typed writes two or more words in a row as names (capitalised)
 *    among lower-case words ("Sunil Jagani malvern", "best Bank of America card").
 * A keyword in Title Case throughout says nothing (people type "Best Espresso Machine"), and a name
 * in lower case with none of the other signals cannot be told from a topic without a dictionary of
 * names, which this app does not ship.
 */

export type NavigationalSignal = 'brand' | 'intent' | 'home' | 'name';

export interface NavigationalQuery {
  /** The person, brand or site the query looks for, as written. */
  subject: string;
  signal: NavigationalSignal;
}

export interface NavigationalContext {
  /** The keyword's search intent, when known. */
  intent?: string | null;
  /** Brand names folded by `brandsFromDomains`. */
  brands?: ReadonlySet<string>;
  /** The page that ranks best for the keyword and its position, when an export says so. */
  rankingUrl?: string | null;
  rankingPosition?: number | null;
}

/** Positions at which a home page answering a query marks it as a search for that site. */
const HOME_PAGE_POSITIONS = 3;

const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/** A word written as a name: a capital, then at least one lower-case letter ("Jagani", "McDonald"). */
const NAME_RE = /^\p{Lu}[\p{Ll}\p{Lu}'’]*\p{Ll}[\p{Ll}\p{Lu}'’]*$/u;
const LOWER_RE = /^[\p{Ll}\p{N}'’]+$/u;
/** Short words that stay lower case inside a name ("Jean de Florette", "Bank of America"). */
const NAME_JOINERS = new Set(['de', 'da', 'di', 'del', 'der', 'van', 'von', 'la', 'le', 'of', 'and', '&']);
/** Second-level labels under a country code ("example.co.uk"): the brand is the label before them. */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc', 'or', 'ne', 'go']);
/** Brand names shorter than this match too many ordinary words ("ab.com", "go.dev"). */
const MIN_BRAND_LENGTH = 4;
/** A brand is matched as at most this many words written together ("all ian tek"). */
const MAX_BRAND_WORDS = 3;

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** The brand name of each domain or URL: "https://www.allianceTek.co.uk/x" gives "alliancetek". */
export function brandsFromDomains(domains: readonly string[]): Set<string> {
  const brands = new Set<string>();
  for (const domain of domains) {
    const host = fold(domain)
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/[/?#:].*$/, '')
      .replace(/^www\d*\./, '');
    const labels = host.split('.').filter(Boolean);
    if (labels.length < 2) continue;
    let index = labels.length - 2;
    if (index > 0 && SECOND_LEVEL.has(labels[index]) && labels[labels.length - 1].length === 2) index -= 1;
    const brand = labels[index].replace(/[^\p{L}\p{N}]/gu, '');
    if (brand.length >= MIN_BRAND_LENGTH) brands.add(brand);
  }
  return brands;
}

function brandIn(words: readonly string[], brands: ReadonlySet<string>): string | null {
  const folded = words.map(fold);
  for (let start = 0; start < folded.length; start += 1) {
    let joined = '';
    for (let end = start; end < Math.min(folded.length, start + MAX_BRAND_WORDS); end += 1) {
      joined += folded[end];
      if (brands.has(joined)) return words.slice(start, end + 1).join(' ');
    }
  }
  return null;
}

/** The path of a URL, '/' for a home page; null when it is not a URL. */
function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url.includes('://') ? url : `https://${url}`);
    return parsed.search === '' ? parsed.pathname.replace(/\/(index\.[a-z]+)?$/i, '/') : null;
  } catch {
    return null;
  }
}

/** The longest run of name-like words (joiners allowed inside), when the casing says it is a name. */
function nameIn(words: readonly string[]): string | null {
  const hasLower = words.some((word) => LOWER_RE.test(word) && !NAME_JOINERS.has(word));
  if (!hasLower) return null;
  let best: string[] = [];
  let run: string[] = [];
  for (const word of [...words, '']) {
    if (NAME_RE.test(word) || (run.length > 0 && NAME_JOINERS.has(word))) {
      run.push(word);
      continue;
    }
    while (run.length > 0 && NAME_JOINERS.has(run[run.length - 1])) run.pop();
    if (run.length > best.length) best = run;
    run = [];
  }
  return best.length >= 2 ? best.join(' ') : null;
}

/** The navigational reading of `keyword` (as written, with its casing), or null for an ordinary query. */
export function navigationalQuery(keyword: string, context: NavigationalContext = {}): NavigationalQuery | null {
  const words = keyword.match(WORD_RE) ?? [];
  if (words.length === 0) return null;
  const brand = context.brands && context.brands.size > 0 ? brandIn(words, context.brands) : null;
  if (brand) return { subject: brand, signal: 'brand' };
  if (context.intent === 'navigational') return { subject: keyword.trim(), signal: 'intent' };
  const position = context.rankingPosition;
  if (context.rankingUrl && position != null && position >= 1 && position <= HOME_PAGE_POSITIONS) {
    if (pathOf(context.rankingUrl) === '/') return { subject: keyword.trim(), signal: 'home' };
  }
  const name = /\?\s*$/.test(keyword) ? null : nameIn(words);
  return name ? { subject: name, signal: 'name' } : null;
}

/** Whether the signal is strong enough to drop a templated title (the home-page signal is not). */
export const isSurelyNavigational = (query: NavigationalQuery) => query.signal !== 'home';

/** The sentence shown with such a page's title. */
export function navigationalNote(query: NavigationalQuery): string {
  if (!isSurelyNavigational(query))
    return 'Possibly a navigational query (a competitor ranks in the top 3 for it with its home page): check that searchers want a page about it before writing one.';
  const why =
    query.signal === 'brand'
      ? `"${query.subject}" is the name of a site in your data`
      : query.signal === 'intent'
        ? 'its search intent is navigational'
        : `"${query.subject}" is written as a name`;
  return `Navigational query (${why}): searchers want ${query.subject} itself, so a page about it may not be what they want.`;
}
