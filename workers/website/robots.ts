/**
 * robots.txt (RFC 9309): the group for our user agent (else '*'), longest matching rule wins, Allow
 * wins a tie, '*' and '$' wildcards. An absent or unreadable file allows everything.
 */

export const CRAWLER_AGENT = 'topicwise';

export interface RobotsRules {
  rules: Array<{ allow: boolean; pattern: string }>;
  sitemaps: string[];
}

export const ALLOW_ALL: RobotsRules = { rules: [], sitemaps: [] };

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB; rules past that are not read. */
const ROBOTS_MAX_CHARACTERS = 512 * 1024;

export function parseRobots(text: string): RobotsRules {
  const groups: Array<{ agents: string[]; rules: RobotsRules['rules'] }> = [];
  const sitemaps: string[] = [];
  let current: { agents: string[]; rules: RobotsRules['rules'] } | null = null;
  let lastWasAgent = false;
  for (const raw of text.slice(0, ROBOTS_MAX_CHARACTERS).split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'sitemap') {
      if (value) sitemaps.push(value);
    } else if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    } else if ((field === 'allow' || field === 'disallow') && current) {
      if (value) current.rules.push({ allow: field === 'allow', pattern: value });
    }
    lastWasAgent = false;
  }
  const ours = groups.filter((g) => g.agents.some((agent) => agent !== '*' && CRAWLER_AGENT.includes(agent)));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes('*'));
  return { rules: chosen.flatMap((g) => g.rules), sitemaps };
}

/**
 * `*` matches any run of characters and a final `$` anchors the end. The literal parts are found
 * left to right with indexOf: for patterns whose only wildcard is `*`, the leftmost place of each
 * part is always a right choice, so no backtracking is needed (a RegExp of `.*` runs backtracked
 * exponentially on a hostile file and froze the tab).
 */
function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  const first = parts[0];
  if (!path.startsWith(first)) return false;
  if (parts.length === 1) return !anchored || path.length === first.length;
  let position = first.length;
  const last = parts[parts.length - 1];
  for (const part of parts.slice(1, -1)) {
    const found = path.indexOf(part, position);
    if (found < 0) return false;
    position = found + part.length;
  }
  if (!anchored) return path.indexOf(last, position) >= 0;
  return path.length - last.length >= position && path.endsWith(last);
}

/** Whether robots.txt lets us fetch `pathAndQuery` (the URL's path plus its query string). */
export function isAllowed(robots: RobotsRules, pathAndQuery: string): boolean {
  let best: { allow: boolean; length: number } | null = null;
  for (const rule of robots.rules) {
    if (!matches(rule.pattern, pathAndQuery)) continue;
    const length = rule.pattern.length;
    if (!best || length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length };
  }
  return best?.allow ?? true;
}

/** `isAllowed` for many paths in one call: the crawler asks its worker once per page's links. */
export function allowedPaths(robots: RobotsRules, pathsAndQueries: readonly string[]): boolean[] {
  return pathsAndQueries.map((path) => isAllowed(robots, path));
}
