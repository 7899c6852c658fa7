// Brute-force references for normalisation (text.ts), duplicate merging (engine.ts),
// facets (facets.ts) and the figures the summary adds up, written from the modules' comments.
import { describe, expect, it } from 'vitest';
import { clusterKeywords, type KeywordInput } from '@workers/clustering';
import { FacetSums, findFacets } from '@workers/clustering/facets';
import { languageResources } from '@workers/clustering/languages';
import {
  cachedStemmer,
  foldText,
  normalizeKeyword,
  sortedDistinct,
  stripAccents,
  tokenize,
} from '@workers/clustering/text';
import { figureTotals, opportunityScore } from '@workers/figures';
import { generateKeywords, prng } from '../bench/generator';

const slowFold = (raw: string) => raw.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();

const SPECIALS = [
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\u200b',
  '\u200c',
  '\u200d',
  '\ufeff',
  '\u00ad',
  '\u3000',
  '\u2009',
  '\uff21',
  '\uff4b',
  '\uff0b',
  '\uff03',
  'é',
  'e\u0301',
  'É',
  'ß',
  'İ',
  'ﬁ',
  '½',
  '①',
  '😀',
  '👍🏽',
  '日本',
  '東京タワー',
  '서울',
  'שלום',
  'مرحبا',
  '\u202e',
  '\u0000',
  '\u007f',
  "'",
  '’',
  '.net',
  'c++',
  'c#',
];
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

function randomStrings(n: number, seed: number, alphabet: string[]): string[] {
  const r = prng(seed);
  return Array.from({ length: n }, () => {
    const len = 1 + Math.floor(r() * 14);
    let s = '';
    for (let k = 0; k < len; k++) s += alphabet[Math.floor(r() * alphabet.length)];
    return s;
  });
}

describe('foldText: ASCII fast path against the NFKC path', () => {
  it('every printable ASCII char, alone and in context, and mixed special strings', () => {
    const cases: string[] = [];
    for (const c of ASCII) cases.push(c, `a${c}b`, ` ${c} `, `A${c}${c}Z`);
    for (const c of SPECIALS) cases.push(c, `Seo${c}Tools`, ` ${c}x${c} `);
    cases.push(...randomStrings(3000, 1, ASCII), ...randomStrings(3000, 2, [...ASCII, ...SPECIALS]));
    for (const s of cases) expect(foldText(s), JSON.stringify(s)).toBe(slowFold(s));
  });
});

describe('tokenize: ASCII regex against the Unicode regex', () => {
  it('gives the same tokens on ASCII text (the Unicode path forced by a trailing non-ASCII token)', () => {
    const alphabet = [...ASCII, ...'abcdefghijklmnop     '.split(''), '.net', 'c++', 'c#', "'"];
    const cases = [...ASCII.map((c) => `x${c}y ${c}net .net${c} c${c}+ o'${c}`), ...randomStrings(5000, 3, alphabet)];
    for (const raw of cases) {
      const folded = foldText(raw);
      const fast = tokenize(folded);
      if (fast.tokens.length > 40) continue;
      const slow = tokenize(`${folded} é`);
      expect(slow.tokens.slice(0, -1), JSON.stringify(folded)).toEqual(fast.tokens);
      expect(slow.tokens.at(-1)).toBe('é');
    }
  });

  it('truncates at more than 48 tokens the same way on both paths', () => {
    for (const n of [47, 48, 49, 60]) {
      const ascii = Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
      const uni = Array.from({ length: n }, (_, i) => `é${i}`).join(' ');
      expect(tokenize(ascii).truncated).toBe(n > 48);
      expect(tokenize(uni).truncated).toBe(n > 48);
      expect(tokenize(ascii).tokens.length).toBe(Math.min(n, 48));
      expect(tokenize(uni).tokens.length).toBe(Math.min(n, 48));
    }
  });
});

describe('sortedDistinct', () => {
  it('is Array.from(new Set(words)).sort()', () => {
    const r = prng(4);
    for (let t = 0; t < 3000; t++) {
      const words = Array.from({ length: Math.floor(r() * 8) }, () =>
        'abcdeéÉz'[Math.floor(r() * 8)].repeat(1 + Math.floor(r() * 2)),
      );
      expect(sortedDistinct(words)).toEqual(Array.from(new Set(words)).sort());
    }
  });
});

describe('normalizeKeyword against its comments', () => {
  const lang = languageResources('en');
  const stem = cachedStemmer(lang);
  const texts = [
    ...generateKeywords(400).map((k) => k.text),
    ...randomStrings(500, 5, [
      ...'abc  '.split(''),
      'for ',
      'in ',
      'near ',
      'the ',
      'how ',
      'do ',
      'café ',
      'Cafe ',
      'shoes ',
    ]),
  ];
  it('stems, surfaces, qualifier and key', () => {
    for (const raw of texts) {
      const n = normalizeKeyword(raw, lang, stem);
      const folded = foldText(raw);
      expect(n.folded).toBe(folded);
      const { tokens, truncated } = tokenize(folded);
      expect(n.tokens).toEqual(tokens);
      const all = tokens.map((t) => stripAccents(/^[\p{L}\p{M}]{3,}$/u.test(t) ? lang.stem(t) : t) || t);
      const content = tokens.map((_, i) => i).filter((i) => !lang.stopwords.has(tokens[i]));
      const keep = content.length ? content : tokens.map((_, i) => i);
      const phrase = tokens.length <= 8 && !tokens.some((t) => lang.sentenceMarkers.has(t));
      let q = -1;
      if (phrase) q = tokens.findIndex((t, i) => i >= 1 && i < tokens.length - 1 && lang.qualifiers.has(t));
      expect(n.qualifierStart, raw).toBe(q);
      expect(n.stems, raw).toEqual(keep.map((i) => all[i]));
      expect(n.surfaces).toEqual(keep.map((i) => tokens[i]));
      expect(n.qualifier).toEqual(keep.map((i) => content.length > 0 && q >= 0 && i >= q));
      const key = all.length && !truncated ? [...new Set(all)].sort().join(' ') : `\u0000${folded}`;
      expect(n.key, raw).toBe(key);
    }
  });

  it('duplicates by case, accents, spacing and word order share a key', () => {
    const groups = [
      ['Running Shoes', 'running  shoes', 'shoes running', 'RUNNING\u00a0SHOE', ' running\tshoes '],
      ['café near me', 'Cafe near me', 'CAFÉ NEAR ME', 'me near cafe'],
      ['ｓｅｏ ｔｏｏｌｓ', 'SEO tools', 'tools seo'],
    ];
    for (const g of groups) {
      const keys = g.map((t) => normalizeKeyword(t, lang, stem).key);
      expect(new Set(keys).size, g.join(' | ')).toBe(1);
    }
  });
});

// ---- duplicate merging, end to end ----

interface Spell {
  lines: number[];
  volume?: number;
  cpc?: number;
  difficulty?: number;
}

function referenceGroups(inputs: KeywordInput[]): Spell[][] {
  const lang = languageResources('en');
  const stem = cachedStemmer(lang);
  const byKey = new Map<string, Map<string, number[]>>();
  inputs.forEach((k, i) => {
    const text = typeof k.text === 'string' ? k.text.trim() : '';
    if (!text) return;
    const n = normalizeKeyword(text, lang, stem);
    let g = byKey.get(n.key);
    if (!g) byKey.set(n.key, (g = new Map()));
    const lines = g.get(n.folded) ?? [];
    lines.push(i);
    g.set(n.folded, lines);
  });
  const first = (lines: number[], get: (k: KeywordInput) => unknown) =>
    lines.map((i) => get(inputs[i])).find((x): x is number => typeof x === 'number' && Number.isFinite(x));
  return [...byKey.values()].map((g) =>
    [...g.values()].map((lines) => ({
      lines,
      volume: first(lines, (k) => k.search_volume),
      cpc: first(lines, (k) => k.cpc),
      difficulty: first(lines, (k) => k.difficulty),
    })),
  );
}

function makeInputs(seed: number): KeywordInput[] {
  const r = prng(seed);
  const bases = [
    'running shoes',
    'trail running shoes',
    'cafe near me',
    'espresso machine',
    'espresso machine parts',
    'seo tools',
    'best seo tools',
    'used espresso machine',
  ];
  const variants = (t: string): string[] => [
    t,
    t.toUpperCase(),
    t.replace(/ /g, '  '),
    ` ${t}\t`,
    t.split(' ').reverse().join(' '),
    t.replace(/e/, 'é'),
    t.replace(/ /g, '\u00a0'),
    `${t}!`,
    `${t}s`,
    t.replace(/ /g, '-'),
  ];
  const out: KeywordInput[] = [];
  const n = 10 + Math.floor(r() * 25);
  for (let i = 0; i < n; i++) {
    const base = bases[Math.floor(r() * bases.length)];
    const vs = variants(base);
    const text = r() < 0.05 ? '   ' : vs[Math.floor(r() * vs.length)];
    const k: KeywordInput = { text };
    if (r() < 0.8) k.search_volume = [0, 10, 10, 50, 100, 1000][Math.floor(r() * 6)];
    if (r() < 0.6) k.cpc = Math.round(r() * 500) / 100;
    if (r() < 0.6) k.difficulty = Math.floor(r() * 100);
    out.push(k);
  }
  return out;
}

describe('duplicate merging: every line once, the right head, figures add up', () => {
  it('on random small lists with duplicates differing in case, accents, spacing, punctuation, order', async () => {
    for (let seed = 1; seed <= 60; seed++) {
      const inputs = makeInputs(seed);
      const ctx = JSON.stringify(inputs.map((k) => [k.text, k.search_volume]));
      const res = await clusterKeywords(inputs, { min_cluster_size: 1 });
      expect(res.unclustered, ctx).toEqual([]);
      const outs = res.clusters.flatMap((c) => c.keywords);
      // Every non-empty line exactly once.
      const seen = outs.flatMap((o) => [o.input_index, ...o.merged_indexes]).sort((a, b) => a - b);
      const expectedLines = inputs.map((k, i) => (k.text.trim() ? i : -1)).filter((i) => i >= 0);
      expect(seen, ctx).toEqual(expectedLines);
      const groups = referenceGroups(inputs);
      expect(outs.length).toBe(groups.length);
      for (const g of groups) {
        let head = g[0];
        for (const s of g) if ((s.volume ?? -1) > (head.volume ?? -1)) head = s;
        const o = outs.find((x) => x.input_index === head.lines[0]);
        expect(o, ctx).toBeDefined();
        expect(o!.text).toBe(inputs[head.lines[0]].text.trim());
        expect(o!.search_volume).toBe(head.volume);
        expect(o!.cpc).toBe(head.cpc);
        expect(o!.difficulty).toBe(head.difficulty);
        const others = g.filter((s) => s !== head);
        expect(o!.variant_indexes).toEqual(others.map((s) => s.lines[0]));
        expect(o!.variants).toEqual(others.map((s) => inputs[s.lines[0]].text.trim()));
        expect([...o!.merged_indexes].sort((a, b) => a - b)).toEqual(
          g
            .flatMap((s) => s.lines)
            .filter((i) => i !== head.lines[0])
            .sort((a, b) => a - b),
        );
      }
      // Totals: every spelling once, its first known figure.
      const spells = groups.flat();
      const volumes = spells.map((s) => s.volume).filter((v): v is number => v !== undefined);
      const total = res.clusters.reduce((a, c) => a + (c.total_volume ?? 0), 0);
      expect(total, ctx).toBe(volumes.reduce((a, b) => a + b, 0));
      // Per cluster, brute force: figureTotals over the spellings of its keywords.
      for (const c of res.clusters) {
        const mine = groups
          .filter((g) => c.keywords.some((k) => g.some((s) => s.lines.includes(k.input_index))))
          .flat();
        const vols = mine.map((s) => s.volume).filter((v): v is number => v !== undefined);
        expect(c.total_volume).toBe(vols.length ? vols.reduce((a, b) => a + b, 0) : null);
        const cpcs = mine.map((s) => s.cpc).filter((v): v is number => v !== undefined);
        expect(c.avg_cpc).toBe(
          cpcs.length ? Math.round((cpcs.reduce((a, b) => a + b, 0) / cpcs.length) * 100) / 100 : null,
        );
        const opp = mine
          .filter((s) => s.volume !== undefined)
          .map((s) => opportunityScore(s.volume!, s.difficulty ?? NaN, s.cpc ?? NaN));
        expect(c.avg_opportunity).toBe(
          opp.length ? Math.round((opp.reduce((a, b) => a + b, 0) / opp.length) * 10) / 10 : null,
        );
      }
      expect(res.stats.unique_keywords).toBe(groups.length);
      expect(res.stats.duplicates_merged).toBe(expectedLines.length - groups.length);
    }
  });

  it('same input twice gives the same output', async () => {
    const inputs = makeInputs(7);
    const a = await clusterKeywords(inputs);
    const b = await clusterKeywords(inputs);
    expect({ ...a, stats: null }).toEqual({ ...b, stats: null });
  });
});

describe('figures', () => {
  it('figureTotals ignores unknown figures and sums the rest', () => {
    const t = figureTotals([
      { search_volume: 10, cpc: 1 },
      { search_volume: null, cpc: NaN },
      { search_volume: 5, difficulty: 20 },
    ]);
    expect(t.total_volume).toBe(15);
    expect(t.avg_cpc).toBe(1);
    expect(t.avg_difficulty).toBe(20);
    expect(figureTotals([]).total_volume).toBeNull();
  });
  it('opportunityScore follows its formula', () => {
    const r = prng(9);
    for (let t = 0; t < 2000; t++) {
      const v = r() < 0.1 ? NaN : Math.floor(r() * 200000) - 10;
      const d = r() < 0.1 ? NaN : r() * 120 - 10;
      const c = r() < 0.1 ? NaN : r() * 30 - 1;
      const V = Math.min(1, Math.log10((Number.isFinite(v) ? Math.max(0, v) : 0) + 1) / 5);
      const E = 1 - (Number.isFinite(d) ? Math.min(100, Math.max(0, d)) : 50) / 100;
      const C = Math.min(1, Math.log10(1 + (Number.isFinite(c) ? Math.max(0, c) : 0)) / Math.log10(21));
      const s = opportunityScore(v, d, c);
      expect(s).toBe(Math.round(100 * E * (0.35 + 0.65 * (0.75 * V + 0.25 * C))));
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(100);
    }
  });
});

// ---- facets ----

describe('findFacets and FacetSums against their definitions', () => {
  const lang = languageResources('en');
  const stem = cachedStemmer(lang);

  it('facets: a word that extends another keyword of the list for at least 10% of the keywords holding it', () => {
    for (const n of [60, 200]) {
      const items = generateKeywords(n).map((k) => normalizeKeyword(k.text, lang, stem));
      const f = findFacets(items, lang.sentenceMarkers);
      const words = items.map((it) =>
        it.tokens.some((t) => lang.sentenceMarkers.has(t)) ? [] : [...new Set(it.stems)],
      );
      const sets = words.map((w) => [...w].sort().join(' '));
      const has = new Set(sets);
      const df = new Map<string, number>();
      const ext = new Map<string, number>();
      for (const w of words) {
        for (const t of w) df.set(t, (df.get(t) ?? 0) + 1);
        if (w.length < 2 || w.length > 6) continue;
        for (const t of w) {
          if (
            has.has(
              w
                .filter((x) => x !== t)
                .sort()
                .join(' '),
            )
          )
            ext.set(t, (ext.get(t) ?? 0) + 1);
        }
      }
      const facet = new Set([...ext].filter(([t, c]) => c >= 0.1 * df.get(t)!).map(([t]) => t));
      const NEG = new Set(['not', 'no', 'never', 'without']);
      words.forEach((w, i) => {
        const names = f.ids[i].map((id) => f.names[id]).sort();
        let exp: string[];
        if (w.length === 0) exp = ['\u0000none'];
        else {
          exp = w.filter((t) => facet.has(t));
          if (w.some((t) => NEG.has(t))) exp.push('\u0000not');
          if (!exp.length) exp = ['\u0000none'];
        }
        expect(names, items[i].folded).toEqual(exp.sort());
        expect(f.weight[i]).toBeCloseTo(1 / Math.sqrt(exp.length), 12);
      });
    }
  });

  it('disagreement = sum over member pairs of (1 - facet cosine), through random merges', () => {
    const texts = generateKeywords(120).map((k) => k.text);
    const items = texts.map((t) => normalizeKeyword(t, lang, stem));
    const facets = findFacets(items, lang.sentenceMarkers);
    const vec = (i: number) => new Map(facets.ids[i].map((id) => [id, facets.weight[i]]));
    const cos = (i: number, j: number) => {
      const a = vec(i);
      let s = 0;
      for (const [id, w] of vec(j)) s += (a.get(id) ?? 0) * w;
      return s;
    };
    const brute = (A: number[], B: number[]) => {
      let s = 0;
      for (const i of A) for (const j of B) s += 1 - cos(i, j);
      return s;
    };
    const r = prng(11);
    const sums = new FacetSums(facets);
    const members = items.map((_, i) => [i]);
    const alive = items.map((_, i) => i);
    for (let step = 0; step < 110; step++) {
      for (let t = 0; t < 15; t++) {
        const a = alive[Math.floor(r() * alive.length)];
        const b = alive[Math.floor(r() * alive.length)];
        const exp = brute(members[a], members[b]);
        expect(sums.disagreement(a, b, members[a].length, members[b].length)).toBeCloseTo(exp, 9);
        sums.load(a);
        expect(sums.disagreementWithLoaded(b, members[a].length, members[b].length)).toBe(
          sums.disagreement(a, b, members[a].length, members[b].length),
        );
      }
      const ai = Math.floor(r() * alive.length);
      let bi = Math.floor(r() * alive.length);
      if (bi === ai) bi = (bi + 1) % alive.length;
      const a = alive[ai];
      const b = alive[bi];
      if (r() < 0.5) sums.load(b);
      sums.merge(a, b);
      members[a].push(...members[b]);
      members[b] = [];
      alive.splice(alive.indexOf(b), 1);
      // A loaded group, then another merged into: stale dense sums must not leak.
      sums.load(alive[Math.floor(r() * alive.length)]);
    }
  });
});
