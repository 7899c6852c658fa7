/**
 * Reads one HTML page with htmlparser2 (a streaming tokenizer: nothing is rendered, no script runs,
 * inline handlers are attributes it ignores) into a CrawledPage plus its visible text blocks and
 * its FAQPage JSON-LD questions.
 */
import { Parser } from 'htmlparser2';
import type { PageHeading, PageLink } from '@/contract/types/website';
import { faqQuestionsFromJsonLd } from './jsonld';
import { squash } from './text';
import { hostOf, normaliseUrl } from './urls';
import type { PageSource, ParsedPage } from './types';

/** Elements whose text is not visible page text. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'canvas', 'select']);

/** Elements that end a block of text: a phrase never runs across them. */
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'td',
  'th',
  'br',
  'hr',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'form',
  'label',
  'button',
  'option',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'title',
  'address',
  'details',
  'summary',
  'caption',
]);

const HEADING_LEVEL: Record<string, PageHeading['level']> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** Longest text kept for one title, heading, anchor or description (a hostile page can send megabytes). */
const MAX_FIELD = 500;
const MAX_LINKS = 2000;
const MAX_HEADINGS = 500;

const clip = (text: string) => squash(text).slice(0, MAX_FIELD);

export function parseHtml(
  html: string,
  url: string,
  source: PageSource,
  status: number | null,
  crawledAt: string,
): ParsedPage {
  const pageUrl = normaliseUrl(url) ?? url;
  const host = hostOf(pageUrl);
  let base = pageUrl;
  let title: string | null = null;
  let meta: string | null = null;
  let canonical: string | null = null;
  let noindex = false;
  const headings: PageHeading[] = [];
  const links: PageLink[] = [];
  const blocks: string[] = [];
  const jsonLd: string[] = [];

  let hiddenDepth = 0;
  let inTitle = false;
  let titleText = '';
  let heading: { level: PageHeading['level']; text: string } | null = null;
  let anchor: { href: string; text: string } | null = null;
  let block = '';
  let jsonLdText: string | null = null;

  const endBlock = () => {
    const text = squash(block);
    if (text) blocks.push(text);
    block = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'script' && (attribs.type ?? '').toLowerCase().trim() === 'application/ld+json') jsonLdText = '';
        if (HIDDEN.has(name)) {
          hiddenDepth += 1;
          return;
        }
        if (hiddenDepth > 0) return;
        // A link ends a phrase too: menus put links side by side with no punctuation between them.
        if (BLOCK.has(name) || name === 'a') endBlock();
        if (name === 'title') inTitle = title === null;
        else if (name === 'base' && attribs.href) base = normaliseUrl(attribs.href, pageUrl) ?? base;
        else if (name === 'meta') {
          const key = (attribs.name ?? attribs.property ?? '').toLowerCase();
          const content = attribs.content ?? '';
          if (key === 'description' && meta === null) meta = clip(content) || null;
          if ((key === 'robots' || key === 'googlebot') && /noindex/i.test(content)) noindex = true;
        } else if (name === 'link' && (attribs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical')) {
          canonical = attribs.href ? normaliseUrl(attribs.href, base) : null;
        } else if (HEADING_LEVEL[name]) heading = { level: HEADING_LEVEL[name], text: '' };
        else if (name === 'a' && attribs.href !== undefined) anchor = { href: attribs.href, text: '' };
        else if (name === 'img' && anchor && attribs.alt) anchor.text += ` ${attribs.alt}`;
      },
      ontext(text) {
        if (jsonLdText !== null) {
          jsonLdText += text;
          return;
        }
        if (hiddenDepth > 0) return;
        if (inTitle) {
          titleText += text;
          return;
        }
        if (anchor) anchor.text += text;
        // Heading text is its own source; counting it as body text too would weigh it twice.
        if (heading) heading.text += text;
        else block += text;
      },
      onclosetag(name) {
        if (name === 'script' && jsonLdText !== null) {
          jsonLd.push(jsonLdText);
          jsonLdText = null;
        }
        if (HIDDEN.has(name)) {
          hiddenDepth = Math.max(0, hiddenDepth - 1);
          return;
        }
        if (hiddenDepth > 0) return;
        if (name === 'title' && inTitle) {
          inTitle = false;
          title = clip(titleText) || null;
        } else if (HEADING_LEVEL[name] && heading) {
          const text = clip(heading.text);
          if (text && headings.length < MAX_HEADINGS) headings.push({ level: heading.level, text });
          heading = null;
        } else if (name === 'a' && anchor) {
          const href = normaliseUrl(anchor.href, base);
          if (href && links.length < MAX_LINKS) {
            links.push({ href, anchor: clip(anchor.text), internal: hostOf(href) === host });
          }
          anchor = null;
        }
        if (BLOCK.has(name) || name === 'a') endBlock();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  endBlock();

  const wordCount = blocks.reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0);
  return {
    page: {
      url: pageUrl,
      host,
      source,
      status,
      title,
      meta_description: meta,
      headings,
      links,
      word_count: wordCount,
      noindex,
      canonical,
      crawled_at: crawledAt,
    },
    blocks,
    faq_questions: jsonLd.flatMap(faqQuestionsFromJsonLd).map(clip).filter(Boolean),
  };
}
