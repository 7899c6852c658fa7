/**
 * The Content Strategy tools as pure functions (workers/content), on hand-built results: the plan's
 * order, the calendar's dates, the .ics format, the anchor rule, links, gaps, performance,
 * technical SEO, briefs and the dashboard.
 */
import { describe, expect, it } from 'vitest';
import type { Cluster, ClusteringResult, Keyword, SearchIntent, Topic } from '@/contract/types/clustering';
import type { CrawledPage } from '@/contract/types/website';
import type { ClusterRelations } from '@workers/clustering/relate';
import {
  calendarIcs,
  contentBrief,
  contentCalendar,
  contentDashboard,
  contentGaps,
  contentPerformance,
  internalLinking,
  pillarBrief,
  technicalSeo,
  type PlanSource,
} from '@workers/content';
import { escapeText, foldLine } from '@workers/content/ics';
import { estimateWordCount, planPages, publishingOrder } from '@workers/content/plan';
import { escapeMarkdown } from '@workers/content/briefMarkdown';
import { normaliseAnchor } from '@workers/content/text';

const NOW = '2026-11-24T10:20:30.000Z';

type KeywordSpec = { text: string; volume?: number | null; url?: string | null } & Partial<Keyword>;

function keyword({ text, volume = null, url = null, ...rest }: KeywordSpec): Keyword {
  return {
    id: `k:${text}`,
    text,
    search_volume: volume,
    competition: 'UNKNOWN',
    cpc_low: null,
    cpc_high: null,
    difficulty: null,
    opportunity_score: null,
    intent: 'informational',
    data_source: 'none',
    estimated_fields: [],
    metric_sources: {},
    sources: [],
    source_label: null,
    expanded: false,
    expanded_from: null,
    variants: [],
    similarity: null,
    clicks: null,
    impressions: null,
    ctr: null,
    position: null,
    url,
    ...rest,
  };
}

type ClusterSpec = {
  id: string;
  topic?: string;
  intent?: SearchIntent;
  opportunity?: number | null;
  terms?: string[];
  keywords: (string | KeywordSpec)[];
};

function cluster({
  id,
  topic = `t-${id}`,
  intent = 'informational',
  opportunity = null,
  terms,
  keywords,
}: ClusterSpec): Cluster {
  const list = keywords.map((k) => keyword(typeof k === 'string' ? { text: k } : k));
  const volumes = list.map((k) => k.search_volume).filter((v): v is number => v !== null);
  return {
    id,
    name: list[0].text,
    keywords: list,
    keyword_count: list.length,
    total_volume: volumes.length ? volumes.reduce((a, b) => a + b, 0) : null,
    avg_cpc: null,
    avg_difficulty: null,
    avg_opportunity: opportunity,
    total_clicks: null,
    total_impressions: null,
    intent,
    terms: terms ?? list[0].text.split(' '),
    edited: false,
    topic_id: topic,
  };
}

/** A result whose topics group the clusters by their `topic` (one topic per cluster unless shared). */
function result(
  clusters: Cluster[],
  names: Record<string, string> = {},
): PlanSource & Pick<ClusteringResult, 'updated_at'> {
  const topics = new Map<string, Topic>();
  for (const c of clusters) {
    const topic = topics.get(c.topic_id) ?? {
      id: c.topic_id,
      name: names[c.topic_id] ?? c.name,
      cluster_ids: [],
      total_volume: null,
      keyword_count: 0,
      terms: [],
    };
    topic.cluster_ids.push(c.id);
    topic.keyword_count += c.keyword_count;
    topic.total_volume = c.total_volume === null ? topic.total_volume : (topic.total_volume ?? 0) + c.total_volume;
    topics.set(c.topic_id, topic);
  }
  return { id: 'r1', clusters, topics: [...topics.values()], updated_at: NOW };
}

const COFFEE = () =>
  result(
    [
      cluster({
        id: 'beans',
        topic: 'coffee',
        opportunity: 50,
        terms: ['coffee', 'beans'],
        keywords: [
          { text: 'coffee beans', volume: 5000 },
          { text: 'buy coffee beans', volume: 1000 },
          { text: 'organic coffee beans', volume: 800 },
        ],
      }),
      cluster({
        id: 'grinder',
        topic: 'coffee',
        opportunity: 40,
        intent: 'commercial',
        terms: ['coffee', 'grinder'],
        keywords: [
          { text: 'coffee grinder', volume: 3000 },
          { text: 'best coffee grinder', volume: 900 },
        ],
      }),
      cluster({
        id: 'frother',
        opportunity: 60,
        intent: 'transactional',
        terms: ['milk', 'frother'],
        keywords: [
          { text: 'milk frother', volume: 2000 },
          { text: 'handheld milk frother', volume: 300 },
        ],
      }),
      cluster({
        id: 'shop',
        intent: 'local',
        terms: ['coffee', 'shop'],
        keywords: [{ text: 'coffee shop near me', volume: 100 }],
      }),
      cluster({ id: 'lonely', keywords: ['latte art stencil'] }),
    ],
    { coffee: 'coffee' },
  );

describe('the plan', () => {
  it('puts pillar pages first, then cluster pages by opportunity × volume, and skips lone keywords without volume', () => {
    const plan = planPages(COFFEE());
    expect(plan.pages.map((p) => p.id)).toEqual([
      'pillar:coffee',
      'cluster:beans', // 0.5 × 6800 = 3400
      'cluster:grinder', // 0.4 × 3900 = 1560
      'cluster:frother', // 0.6 × 2300 = 1380
      'cluster:shop', // no opportunity: 0
    ]);
    expect(plan.skipped_clusters).toBe(1);
    // Thirds of the cluster pages in publishing order: 2 high, 1 medium, 1 low.
    expect(plan.pages.map((p) => p.priority)).toEqual(['high', 'high', 'high', 'medium', 'low']);
    expect(plan.pages[0]).toMatchObject({
      content_type: 'Pillar page',
      priority: 'high',
      cluster_ids: ['beans', 'grinder'],
    });
  });

  it("puts each topic's pillar right before its first cluster page, and bigger standalone pages before small topics", () => {
    const source = result(
      [
        cluster({
          id: 'big',
          opportunity: 60,
          keywords: [{ text: 'espresso machine', volume: 20000 }, 'espresso maker'],
        }),
        cluster({
          id: 'tea1',
          topic: 'tea',
          opportunity: 50,
          keywords: [{ text: 'green tea', volume: 900 }, 'green tea bags'],
        }),
        cluster({
          id: 'tea2',
          topic: 'tea',
          opportunity: 50,
          keywords: [{ text: 'black tea', volume: 600 }, 'black tea bags'],
        }),
        cluster({ id: 'mug', opportunity: 40, keywords: [{ text: 'coffee mug', volume: 1400 }, 'travel mug'] }),
      ],
      { tea: 'tea' },
    );
    // Scores: big 12,000; the tea pillar 750 (its topic's volume); mug 560; tea1 450; tea2 300.
    expect(planPages(source).pages.map((p) => p.id)).toEqual([
      'cluster:big',
      'pillar:tea',
      'cluster:mug',
      'cluster:tea1',
      'cluster:tea2',
    ]);
    // Even a cluster page that outscores its pillar waits for it.
    const pages = planPages(source).pages;
    const pillar = { ...pages[1], score: 1 };
    const order = publishingOrder(
      [pillar],
      pages.filter((p) => p.kind === 'cluster'),
    );
    expect(order.map((p) => p.id)).toEqual([
      'cluster:big',
      'cluster:mug',
      'pillar:tea',
      'cluster:tea1',
      'cluster:tea2',
    ]);
  });

  it('takes the content type from intent and the word count from the written rule', () => {
    const types = Object.fromEntries(planPages(COFFEE()).pages.map((p) => [p.id, p.content_type]));
    expect(types).toMatchObject({
      'cluster:beans': 'Guide',
      'cluster:grinder': 'Comparison',
      'cluster:frother': 'Product/landing page',
      'cluster:shop': 'Local page',
    });
    expect(estimateWordCount('Guide', 1)).toBe(1500);
    expect(estimateWordCount('Guide', 3)).toBe(1600);
    expect(estimateWordCount('Guide', 100)).toBe(3000);
    expect(estimateWordCount('Pillar page', 2)).toBe(2700);
    expect(estimateWordCount('Local page', 2)).toBe(800);
  });

  it('works when every topic holds one cluster: no pillar pages', () => {
    const single = result([
      cluster({ id: 'a', keywords: ['alpha one', 'alpha two'] }),
      cluster({ id: 'b', keywords: ['beta one', 'beta two'] }),
    ]);
    expect(planPages(single).pages.every((p) => p.kind === 'cluster')).toBe(true);
  });
});

describe('the calendar', () => {
  const manyClusters = result(
    Array.from({ length: 12 }, (_, i) =>
      cluster({
        id: `c${String(i).padStart(2, '0')}`,
        keywords: [{ text: `topic ${i} guide`, volume: 1000 - i }, `topic ${i} tips`],
      }),
    ),
  );

  it('schedules pages evenly through each week from the start date', () => {
    const twice = contentCalendar(manyClusters, { pages_per_week: 2, start_date: '2026-01-05' }, NOW);
    expect(twice.calendar_entries.slice(0, 5).map((e) => e.planned_date)).toEqual([
      '2026-01-05',
      '2026-01-08',
      '2026-01-12',
      '2026-01-15',
      '2026-01-19',
    ]);
    const daily = contentCalendar(manyClusters, { pages_per_week: 7, start_date: '2026-02-27' }, NOW);
    expect(daily.calendar_entries.slice(0, 4).map((e) => e.planned_date)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    const busy = contentCalendar(manyClusters, { pages_per_week: 14, start_date: '2026-01-05' }, NOW);
    expect(busy.calendar_entries[0].planned_date).toBe(busy.calendar_entries[1].planned_date);
  });

  it('keeps the plan order (highest volume first here) and counts months', () => {
    const calendar = contentCalendar(manyClusters, { pages_per_week: 1, start_date: '2026-01-05' }, NOW);
    expect(calendar.calendar_entries.map((e) => e.cluster_id)).toEqual(manyClusters.clusters.map((c) => c.id));
    // 12 weekly pages from Jan 5: Jan (4), Feb (4), Mar (4) → 3 months.
    expect(calendar.months_covered).toBe(3);
    expect(calendar.content_per_month).toBe(4);
    expect(calendar.total_entries).toBe(12);
    expect(calendar.calendar_entries.every((e) => e.assigned_to === 'Unassigned')).toBe(true);
  });

  it('refuses a date that does not exist', () => {
    expect(() => contentCalendar(manyClusters, { pages_per_week: 1, start_date: '2026-02-30' }, NOW)).toThrow(
      /YYYY-MM-DD/,
    );
  });
});

describe('the iCalendar file (RFC 5545)', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a;b,c\\d\ne\r\nf\u0007')).toBe('a\\;b\\,c\\\\d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'咖啡豆'.repeat(20)}☕${'x'.repeat(50)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes one all-day event per entry with a unique UID and a UTC DTSTAMP', () => {
    const source = COFFEE();
    source.clusters[0].keywords[0].text = 'coffee beans; fresh, "roasted"';
    const calendar = contentCalendar(source, { pages_per_week: 2, start_date: '2026-12-31' }, NOW);
    const ics = calendarIcs(calendar);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(calendar.total_entries);
    const uids = unfolded.filter((l) => l.startsWith('UID:'));
    expect(new Set(uids).size).toBe(calendar.total_entries);
    expect(unfolded).toContain('DTSTAMP:20261124T102030Z');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261231');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20270101');
    expect(unfolded.some((l) => l.startsWith('SUMMARY:Coffee Beans\\; Fresh\\, "roasted"'))).toBe(true);
  });
});

/** Every anchor of the plan points to exactly one target. */
function expectOneTargetPerAnchor(links: { suggested_anchor_text: string; target_id: string }[]) {
  const targets = new Map<string, Set<string>>();
  for (const link of links) {
    const key = normaliseAnchor(link.suggested_anchor_text);
    targets.set(key, (targets.get(key) ?? new Set()).add(link.target_id));
  }
  for (const [anchor, set] of targets) expect([anchor, set.size]).toEqual([anchor, 1]);
}

const relationsFor = (
  source: PlanSource,
  pairs: [string, string, number][],
  subgroups: Record<string, number[][]> = {},
): ClusterRelations => ({
  semantic: false,
  clusters: source.clusters.map((c) => ({
    id: c.id,
    cohesion: 0.8,
    neighbours: pairs
      .filter(([a, b]) => a === c.id || b === c.id)
      .map(([a, b, similarity]) => ({ id: a === c.id ? b : a, similarity }))
      .sort((x, y) => y.similarity - x.similarity),
    keywords: c.keywords.map(() => ({ own: 0.8, best_other_id: null, best_other: 0 })),
    subgroups: subgroups[c.id] ?? [],
  })),
});

describe('internal linking', () => {
  it('links clusters to their pillar and back, and related clusters above the threshold', () => {
    const source = COFFEE();
    const relations = relationsFor(source, [
      ['beans', 'grinder', 0.7],
      ['beans', 'frother', 0.55],
      ['grinder', 'shop', 0.4],
    ]);
    const linking = internalLinking(source, relations, NOW);
    expect(linking.basis).toBe('similarity');
    const ids = linking.linking_suggestions.map((l) => l.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'cluster:beans>pillar:coffee',
        'pillar:coffee>cluster:beans',
        'cluster:grinder>pillar:coffee',
        'cluster:beans>cluster:frother',
        'cluster:frother>cluster:beans',
      ]),
    );
    expect(ids).not.toContain('cluster:grinder>cluster:shop'); // 0.4 is under 0.5
    expect(linking.linking_suggestions.find((l) => l.id === 'cluster:beans>pillar:coffee')?.relevance_score).toBe(0.7);
    for (const link of linking.linking_suggestions) {
      expect(link.link_context).toContain(link.suggested_anchor_text);
      expect(link.relevance_score).toBeGreaterThanOrEqual(0);
      expect(link.relevance_score).toBeLessThanOrEqual(1);
    }
  });

  it('never gives two targets the same anchor, even when a topic is named like a cluster keyword', () => {
    const source = COFFEE();
    // The topic's name is the beans cluster's head keyword: the pillar must use another anchor.
    source.topics[0].name = 'coffee beans';
    const linking = internalLinking(source, relationsFor(source, [['beans', 'grinder', 0.9]]), NOW);
    expectOneTargetPerAnchor(linking.linking_suggestions);
    const toPillar = linking.linking_suggestions.find((l) => l.target_id === 'pillar:coffee');
    expect(normaliseAnchor(toPillar?.suggested_anchor_text ?? '')).not.toBe('coffee beans');
  });

  it('keeps the rule across a large plan with look-alike keywords', () => {
    const clusters = Array.from({ length: 60 }, (_, i) =>
      cluster({
        id: `c${i}`,
        topic: `t${i % 7}`,
        terms: ['garden', `plant${i % 5}`],
        keywords: [
          { text: `Garden Plant${i % 5}`, volume: 100 + i },
          { text: `garden  plant${i % 5} ideas ${i}`, volume: 50 },
          { text: `plant${i % 5} care ${i}`, volume: 10 },
        ],
      }),
    );
    const source = result(
      clusters,
      Object.fromEntries(Array.from({ length: 7 }, (_, t) => [`t${t}`, `garden plant${t % 5}`])),
    );
    for (const relations of [
      null,
      relationsFor(
        source,
        clusters.slice(1).map((c, i) => [clusters[i].id, c.id, 0.8]),
      ),
    ]) {
      const linking = internalLinking(source, relations, NOW);
      expect(linking.total_suggestions).toBeGreaterThan(60);
      expectOneTargetPerAnchor(linking.linking_suggestions);
      const perSource = new Map<string, number>();
      for (const l of linking.linking_suggestions.filter((x) => x.relation === 'related'))
        perSource.set(l.source_id, (perSource.get(l.source_id) ?? 0) + 1);
      expect(Math.max(...perSource.values())).toBeLessThanOrEqual(3);
    }
  });

  it('falls back to shared terms, weighting a word every cluster has as nearly nothing', () => {
    const source = result([
      cluster({ id: 'a', terms: ['coffee', 'grinder'], keywords: ['coffee grinder', 'burr coffee grinder'] }),
      cluster({
        id: 'b',
        terms: ['coffee', 'grinder', 'manual'],
        keywords: ['manual coffee grinder', 'hand coffee grinder'],
      }),
      cluster({ id: 'c', terms: ['coffee', 'beans'], keywords: ['coffee beans', 'buy coffee beans'] }),
      cluster({ id: 'd', terms: ['coffee', 'mug'], keywords: ['coffee mug', 'travel coffee mug'] }),
    ]);
    const linking = internalLinking(source, null, NOW);
    expect(linking.basis).toBe('shared_terms');
    const pairs = linking.linking_suggestions.map((l) => l.id);
    expect(pairs).toContain('cluster:a>cluster:b');
    expect(pairs).not.toContain('cluster:c>cluster:d');
  });
});

const page = (url: string, fields: Partial<CrawledPage> = {}): CrawledPage => ({
  url,
  host: new URL(url).host,
  source: 'crawl',
  status: 200,
  title: 'A page',
  meta_description: 'A description',
  headings: [{ level: 1, text: 'A page' }],
  links: [],
  word_count: 800,
  noindex: false,
  canonical: null,
  crawled_at: NOW,
  ...fields,
});

describe('content gaps', () => {
  it('counts a cluster covered by an imported ranking URL or a crawled page that targets it', () => {
    const source = COFFEE();
    source.clusters[2].keywords[1].url = 'https://shop.example/frothers';
    const pages = [
      page('https://shop.example/grinders', {
        title: 'Coffee grinders',
        headings: [{ level: 1, text: 'Best coffee grinder' }],
      }),
      page('https://shop.example/coffee-shop-near-me', { title: 'Visit us', noindex: true }),
      page('https://shop.example/latte-art-stencil', { status: 404, title: 'Latte art stencil' }),
    ];
    const gaps = contentGaps(source, pages, NOW);
    expect(gaps.gaps.map((g) => g.cluster_id).sort()).toEqual(['beans', 'lonely', 'shop']);
    expect(gaps.covered_clusters).toBe(2);
    expect(gaps.ranking_urls).toBe(1);
    expect(gaps.crawled_pages).toBe(1);
    expect(gaps.gaps[0]).toMatchObject({ cluster_id: 'beans', topic: 'coffee', search_volume: 6800, priority: 'high' });
  });

  it('with no URLs and no crawl every cluster is a gap; competition is what most keywords have', () => {
    const source = result([
      cluster({
        id: 'a',
        keywords: [
          { text: 'a one', competition: 'LOW' },
          { text: 'a two', competition: 'HIGH' },
          { text: 'a three', competition: 'HIGH' },
        ],
      }),
    ]);
    const gaps = contentGaps(source, [], NOW);
    expect(gaps.total_gaps).toBe(1);
    expect(gaps.gaps[0].competition).toBe('HIGH');
  });
});

describe('performance', () => {
  it('sums clicks and impressions and weights position by impressions', () => {
    const source = COFFEE();
    Object.assign(source.clusters[0].keywords[0], {
      clicks: 30,
      impressions: 1000,
      position: 2,
      url: 'https://x.example/beans',
    });
    Object.assign(source.clusters[0].keywords[1], { clicks: 10, impressions: 3000, position: 10 });
    const performance = contentPerformance(source, NOW);
    expect(performance.available).toBe(true);
    expect(performance.clusters[0]).toMatchObject({
      cluster_id: 'beans',
      clicks: 40,
      impressions: 4000,
      ctr: 0.01,
      position: 8,
    });
    expect(performance.total_traffic).toBe(40);
    expect(performance.total_content).toBe(1);
  });

  it('says what to import when there is nothing to track', () => {
    const performance = contentPerformance(COFFEE(), NOW);
    expect(performance).toMatchObject({ available: false, total_traffic: null });
    expect(performance.what_to_import).toMatch(/Search Console/);
  });
});

describe('technical SEO', () => {
  it('finds missing, long and duplicate titles and descriptions, missing H1, thin pages, noindex and broken links', () => {
    const pages = [
      page('https://s.example/a', { title: null, meta_description: null, headings: [], word_count: 120 }),
      page('https://s.example/b', { title: 'x'.repeat(70), meta_description: 'd'.repeat(170), noindex: true }),
      page('https://s.example/c', { title: 'Same', meta_description: 'Same text' }),
      page('https://s.example/d', {
        title: 'same',
        meta_description: 'same text',
        links: [{ href: 'https://s.example/gone#top', anchor: 'gone', internal: true }],
      }),
      page('https://s.example/gone', { status: 404, title: null }),
    ];
    const audit = technicalSeo({ id: 'r1', clusters: [], topics: [] }, pages, NOW);
    expect(audit.mode).toBe('audit');
    const found = (url: string) =>
      audit.issues
        .filter((i) => i.url === url)
        .map((i) => i.type)
        .sort();
    expect(found('https://s.example/a')).toEqual([
      'missing_h1',
      'missing_meta_description',
      'missing_title',
      'thin_content',
    ]);
    expect(found('https://s.example/b')).toEqual(['long_meta_description', 'long_title', 'noindex']);
    expect(found('https://s.example/c')).toEqual(['duplicate_meta_description', 'duplicate_title']);
    expect(found('https://s.example/d')).toEqual([
      'broken_internal_link',
      'duplicate_meta_description',
      'duplicate_title',
    ]);
    expect(found('https://s.example/gone')).toEqual([]);
    expect(audit.issues[0].severity).toBe('high');
  });

  it('gives a checklist per page type when nothing was crawled', () => {
    const checklist = technicalSeo({ id: 'r1', clusters: [], topics: [] }, [], NOW);
    expect(checklist.mode).toBe('checklist');
    expect(checklist.checklist.map((g) => g.page_type)).toEqual([
      'Pillar page',
      'Guide',
      'Comparison',
      'Product/landing page',
      'Local page',
    ]);
  });
});

describe('content briefs', () => {
  const source = () =>
    result([
      cluster({
        id: 'brew',
        terms: ['cold', 'brew'],
        keywords: [
          { text: 'cold brew', volume: 9000 },
          { text: 'cold brew recipe', volume: 3000 },
          { text: 'easy cold brew recipe', volume: 500 },
          { text: 'cold brew ratio', volume: 800 },
          { text: 'cold brew coffee ratio', volume: 400 },
          { text: 'how long to steep cold brew', volume: 600 },
          { text: '<script>alert(1)</script> brew', volume: 1 },
        ],
      }),
      cluster({ id: 'tea', terms: ['tea'], keywords: [{ text: 'iced tea', volume: 100 }, 'iced tea recipe'] }),
    ]);

  it('uses the engine sub-groups for H2s and question keywords for questions', () => {
    const s = source();
    const relations = relationsFor(s, [['brew', 'tea', 0.6]], { brew: [[1, 2], [3, 4], [0], [5], [6]] });
    const linking = internalLinking(s, relations, NOW);
    const relation = relations.clusters.find((c) => c.id === 'brew') ?? null;
    const brief = contentBrief(s, 'brew', linking, relation);
    expect(brief).toMatchObject({
      target_keyword: 'cold brew',
      headings_basis: 'subgroups',
      questions_from_keywords: true,
    });
    expect(brief.headings.map((h) => h.text)).toEqual(['Cold Brew Recipe', 'Cold Brew Ratio']);
    expect(brief.questions).toEqual(['How long to steep cold brew?']);
    expect(brief.secondary_keywords[0]).toBe('cold brew recipe');
    expect(brief.links_out.length).toBeGreaterThan(0);
    expect(brief.links_in.length).toBeGreaterThan(0);
    expect(brief.markdown).toContain('\\<script\\>');
    expect(brief.markdown).not.toContain('<script>');
  });

  it('falls back to shared-term groups and templated questions', () => {
    const s = source();
    s.clusters[0].keywords = s.clusters[0].keywords.filter((k) => !k.text.startsWith('how'));
    const brief = contentBrief(s, 'brew', internalLinking(s, null, NOW), null);
    expect(brief.headings_basis).toBe('shared_terms');
    expect(brief.headings.map((h) => h.text)).toEqual(expect.arrayContaining(['Cold Brew Recipe', 'Cold Brew Ratio']));
    expect(brief.questions_from_keywords).toBe(false);
    expect(brief.questions[0]).toBe('What is cold brew?');
    expect(() => contentBrief(s, 'missing', internalLinking(s, null, NOW), null)).toThrow();
  });

  it("writes a pillar's brief: the topic as target and an H2 per cluster page", () => {
    const s = COFFEE();
    const brief = pillarBrief(s, 'coffee', internalLinking(s, null, NOW));
    expect(brief).toMatchObject({
      page_id: 'pillar:coffee',
      cluster_id: null,
      content_type: 'Pillar page',
      target_keyword: 'coffee',
      headings_basis: 'clusters',
      search_volume: 10700,
    });
    expect(brief.headings.map((h) => h.text)).toEqual(['Coffee Beans', 'Coffee Grinder']);
    expect(brief.secondary_keywords).toEqual(['coffee beans', 'coffee grinder']);
    expect(brief.links_out.length).toBe(2);
    expect(brief.markdown).toContain('## Suggested H2s (one per cluster page)');
    expect(() => pillarBrief(s, 't-frother', internalLinking(s, null, NOW))).toThrow(/2\+ clusters/);
  });

  it('escapes Markdown and HTML characters in user text', () => {
    expect(escapeMarkdown('*bold* <b>x</b> [link](y) # h')).toBe('\\*bold\\* \\<b\\>x\\</b\\> \\[link\\](y) \\# h');
  });
});

describe('the dashboard', () => {
  it('shows 3 items per panel and the totals', () => {
    const s = COFFEE();
    const dashboard = contentDashboard(
      contentCalendar(s, { pages_per_week: 2, start_date: '2026-01-05' }, NOW),
      internalLinking(s, null, NOW),
      contentGaps(s, [], NOW),
      contentPerformance(s, NOW),
      NOW,
    );
    const panels = dashboard.content_strategy;
    expect(panels.content_calendar).toMatchObject({ total_planned: 5 });
    expect(panels.content_calendar.entries).toHaveLength(3);
    expect(panels.content_gaps).toMatchObject({ total_gaps: 5 });
    expect(panels.content_gaps.gaps).toHaveLength(3);
    expect(panels.internal_linking.suggestions.length).toBeLessThanOrEqual(3);
    expect(panels.performance_tracking).toEqual({ total_content: 0, total_traffic: null });
  });
});
