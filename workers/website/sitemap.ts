/** The page URLs of a sitemap.xml, and the child sitemaps of a sitemap index. */
import { Parser } from 'htmlparser2';

export interface SitemapContent {
  urls: string[];
  sitemaps: string[];
}

const MAX_ENTRIES = 50_000;

export function parseSitemap(xml: string): SitemapContent {
  const urls: string[] = [];
  const sitemaps: string[] = [];
  let parent: 'url' | 'sitemap' | null = null;
  let loc: string | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        const local = name.toLowerCase().replace(/^.*:/, '');
        if (local === 'url' || local === 'sitemap') parent = local;
        else if (local === 'loc') loc = '';
      },
      ontext(text) {
        if (loc !== null) loc += text;
      },
      onclosetag(name) {
        const local = name.toLowerCase().replace(/^.*:/, '');
        if (local === 'loc' && loc !== null) {
          const value = loc.trim();
          const list = parent === 'sitemap' ? sitemaps : urls;
          if (value && list.length < MAX_ENTRIES) list.push(value);
          loc = null;
        } else if (local === 'url' || local === 'sitemap') parent = null;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return { urls, sitemaps };
}
