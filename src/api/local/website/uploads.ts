/**
 * Pages the user brings instead of a crawl: saved .html pages, a sitemap.xml (its URLs' slugs are
 * the only text it has) or a Screaming Frog 'Internal - HTML' export.
 */
import { ApiError } from '../../../contract/errors';
import type { PageSource } from '../../../contract/types/website';
import { looksLikeScreamingFrog } from '@workers/website/screamingFrog';
import { looksLikeSitemap } from '@workers/website/looksLikeSitemap';
import { decodePath, hostOf, normaliseUrl } from '@workers/website/urls';
import type { ParsedPage } from '@workers/website/types';
import { nowIso } from '@/db/records';
import { workerServices } from '../workers';

export const MAX_UPLOAD_FILES = 50;
export const MAX_UPLOAD_CHARS = 10 * 1024 * 1024;

/** Where a page saved from a browser came from: Chrome and Edge write `<!-- saved from url=(0044)https://... -->`. */
/** The host of a saved page whose address the file does not say. */
export const UNKNOWN_PAGE_HOST = 'saved-page.invalid';

const SAVED_FROM = /<!--\s*saved from url=\(\d+\)(\S+?)\s*-->/i;

export interface UploadedPages {
  pages: ParsedPage[];
  source: PageSource;
}

/** A sitemap's URLs as pages whose only heading is the slug in words ('/cold-brew-ratio/' → 'cold brew ratio'). */
function sitemapPages(urls: string[]): ParsedPage[] {
  const at = nowIso();
  return urls.flatMap((raw) => {
    const url = normaliseUrl(raw);
    if (!url) return [];
    const slug = decodePath(new URL(url).pathname)
      .split('/')
      .filter(Boolean)
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, '')
      .replace(/[-_+]+/g, ' ')
      .trim();
    const page: ParsedPage['page'] = {
      url,
      host: hostOf(url),
      source: 'upload',
      status: null,
      title: null,
      meta_description: null,
      headings: slug ? [{ level: 1, text: slug }] : [],
      links: [],
      word_count: 0,
      noindex: false,
      canonical: null,
      crawled_at: at,
    };
    return [{ page, blocks: [], faq_questions: [] }];
  });
}

async function savedPage(name: string, text: string): Promise<ParsedPage> {
  const savedFrom = normaliseUrl(SAVED_FROM.exec(text.slice(0, 2048))?.[1] ?? '');
  const placeholder = `https://${UNKNOWN_PAGE_HOST}/${encodeURIComponent(name)}`;
  const parsed = await workerServices().website.parseHtml(
    undefined,
    text,
    savedFrom ?? placeholder,
    'upload',
    null,
    new Date().toISOString(),
  );
  // Only an absolute canonical says where the page lives: a relative one was resolved against the placeholder.
  const declared = /<link[^>]+rel=["']?canonical[^>]+href=["']?https?:/i.test(text.slice(0, 200_000));
  const canonical = savedFrom || !declared ? null : parsed.page.canonical;
  return canonical ? { ...parsed, page: { ...parsed.page, url: canonical, host: hostOf(canonical) } } : parsed;
}

export async function readUploadedPages(files: Array<{ name: string; text: string }>): Promise<UploadedPages> {
  const pages: ParsedPage[] = [];
  let source: PageSource = 'upload';
  for (const { name, text } of files) {
    if (text.trim() === '') throw new ApiError(400, `${name} is empty: choose the saved page again.`);
    if (looksLikeSitemap(text)) {
      pages.push(...sitemapPages((await workerServices().website.parseSitemap(undefined, text)).urls.slice(0, 500)));
    } else if (looksLikeScreamingFrog(text)) {
      const outcome = await workerServices().website.readScreamingFrog(undefined, text, new Date().toISOString());
      if (!outcome.ok) throw new ApiError(422, `${name}: ${outcome.message}`);
      pages.push(...outcome.pages);
      source = 'screaming_frog';
    } else if (/<(?:html|head|body|title|h1|p|div)[\s>]/i.test(text.slice(0, 200_000))) {
      pages.push(await savedPage(name, text));
    } else {
      throw new ApiError(
        415,
        `${name} is not a saved web page, a sitemap.xml or a Screaming Frog 'Internal - HTML' export. Choose one of those.`,
      );
    }
  }
  return { pages, source };
}
