import { describe, expect, it } from 'vitest';
import { buildOpportunities, findGaps, type RankedKeyword } from '@workers/competitor';
import { brandsFromDomains, navigationalNote, navigationalQuery } from '@workers/text/navigational';

const ranked = (
  keyword: string,
  position: number,
  search_volume: number,
  url: string | null = null,
): RankedKeyword => ({
  keyword,
  position,
  search_volume,
  difficulty: 30,
  url,
  intent: null,
});
const noRankings = { positions: new Map<string, number>(), truncated_below_volume: null };

describe('navigational queries', () => {
  it('takes the brand name of each domain, however it is written', () => {
    expect([
      ...brandsFromDomains(['https://www.AllianceTek.com/services', 'shop.brewlab.co.uk', 'ab.com', 'localhost']),
    ]).toEqual(['alliancetek', 'brewlab']);
  });

  it('finds a competitor brand in one word or several', () => {
    const brands = brandsFromDomains(['alliancetek.com', 'suniljagani.com']);
    expect(navigationalQuery('alliancetek reviews', { brands })).toEqual({ subject: 'alliancetek', signal: 'brand' });
    expect(navigationalQuery('sunil jagani malvern', { brands })).toEqual({ subject: 'sunil jagani', signal: 'brand' });
    expect(navigationalQuery('alliance software reviews', { brands })).toBeNull();
  });

  it('reads a name written among lower-case words as a person or brand', () => {
    expect(navigationalQuery('Sunil Jagani malvern')).toEqual({ subject: 'Sunil Jagani', signal: 'name' });
    expect(navigationalQuery('best Bank of America card')).toEqual({ subject: 'Bank of America', signal: 'name' });
    expect(navigationalQuery('who is Sunil Jagani?')).toBeNull();
  });

  it('takes a navigational intent and a home page in the top 3 as a search for that site', () => {
    expect(navigationalQuery('brew lab login', { intent: 'navigational' })?.signal).toBe('intent');
    const home = { rankingUrl: 'https://suniljagani.com/', rankingPosition: 1 };
    expect(navigationalQuery('sunil jagani malvern', home)).toEqual({
      subject: 'sunil jagani malvern',
      signal: 'home',
    });
    expect(navigationalQuery('sunil jagani malvern', { ...home, rankingPosition: 8 })).toBeNull();
    expect(
      navigationalQuery('cold brew ratio', { rankingUrl: 'https://brewlab.example/cold-brew/', rankingPosition: 1 }),
    ).toBeNull();
  });

  it('leaves ordinary queries alone, typed in any case', () => {
    for (const keyword of [
      'best espresso machine',
      'Best Espresso Machine',
      'espresso machine near me',
      'how to make cold brew',
      'Nespresso',
      'coffee in Malvern',
      'café crème recette',
      '咖啡机',
    ])
      expect(
        navigationalQuery(keyword, { intent: 'commercial', brands: brandsFromDomains(['brewlab.com']) }),
      ).toBeNull();
  });

  it('says why in one sentence, and only "possibly" for a home page', () => {
    expect(navigationalNote({ subject: 'cold brew', signal: 'home' })).toMatch(/^Possibly a navigational query/);
    expect(navigationalNote({ subject: 'Sunil Jagani', signal: 'name' })).toBe(
      'Navigational query ("Sunil Jagani" is written as a name): searchers want Sunil Jagani itself, so a page about it may not be what they want.',
    );
  });
});

describe('content opportunity titles', () => {
  const gaps = findGaps(
    [
      {
        domain: 'suniljagani.com',
        keywords: [
          ranked('sunil jagani malvern', 1, 900, 'https://suniljagani.com/'),
          ranked('sunil jagani reviews', 2, 300, 'https://suniljagani.com/'),
          ranked('best cold brew maker', 4, 2400, 'https://suniljagani.com/blog/cold-brew'),
          ranked('cold brew maker reviews', 5, 800, 'https://suniljagani.com/blog/cold-brew'),
        ],
      },
    ],
    noRankings,
  );
  const opportunities = buildOpportunities(
    [
      { name: 'sunil jagani', intent: 'commercial', keywords: ['sunil jagani malvern', 'sunil jagani reviews'] },
      { name: 'cold brew maker', intent: 'commercial', keywords: ['best cold brew maker', 'cold brew maker reviews'] },
    ],
    gaps,
    ['suniljagani.com'],
  );
  const byTopic = (topic: string) => opportunities.find((o) => o.topic === topic);

  it('does not template a title after a person or brand, and says why', () => {
    expect(byTopic('Sunil Jagani')).toMatchObject({
      suggested_title: 'Sunil Jagani Malvern',
      title_note: expect.stringMatching(/^Navigational query \("sunil jagani" is the name of a site in your data\)/),
    });
  });

  it('keeps the title of a query a competitor answers with its home page, and says it may be navigational', () => {
    const [shop] = buildOpportunities(
      [{ name: 'espresso machine', intent: 'commercial', keywords: ['espresso machine'] }],
      findGaps(
        [{ domain: 'brewlab.com', keywords: [ranked('espresso machine', 1, 9900, 'https://brewlab.com/')] }],
        noRankings,
      ),
      ['brewlab.com'],
    );
    expect(shop).toMatchObject({
      suggested_title: 'Espresso Machine: Compared and Reviewed',
      title_note: expect.stringMatching(/^Possibly a navigational query/),
    });
  });

  it('keeps the templated title of an ordinary query', () => {
    expect(byTopic('Cold Brew Maker')).toMatchObject({
      suggested_title: 'Best Cold Brew Maker: Compared and Reviewed',
      title_note: null,
    });
  });
});
