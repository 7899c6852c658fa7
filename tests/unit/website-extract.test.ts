import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  extractSite,
  isAllowed,
  parseHtml,
  parseRobots,
  parseScreamingFrog,
  parseSitemap,
  type ParsedPage,
} from '@workers/website';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/website/${name}`, import.meta.url)), 'utf8');
const AT = '2026-06-01T00:00:00.000Z';
const page = (name: string, url: string): ParsedPage => parseHtml(fixture(name), url, 'crawl', 200, AT);
const ALL = { extract_paa: true, extract_related: true };

describe('parseHtml', () => {
  const home = page('home.html', 'https://brewlab.example/');

  it('reads title, meta description, headings, links and canonical', () => {
    expect(home.page.title).toBe('Cold Brew Coffee Guide | Brew Lab');
    expect(home.page.meta_description).toMatch(/^How to make cold brew coffee at home/);
    expect(home.page.headings).toEqual([
      { level: 1, text: 'Cold brew coffee at home' },
      { level: 2, text: 'Why does cold brew taste smoother?' },
      { level: 2, text: 'Cold brew equipment' },
    ]);
    expect(home.page.canonical).toBe('https://brewlab.example/');
    expect(home.page.links.find((l) => l.anchor === 'Partner shop')).toMatchObject({ internal: false });
    expect(home.page.links.find((l) => l.anchor === 'Cold brew ratio')).toEqual({
      href: 'https://brewlab.example/cold-brew-ratio/',
      anchor: 'Cold brew ratio',
      internal: true,
    });
    expect(home.faq_questions).toEqual([
      'How long should cold brew steep?',
      'What is the best coffee to water ratio for cold brew?',
    ]);
    expect(home.blocks.join(' ')).not.toContain('.hero');
  });

  it('reads a hostile page as text only: scripts, handlers, iframes and svg never count', () => {
    const hostile = page('hostile.html', 'https://bad.example/x');
    const text = [...hostile.page.headings.map((h) => h.text), ...hostile.blocks].join(' ');
    expect(text).not.toMatch(/alert|pwned|innerHTML|should not count/);
    // A title is plain text in HTML: the markup inside it is kept as characters (the screen shows it as text).
    expect(hostile.page.title).toBe("Hostile <script>alert('title')</script> page");
    expect(hostile.page.meta_description).toBe('<img src=x onerror=alert(1)> description');
    expect(hostile.page.headings.map((h) => h.text)).toEqual([
      'Espresso grinder reviews 🚀',
      '咖啡研磨机 评测',
      'مطحنة القهوة',
    ]);
    expect(hostile.page.links.map((l) => l.href)).toEqual(['https://bad.example/grinders/burr?x=1']);
    expect(hostile.faq_questions).toEqual(['Is this page safe to parse?']);
    const result = extractSite([hostile], ALL);
    expect(result.keywords.map((k) => k.keyword)).toContain('espresso grinder');
  });

  it('keeps a 17,000-word line bounded and still finds its phrases', () => {
    const long = page('long-line.html', 'https://long.example/');
    const result = extractSite([long], ALL);
    expect(result.keywords.map((k) => k.keyword)).toContain('burr grinder');
  });
});

describe('extractSite', () => {
  const pages = [
    page('home.html', 'https://brewlab.example/'),
    page('ratio.html', 'https://brewlab.example/cold-brew-ratio/'),
  ];
  const result = extractSite(pages, ALL);

  it('ranks topical phrases first, with source, relevance 0..1 and frequency', () => {
    const top = result.keywords.slice(0, 10).map((k) => k.keyword);
    expect(top).toContain('cold brew');
    expect(result.keywords[0].relevance_score).toBe(1);
    for (const k of result.keywords) {
      expect(k.relevance_score).toBeGreaterThanOrEqual(0);
      expect(k.relevance_score).toBeLessThanOrEqual(1);
      expect(k.frequency).toBeGreaterThan(0);
      expect(k.keyword.split(' ').length).toBeLessThanOrEqual(4);
    }
    const ratio = result.keywords.find((k) => k.keyword === 'cold brew ratio');
    expect(ratio?.source).toBe('title');
  });

  it('gives site furniture little weight against the background list', () => {
    const rank = (word: string) => result.keywords.findIndex((k) => k.keyword === word);
    const privacy = rank('privacy policy');
    expect(privacy === -1 || privacy > rank('cold brew')).toBe(true);
    expect(result.keywords.slice(0, 15).map((k) => k.keyword)).not.toContain('home');
  });

  it('finds PAA questions from headings and FAQPage JSON-LD with intent and 3 keywords', () => {
    const questions = result.paa_questions.map((q) => q.question);
    expect(questions).toEqual(
      expect.arrayContaining([
        'How long should cold brew steep?',
        'What is the best coffee to water ratio for cold brew?',
        'Why does cold brew taste smoother?',
        'How much coffee for 1 litre of cold brew?',
      ]),
    );
    const steep = result.paa_questions.find((q) => q.question === 'How long should cold brew steep?');
    expect(steep).toMatchObject({ found_in: 'faq_schema', search_intent: 'informational' });
    expect(steep?.keywords_extracted.length).toBe(3);
    expect(steep?.keywords_extracted).toContain('cold brew');
  });

  it("returns the site's related phrases: internal anchors and sub-headings", () => {
    expect(result.related_searches).toEqual(
      expect.arrayContaining(['grind size for cold brew', 'cold brew equipment']),
    );
    expect(result.related_searches).not.toContain('contact us');
  });

  it('leaves PAA and related out when not asked, and handles no pages', () => {
    const bare = extractSite(pages, { extract_paa: false, extract_related: false });
    expect(bare.paa_questions).toEqual([]);
    expect(bare.related_searches).toEqual([]);
    expect(extractSite([], ALL)).toEqual({ keywords: [], paa_questions: [], related_searches: [] });
  });
});

describe('robots.txt', () => {
  const robots = parseRobots(
    'User-agent: *\nDisallow: /private/\nAllow: /private/open$\nDisallow: /*.pdf$\nSitemap: https://a.example/sitemap.xml\n',
  );
  it('applies the longest rule, Allow on ties, and wildcards', () => {
    expect(isAllowed(robots, '/private/x')).toBe(false);
    expect(isAllowed(robots, '/private/open')).toBe(true);
    expect(isAllowed(robots, '/file.pdf')).toBe(false);
    expect(isAllowed(robots, '/blog/')).toBe(true);
    expect(robots.sitemaps).toEqual(['https://a.example/sitemap.xml']);
  });
  it('prefers a group for our agent over *', () => {
    const ours = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: Topicwise\nDisallow: /admin\n');
    expect(isAllowed(ours, '/blog')).toBe(true);
    expect(isAllowed(ours, '/admin/x')).toBe(false);
  });
});

describe('sitemap and Screaming Frog', () => {
  it('reads sitemap URLs with entities decoded', () => {
    expect(parseSitemap(fixture('sitemap.xml')).urls).toEqual([
      'https://brewlab.example/',
      'https://brewlab.example/cold-brew-ratio/',
      'https://brewlab.example/grind-size/?a=1&b=2',
    ]);
  });

  it("reads an 'Internal - HTML' export as pages, skipping non-HTML rows", () => {
    const pages = parseScreamingFrog(fixture('screaming-frog-internal-html.csv'), AT);
    expect(pages.map((p) => p.page.url)).toEqual([
      'https://brewlab.example/',
      'https://brewlab.example/cold-brew-ratio/',
      'https://brewlab.example/old/',
    ]);
    expect(pages[0].page).toMatchObject({
      title: 'Cold Brew Coffee Guide | Brew Lab',
      source: 'screaming_frog',
      word_count: 412,
    });
    expect(pages[0].page.headings).toContainEqual({ level: 2, text: 'Why does cold brew taste smoother?' });
    expect(pages[2].page.noindex).toBe(true);
    const result = extractSite(pages, ALL);
    expect(result.keywords.map((k) => k.keyword)).toContain('cold brew');
    expect(() => parseScreamingFrog('Keyword,Volume\na,1\n', AT)).toThrow(/no Address column/);
  });
});
