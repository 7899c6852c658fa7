/**
 * Search Console properties come as 'sc-domain:example.com' (domain property) or a URL prefix
 * ('https://www.example.com/'). Imports are stored per property in one form, the bare host without
 * 'www.', so 'example.com', 'sc-domain:example.com' and 'https://www.example.com/' find the same data.
 */

const stripWww = (host: string) => host.replace(/^www\./, '');

/** The stored form of a typed property, or '' when it holds no host. */
export function normaliseProperty(raw: string): string {
  const text = raw
    .trim()
    .replace(/^sc-domain:/i, '')
    .toLowerCase();
  if (text === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`;
  try {
    const host = new URL(withScheme).hostname;
    return /^[a-z0-9.-]+$/.test(host) && host.includes('.') ? stripWww(host) : '';
  } catch {
    return '';
  }
}

/** The host of a page URL in stored form, or null when it is not a URL. */
export function hostOfPage(url: string): string | null {
  try {
    return stripWww(new URL(url.trim()).hostname.toLowerCase());
  } catch {
    return null;
  }
}

/** A domain property covers its subdomains ('blog.example.com' belongs to 'example.com'). */
export function belongsTo(host: string, property: string): boolean {
  return host === property || host.endsWith(`.${property}`);
}

/**
 * The site an export's page URLs belong to, when most of them name one outside `property`
 * (a Search Console property only reports its own URLs); null when they fit or there are none.
 */
export function foreignHost(pageUrls: readonly string[], property: string): string | null {
  const hosts = pageUrls.map(hostOfPage).filter((host): host is string => host !== null);
  if (hosts.length === 0) return null;
  const outside = hosts.filter((host) => !belongsTo(host, property));
  if (outside.length * 2 <= hosts.length) return null;
  const counts = new Map<string, number>();
  for (const host of outside) counts.set(host, (counts.get(host) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}
