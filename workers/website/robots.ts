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

export function parseRobots(text: string): RobotsRules {
  const groups: Array<{ agents: string[]; rules: RobotsRules['rules'] }> = [];
  const sitemaps: string[] = [];
  let current: { agents: string[]; rules: RobotsRules['rules'] } | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/).slice(0, 5000)) {
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

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${regex}${anchored ? '$' : ''}`).test(path);
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
