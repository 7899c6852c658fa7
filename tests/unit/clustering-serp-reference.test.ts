// serp.ts (serpGroups, normalizeUrl, the engine's topUrls) against brute-force references of the rules
// its comments state, never the engine against itself.
import { describe, expect, it } from 'vitest';
import { prng } from '../bench/generator';
import { clusterKeywords } from '@workers/clustering';
import { normalizeUrl, serpGroups } from '@workers/clustering/serp';
import type { KeywordInput } from '@workers/clustering/types';

/** n keywords, each 0..10 distinct URLs from a small pool (so overlaps are frequent). */
function randomLists(rand: () => number, n: number, pool: number): string[][] {
  return Array.from({ length: n }, () => {
    if (rand() < 0.15) return [];
    const len = 1 + Math.floor(rand() * 10);
    const set = new Set<string>();
    const topic = Math.floor(rand() * 6);
    while (set.size < Math.min(len, pool)) {
      set.add(
        rand() < 0.7
          ? `t${topic}.example/p${Math.floor(rand() * pool)}`
          : `tail.example/${Math.floor(rand() * pool * 4)}`,
      );
    }
    return [...set];
  });
}

function shared(a: readonly string[], b: readonly string[]): number {
  const s = new Set(a);
  return b.filter((u) => s.has(u)).length;
}

/** The documented rule by brute force: pair graph, components, too large ones split into tied parts. */
function reference(urls: string[][], overlap: number, maxSize: number, priority: number[]) {
  const n = urls.length;
  const need = Math.max(1, Math.round(overlap));
  const adj: number[][] = Array.from({ length: n }, () => []);
  let pairs = 0;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (shared(urls[i], urls[j]) >= need) {
        pairs++;
        adj[i].push(j);
        adj[j].push(i);
      }
  const comp = new Array<number>(n).fill(-1);
  for (let s = 0; s < n; s++) {
    if (comp[s] >= 0) continue;
    const stack = [s];
    comp[s] = s;
    while (stack.length)
      for (const y of adj[stack.pop() as number])
        if (comp[y] < 0) {
          stack.push(y);
          comp[y] = s;
        }
  }
  const rank = new Array<number>(n);
  priority.forEach((i, r) => (rank[i] = r));
  const byComp = new Map<number, number[]>();
  for (let i = 0; i < n; i++) (byComp.get(comp[i]) ?? byComp.set(comp[i], []).get(comp[i])!).push(i);
  const groups: number[][] = [];
  for (const list of byComp.values()) {
    list.sort((a, b) => rank[a] - rank[b]);
    if (maxSize <= 0 || list.length <= maxSize) {
      if (list.length >= 2) groups.push(list);
      continue;
    }
    // Too large: parts grown from the first keyword not yet placed, each time by the first keyword
    // (in priority order) tied to a member, until full.
    const placed = new Set<number>();
    for (const seed of list) {
      if (placed.has(seed)) continue;
      const part = [seed];
      placed.add(seed);
      while (part.length < maxSize) {
        const next = list.find((x) => !placed.has(x) && part.some((p) => adj[p].includes(x)));
        if (next === undefined) break;
        part.push(next);
        placed.add(next);
      }
      if (part.length >= 2) groups.push(part);
    }
  }
  return { pairs, adj, groups };
}

function partition(group: Int32Array): number[][] {
  const m = new Map<number, number[]>();
  group.forEach((g, i) => {
    if (g >= 0) (m.get(g) ?? m.set(g, []).get(g)!).push(i);
  });
  return canon([...m.values()]);
}
const canon = (groups: number[][]) => groups.map((g) => [...g].sort((a, b) => a - b)).sort((a, b) => a[0] - b[0]);

function priorityOf(volumes: number[]): number[] {
  return volumes.map((_, i) => i).sort((a, b) => volumes[b] - volumes[a] || a - b);
}

describe('serpGroups against a brute-force reference', () => {
  it('pairs, groups, sizes and hasSerp match the documented rule on random inputs', () => {
    const rand = prng(11);
    let nontrivial = 0;
    let split = 0;
    for (let trial = 0; trial < 300; trial++) {
      const n = 20 + Math.floor(rand() * 180);
      const urls = randomLists(rand, n, 4 + Math.floor(rand() * 20));
      const overlap = 1 + Math.floor(rand() * 5);
      const maxSize = [0, 2, 3, 5, 8, 20][Math.floor(rand() * 6)];
      const volumes = urls.map(() => Math.floor(rand() * 5) * 10); // many ties
      const priority = priorityOf(volumes);
      const got = serpGroups(urls, overlap, maxSize, priority);
      const ref = reference(urls, overlap, maxSize, priority);
      expect(got.pairs).toBe(ref.pairs);
      if (ref.groups.length > 1) nontrivial++;
      if (maxSize > 0 && ref.groups.some((g) => g.length === maxSize)) split++;
      expect(partition(got.group)).toEqual(canon(ref.groups));
      expect(Array.from(got.hasSerp)).toEqual(urls.map((l) => (l.length ? 1 : 0)));
      // Invariants: group ids 0..g-1, each of size 2..maxSize, only keywords with SERP data.
      const sizes = new Map<number, number>();
      got.group.forEach((g, i) => {
        if (g < 0) return;
        expect(urls[i].length).toBeGreaterThanOrEqual(Math.max(1, overlap));
        sizes.set(g, (sizes.get(g) ?? 0) + 1);
      });
      for (const size of sizes.values()) {
        expect(size).toBeGreaterThanOrEqual(2);
        if (maxSize > 0) expect(size).toBeLessThanOrEqual(maxSize);
      }
      expect([...sizes.keys()].sort((a, b) => a - b)).toEqual([...sizes.keys()].map((_, k) => k));
      // Without a maximum, every group is a whole component: two keywords sharing ≥ N URLs are grouped.
      if (maxSize === 0) ref.adj.forEach((list, i) => list.forEach((j) => expect(got.group[i]).toBe(got.group[j])));
    }
    expect(nontrivial).toBeGreaterThan(100);
    expect(split).toBeGreaterThan(50);
  });

  it('gives the same groups when the keywords are permuted (priority carried with them)', () => {
    const rand = prng(5);
    for (let trial = 0; trial < 100; trial++) {
      const n = 20 + Math.floor(rand() * 100);
      const urls = randomLists(rand, n, 8);
      const volumes = urls.map(() => Math.floor(rand() * 4));
      const priority = priorityOf(volumes);
      const maxSize = [0, 3, 6][trial % 3];
      const base = partition(serpGroups(urls, 2, maxSize, priority).group);
      const perm = urls.map((_, i) => i).sort(() => rand() - 0.5); // new index p holds old perm[p]
      const inv = new Array<number>(n);
      perm.forEach((old, p) => (inv[old] = p));
      const got = serpGroups(
        perm.map((old) => urls[old]),
        2,
        maxSize,
        priority.map((old) => inv[old]),
      );
      expect(canon(partition(got.group).map((g) => g.map((p) => perm[p])))).toEqual(base);
    }
  });
});

describe('normalizeUrl spells one page one way (the promised rules)', () => {
  it('scheme, www, host case, default port, fragment, tracking parameters, parameter order, trailing slash', () => {
    const same = [
      'https://www.Example.com/Path/To/?b=2&a=1&utm_source=x#frag',
      'http://example.com/Path/To?a=1&b=2',
      'HTTPS://WWW.EXAMPLE.COM:443/Path/To/?a=1&gclid=9&b=2',
      '//example.com/Path/To//?a=1&b=2&UTM_Medium=y',
      'example.com/Path/To?b=2&a=1',
      'www.example.com:80/Path/To/?a=1&b=2&fbclid=1#x',
      '  https://www2.example.com./Path/To/?a=1&b=2&  ',
    ].map(normalizeUrl);
    expect(new Set(same)).toEqual(new Set(['example.com/Path/To?a=1&b=2']));
    expect(
      new Set(
        [
          'https://example.com/',
          'https://example.com',
          'example.com/?utm_campaign=z',
          'http://www.example.com/#top',
        ].map(normalizeUrl),
      ),
    ).toEqual(new Set(['example.com']));
    // Paths keep their case; other parameters stay.
    expect(normalizeUrl('https://example.com/Page')).not.toBe(normalizeUrl('https://example.com/page'));
    expect(normalizeUrl('https://example.com/p?id=1')).not.toBe(normalizeUrl('https://example.com/p?id=2'));
  });
});

describe('the engine counts only top-10 organic positions and normalised URLs', () => {
  const page = (p: string) => `https://www.site-${p}.example/${p}/`;
  const urls = (ids: string[], positions?: number[]) =>
    ids.map((id, k) => ({ url: page(id), position: positions ? positions[k] : k + 1 }));

  it('serp_pairs equals a brute-force count over positions 1..10', async () => {
    const rand = prng(3);
    const keywords: KeywordInput[] = [];
    const lists: string[][] = [];
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
    for (let i = 0; i < 60; i++) {
      const ids = new Set<string>();
      while (ids.size < 12) ids.add(String(Math.floor(rand() * 15)));
      // Positions 1..12 with a few out-of-range ones mixed in.
      const positions = [...ids].map((_, k) => [0, -1, 11, Number.NaN][Math.floor(rand() * 12)] ?? k + 1);
      const list = urls([...ids], positions);
      keywords.push({ text: `${words[i % 10]} ${words[Math.floor(i / 10)]} ${i}`, search_volume: 100 - i, urls: list });
      lists.push(list.filter((u) => u.position >= 1 && u.position <= 10).map((u) => normalizeUrl(u.url)));
    }
    const result = await clusterKeywords(keywords, { serp_overlap: 6, max_cluster_size: 0 });
    expect(result.stats.serp_pairs).toBe(
      reference(
        lists,
        6,
        0,
        lists.map((_, i) => i),
      ).pairs,
    );
    expect(result.stats.serp_keywords).toBe(60);
  });

  it('two spellings of the same pages (scheme, www, slash, tracking) tie keywords; positions 11+ do not', async () => {
    const ids = ['a', 'b', 'c', 'd'];
    const result = await clusterKeywords(
      [
        { text: 'zebra crossing rules', urls: urls(ids) },
        {
          text: 'quantum flux capacitor',
          urls: ids.map((id, k) => ({ url: `http://site-${id}.example/${id}?utm_source=q`, position: k + 1 })),
        },
        { text: 'purple mountain goat', urls: urls(ids, [11, 12, 13, 14]) },
        { text: 'purple mountain goats', urls: urls(['w', 'x', 'y', 'z']) },
      ],
      { serp_overlap: 4, similarity_threshold: 0.9 },
    );
    expect(result.stats.serp_pairs).toBe(1);
    expect(result.stats.serp_keywords).toBe(3);
    const together = result.clusters.find((c) => c.keywords.some((k) => k.text === 'zebra crossing rules'));
    expect(together?.keywords.map((k) => k.text).sort()).toEqual(['quantum flux capacitor', 'zebra crossing rules']);
  });

  it('a URL that spells no page ("https://", "#top", a tracking tag alone) ties nothing', async () => {
    const junk = ['https://', '#top', '?utm_source=x', '   '].map((url, k) => ({ url, position: k + 1 }));
    const result = await clusterKeywords(
      [
        { text: 'zebra crossing rules', urls: junk },
        { text: 'quantum flux capacitor', urls: junk.slice(1) },
      ],
      { serp_overlap: 1 },
    );
    expect(result.stats.serp_pairs).toBe(0);
    expect(result.stats.serp_keywords).toBe(0);
  });
});

describe('parts of a SERP group split for the maximum size', () => {
  it('a star (hub shares 4 URLs with each spoke, spokes share none) split at size 2', () => {
    const hub = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'];
    const urls = [
      hub, // 0: the hub, highest volume
      ['h1', 'h2', 'h3', 'h4', 'a1', 'a2'], // 1
      ['h5', 'h6', 'h7', 'h8', 'b1', 'b2'], // 2: shares 0 with 1
      ['h1', 'h2', 'h5', 'h6', 'c1', 'c2'], // 3: shares 2 with 1 and 2
    ];
    const { group, pairs } = serpGroups(urls, 4, 2, [0, 1, 2, 3]);
    expect(pairs).toBe(3); // 0-1, 0-2, 0-3
    // Runs of the priority order made parts [0,1] and [2,3]: 2 and 3 share 2 URLs (< 4), no tie inside.
    expect(group[2] >= 0 && group[2] === group[3]).toBe(false);
  });
});
