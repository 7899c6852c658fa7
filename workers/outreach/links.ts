/**
 * Whether a page links to the user's site: every `<a href>` read with htmlparser2 (the page is never
 * rendered), with its anchor text and `rel` (nofollow, sponsored, ugc; none means followed).
 */
import { Parser } from 'htmlparser2';
import type { LinkRel } from '@/contract/types/outreach';
import { oneLine } from './text';

export type FoundLink = { href: string; anchor: string; rel: LinkRel[] };

const REL_VALUES: readonly LinkRel[] = ['nofollow', 'sponsored', 'ugc'];

export function readLinks(html: string, pageUrl: string): FoundLink[] {
  const links: FoundLink[] = [];
  let open: { href: string; rel: LinkRel[]; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'a' && attributes.href) {
          let href: string;
          try {
            href = new URL(attributes.href, pageUrl).href;
          } catch {
            return;
          }
          const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          const rel = REL_VALUES.filter((value) => rels.includes(value));
          open = { href, rel: rel.length > 0 ? rel : ['follow'], text: '' };
        } else if (name === 'img' && open && attributes.alt) open.text += ` ${attributes.alt}`;
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'a' && open) {
          links.push({ href: open.href, anchor: oneLine(open.text), rel: open.rel });
          open = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/** Normalised for comparing: host without www., path without a trailing slash, no query or hash. */
function comparable(url: string): { host: string; path: string } | null {
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);
    return { host: parsed.hostname.replace(/^www\./, ''), path: parsed.pathname.replace(/\/+$/, '') };
  } catch {
    return null;
  }
}

/**
 * The links that point at `target`: a bare domain matches any page of it (and its subdomains); a
 * URL with a path matches that page.
 */
export function linksTo(links: readonly FoundLink[], target: string): FoundLink[] {
  const wanted = comparable(target.trim());
  if (!wanted) return [];
  const domainOnly = wanted.path === '';
  return links.filter((link) => {
    const found = comparable(link.href);
    if (!found) return false;
    const sameHost = found.host === wanted.host || found.host.endsWith(`.${wanted.host}`);
    return sameHost && (domainOnly || found.path === wanted.path);
  });
}
