import { describe, expect, it } from 'vitest';
import {
  buildOpportunities,
  ctrAt,
  estimatedTraffic,
  findGaps,
  gapScore,
  priorityOf,
  suggestedTitle,
  type OwnRankings,
  type RankedKeyword,
} from '@workers/competitor';
import { untappedGaps } from '@workers/competitor/gaps';

const kw = (
  keyword: string,
  position: number | null,
  search_volume: number | null,
  difficulty = 30,
): RankedKeyword => ({
  keyword,
  position,
  search_volume,
  difficulty,
  url: null,
  intent: null,
});
const own = (entries: Array<[string, number]>, truncatedBelow: number | null = null): OwnRankings => ({
  positions: new Map(entries),
  truncated_below_volume: truncatedBelow,
});
const typeOf = (gaps: ReturnType<typeof findGaps>, keyword: string) =>
  gaps.find((g) => g.keyword === keyword)?.gap_type ?? null;

describe('CTR curve (Backlinko 2023)', () => {
  it('gives the study figures for positions 1-10, page two a share of 0.63 %, nothing beyond 20', () => {
    expect(ctrAt(1)).toBe(0.276);
    expect(ctrAt(10)).toBe(0.024);
    expect(ctrAt(2.4)).toBe(0.158);
    expect(ctrAt(15)).toBeCloseTo(0.00063);
    expect(ctrAt(21)).toBe(0);
    expect(ctrAt(null)).toBe(0);
  });

  it('estimates traffic as volume × CTR at the position', () => {
    expect(estimatedTraffic(10_000, 1)).toBe(2760);
    expect(estimatedTraffic(9900, 3)).toBe(1089);
    expect(estimatedTraffic(null, 1)).toBe(0);
    expect(estimatedTraffic(1000, 45)).toBe(0);
  });
});

describe('findGaps', () => {
  it('types each gap: missing, underperforming, opportunity, unknown; leaves non-gaps out', () => {
    const gaps = findGaps(
      [
        {
          domain: 'rival.example',
          keywords: [
            kw('nitro cold brew', 3, 6600),
            kw('cold brew ratio', 2, 9900),
            kw('cold brew maker review', 24, 1300),
            kw('iced coffee vs cold brew', 14, 2400),
            kw('cold brew tea bags', 5, 90),
            kw('how to make cold brew', 4, 14800),
            kw('cold brew at home', 6, 3600),
            kw('page two keyword', 15, 500),
          ],
        },
      ],
      own(
        [
          ['cold brew ratio', 12],
          ['iced coffee vs cold brew', 18],
          ['how to make cold brew', 2],
          ['cold brew at home', 9],
        ],
        210,
      ),
    );
    expect(typeOf(gaps, 'nitro cold brew')).toBe('missing');
    expect(typeOf(gaps, 'page two keyword')).toBe('missing');
    expect(typeOf(gaps, 'cold brew ratio')).toBe('underperforming');
    expect(typeOf(gaps, 'cold brew maker review')).toBe('opportunity');
    expect(typeOf(gaps, 'iced coffee vs cold brew')).toBe('opportunity');
    expect(typeOf(gaps, 'cold brew tea bags')).toBe('unknown');
    expect(typeOf(gaps, 'how to make cold brew')).toBeNull();
    expect(typeOf(gaps, 'cold brew at home')).toBeNull();
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap.volume_origin).toBe('imported');
  });

  it('calls a low-volume keyword missing when your export is complete', () => {
    const gaps = findGaps([{ domain: 'r.example', keywords: [kw('cold brew tea bags', 5, 90)] }], own([]));
    expect(typeOf(gaps, 'cold brew tea bags')).toBe('missing');
  });

  it('takes the best of several competitors and counts how many rank', () => {
    const gaps = findGaps(
      [
        { domain: 'a.example', keywords: [kw('nitro cold brew', 8, 6600)] },
        { domain: 'b.example', keywords: [kw('Nitro  Cold Brew', 2, null)] },
      ],
      own([]),
    );
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatchObject({
      competitor_position: 2,
      competitor_domain: 'b.example',
      competitors_ranking: 2,
      search_volume: 6600,
    });
    expect(gaps[0].reason).toBe('b.example ranks 2; you have no ranking');
  });

  it('scores by the traffic you could win on a log scale, times ease', () => {
    // 9,900 × (0.158 − CTR at 12) = 1,558 clicks; log10(1559)/4 = 0.798; ease 0.62.
    expect(gapScore(9900, 38, 2, 12)).toEqual({ gain: 1558, score: 49 });
    expect(gapScore(null, 30, 1, null)).toEqual({ gain: 0, score: 0 });
    expect(gapScore(1_000_000, 0, 1, null).score).toBe(100);
  });
});

describe('content opportunities', () => {
  it('ranks clusters by score: the top third is High, then Medium, then Low', () => {
    expect([0, 1, 2, 3, 4, 5].map((rank) => priorityOf(rank, 6))).toEqual([
      'High',
      'High',
      'Medium',
      'Medium',
      'Low',
      'Low',
    ]);
    expect(priorityOf(0, 1)).toBe('High');
  });

  it('titles pages from the head keyword and intent', () => {
    expect(suggestedTitle('nitro cold brew', 'informational')).toBe('Nitro Cold Brew: The Complete Guide');
    expect(suggestedTitle('best cold brew maker', 'commercial')).toBe('Best Cold Brew Maker: Compared and Reviewed');
    expect(suggestedTitle('how long does cold brew last', 'informational')).toBe('How Long Does Cold Brew Last?');
  });

  it('builds a brief with target keywords, questions and headings', () => {
    const gaps = findGaps(
      [
        {
          domain: 'r.example',
          keywords: [
            kw('nitro cold brew', 3, 6600),
            kw('how is nitro cold brew made', 5, 700),
            kw('nitro cold brew at home', 8, 900),
            kw('oat milk', 2, 100),
          ],
        },
      ],
      own([]),
    );
    const opportunities = buildOpportunities(
      [
        {
          name: 'nitro cold brew',
          intent: 'informational',
          keywords: ['nitro cold brew', 'how is nitro cold brew made', 'nitro cold brew at home'],
        },
        { name: 'oat milk', intent: 'informational', keywords: ['oat milk'] },
      ],
      gaps,
    );
    expect(opportunities[0]).toMatchObject({
      topic: 'Nitro Cold Brew',
      priority: 'High',
      suggested_title: 'Nitro Cold Brew: The Complete Guide',
      total_search_volume: 8200,
      volume_origin: 'imported',
    });
    expect(opportunities[0].brief.questions).toEqual(['how is nitro cold brew made']);
    expect(opportunities[0].brief.headings).toEqual(['Nitro Cold Brew At Home']);
    expect(opportunities[0].content_brief).toMatch(/^Intent: informational\. Target keywords: nitro cold brew/);
    expect(opportunities[1].priority).toBe('Medium');
  });
});

describe('untapped keywords', () => {
  it('turns your unranked keywords nobody lists into opportunities when they are worth writing for', () => {
    const gaps = untappedGaps(
      [
        {
          keyword: 'cold brew cocktails',
          search_volume: 12_000,
          difficulty: 20,
          volume_origin: 'estimated',
          intent: null,
        },
        { keyword: 'tiny niche', search_volume: 20, difficulty: 60, volume_origin: 'imported', intent: null },
        { keyword: 'nitro cold brew', search_volume: 6600, difficulty: 30, volume_origin: 'imported', intent: null },
      ],
      new Set(['nitro cold brew']),
    );
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatchObject({
      keyword: 'cold brew cocktails',
      gap_type: 'opportunity',
      competitor_position: null,
      volume_origin: 'estimated',
      traffic_gain: 288,
    });
  });
});
