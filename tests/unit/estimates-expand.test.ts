import { describe, expect, it } from 'vitest';
import { expandKeywords, normalizeKeyword } from '@workers/estimates';

const SEEDS = [
  'plumber',
  'emergency plumber near me',
  'tankless water heater',
  'running shoes',
  'best running shoes',
  'car insurance',
  'roth ira',
  'traditional ira',
  'learn guitar',
  'yoga',
  'crm software',
  'gutter cleaning',
  'fix a leaky faucet',
  'how to unclog a drain',
  'shopify vs woocommerce',
  'italian restaurant',
];

const keywordsOf = (seeds: string[], options = {}) => expandKeywords(seeds, options).map((e) => e.keyword);

describe('expandKeywords (English)', () => {
  it('produces grammatical question forms per seed shape', () => {
    const out = keywordsOf(SEEDS, { location: 'US', language: 'en' });
    expect(out).toContain('how much does a plumber cost');
    expect(out).toContain('how much do running shoes cost');
    expect(out).toContain('how much does car insurance cost');
    expect(out).toContain('is a tankless water heater worth it');
    expect(out).toContain('are running shoes worth it');
    expect(out).toContain('what is a tankless water heater');
    expect(out).toContain('how to fix a leaky faucet');
    expect(out).toContain('how long does it take to learn guitar');
    expect(out).toContain('which is better shopify or woocommerce');
    expect(out).not.toContain('how to best running shoes');
    expect(out).not.toContain('is a plumber worth it');
    expect(out).not.toContain('what is a running shoes');
    expect(out).not.toContain('how much does a italian restaurant cost');
    expect(out.some((k) => k.startsWith('how to how'))).toBe(false);
    expect(out.some((k) => /\b(\w+) \1\b/u.test(k))).toBe(false);
  });

  it('adds modifiers only where they fit', () => {
    const out = keywordsOf(SEEDS);
    expect(out).toContain('best plumber');
    expect(out).toContain('plumber near me');
    expect(out).toContain('cheap car insurance');
    expect(out).toContain('yoga for beginners');
    expect(out).toContain('free crm software');
    expect(out).toContain('tankless water heater reviews');
    expect(out).not.toContain('tankless water heater near me');
    expect(out).not.toContain('best best running shoes');
    expect(out).not.toContain('free plumber');
    expect(out).not.toContain('cheap roth ira');
  });

  it('compares seeds only with a sensible alternative from the seed list', () => {
    const out = expandKeywords(SEEDS);
    const comparisons = out.filter((e) => e.expansion_type === 'comparison').map((e) => e.keyword);
    expect(comparisons).toContain('roth ira vs traditional ira');
    expect(comparisons).not.toContain('traditional ira vs roth ira');
    expect(comparisons.every((k) => k.includes(' vs ') || k.includes(' or '))).toBe(true);
    expect(keywordsOf(['plumber', 'yoga']).some((k) => k.includes(' vs '))).toBe(false);
  });

  it('uses major cities of the chosen location for local seeds', () => {
    const us = keywordsOf(['emergency plumber near me', 'dentist'], { location: 'US' });
    expect(us).toContain('emergency plumber in new york');
    expect(us).toContain('dentist in los angeles');
    const gb = keywordsOf(['emergency plumber near me', 'dentist'], { location: 'GB' });
    expect(gb).toContain('emergency plumber in london');
    expect(gb).toContain('dentist in manchester');
    expect(gb.some((k) => k.includes('new york'))).toBe(false);
    expect(keywordsOf(['tankless water heater'], { location: 'US' }).some((k) => k.includes(' in new york'))).toBe(
      false,
    );
  });

  it('marks every variant with its seed as given and its kind', () => {
    const out = expandKeywords(['  Car Insurance  ', 'roth ira', 'traditional ira']);
    expect(out.length).toBeGreaterThan(0);
    for (const e of out) {
      expect(['car insurance', 'Car Insurance', 'roth ira', 'traditional ira']).toContain(e.expanded_from);
      expect(['question', 'modifier', 'comparison', 'location']).toContain(e.expansion_type);
      expect(e.keyword).toBe(normalizeKeyword(e.keyword));
    }
    expect(out.find((e) => e.keyword === 'cheap car insurance')?.expanded_from).toBe('Car Insurance');
  });

  it('deduplicates against the seeds and each other, across case, width and spacing', () => {
    const seeds = ['Plumber', 'plumber', 'PLUMBER  NEAR ME', 'best plumber', 'ｃｈｅａｐ plumber'];
    const out = expandKeywords(seeds);
    const keys = out.map((e) => normalizeKeyword(e.keyword));
    expect(new Set(keys).size).toBe(keys.length);
    const seedKeys = new Set(seeds.map(normalizeKeyword));
    expect(keys.some((k) => seedKeys.has(k))).toBe(false);
    expect(out.filter((e) => e.expanded_from === 'plumber')).toHaveLength(0);
  });

  it('is bounded per seed and in total', () => {
    const seeds = Array.from({ length: 900 }, (_, i) => `model ${i} laptop`);
    const all = expandKeywords(seeds);
    const perSeed = new Map<string, number>();
    for (const e of all) perSeed.set(e.expanded_from, (perSeed.get(e.expanded_from) ?? 0) + 1);
    expect(Math.max(...perSeed.values())).toBeLessThanOrEqual(10);
    expect(all.length).toBeLessThanOrEqual(5000);
    expect(all.length).toBe(5000);
    expect(expandKeywords(seeds, { maxPerSeed: 2, maxTotal: 50 })).toHaveLength(50);
    expect(expandKeywords(['car insurance'], { maxPerSeed: 3 })).toHaveLength(3);
  });

  it('is deterministic', () => {
    expect(expandKeywords(SEEDS, { location: 'CA' })).toEqual(expandKeywords([...SEEDS], { location: 'CA' }));
  });

  it('stays silent rather than guess when the head noun is unknown, a brand, or a condition', () => {
    expect(
      expandKeywords([
        'flu symptoms',
        'medicaid eligibility',
        'google flights',
        'enterprise car rental',
        'near me seo',
        'small business saturday',
      ]),
    ).toEqual([]);
    const out = keywordsOf(['travel insurance', 'renters insurance', 'dog harness', 'animal shelter near me']);
    expect(out.some((k) => k.includes(' vs '))).toBe(false);
    expect(out).toContain('how much does a dog harness cost');
    expect(out).toContain('animal shelter in new york');
    expect(out).not.toContain('cheap animal shelter near me');
  });

  it('expands the whole bundled library without doubled words or stacked modifiers', async () => {
    const { readFileSync } = await import('node:fs');
    const library = JSON.parse(
      readFileSync(new URL('../../public/data/industry-library.json', import.meta.url), 'utf8'),
    ) as { industries: { clusters: { keywords: string[] }[] }[] };
    const seeds = library.industries.flatMap((i) => i.clusters.flatMap((c) => c.keywords));
    const out = expandKeywords(seeds, { location: 'US' });
    expect(out.length).toBeGreaterThan(500);
    for (const { keyword } of out) {
      expect(keyword).not.toMatch(/\b(\w+) \1\b/u);
      expect(keyword).not.toMatch(/for small business for|best best|cheap cheap|near me near me|\bhow to how\b/u);
      expect(keyword.split(' ').length).toBeLessThanOrEqual(14);
    }
  });

  it('leaves questions, URLs, symbols and over-long seeds alone', () => {
    expect(
      expandKeywords([
        'how to unclog a drain',
        'www.example.com',
        '<script>alert(1)</script>',
        'x'.repeat(10_000),
        'a b c d e f g h',
      ]),
    ).toEqual([]);
    expect(expandKeywords(['', '   '])).toEqual([]);
  });
});

describe('expandKeywords (other languages)', () => {
  const ENGLISH_WORDS = /\b(best|cheap|near me|how|what|is|are|reviews|price|for beginners|online|vs|worth|free)\b/u;

  it('never puts English modifiers on German, French, Spanish or Dutch keywords', () => {
    const cases: [string, string[]][] = [
      ['de', ['zahnarzt', 'laufschuhe', 'zahnarzt in der nähe', 'wie putzt man fenster']],
      ['fr', ['plombier', 'chaussures de course', 'plombier près de chez moi']],
      ['es', ['fontanero', 'zapatillas de running', 'dentista cerca de mí']],
      ['nl', ['loodgieter', 'hardloopschoenen', 'tandarts in de buurt']],
      ['ja', ['東京 ホテル']],
    ];
    for (const [language, seeds] of cases) {
      for (const e of expandKeywords(seeds, { language, location: 'DE' })) {
        const added = e.keyword.replace(normalizeKeyword(e.expanded_from), '');
        expect(added).not.toMatch(ENGLISH_WORDS);
      }
    }
  });

  it('uses the language own patterns and prepositions', () => {
    expect(keywordsOf(['zahnarzt'], { language: 'de', location: 'DE' })).toContain('zahnarzt kosten');
    expect(keywordsOf(['zahnarzt in der nähe'], { language: 'de', location: 'DE' })).toContain('zahnarzt in berlin');
    expect(keywordsOf(['plombier près de chez moi'], { language: 'fr', location: 'FR' })).toContain('plombier à paris');
    expect(keywordsOf(['plombier'], { language: 'fr-FR', location: 'FR' })).toContain('plombier pas cher');
    expect(keywordsOf(['wie putzt man fenster'], { language: 'de' })).toEqual([]);
  });

  it('produces nothing for a language without patterns', () => {
    expect(expandKeywords(['東京 ホテル', 'plumber'], { language: 'ja' })).toEqual([]);
  });
});
