// The SERP-overlap rule: keywords whose top-10 organic results share at least N URLs are
// answered by the same pages, so the search engine itself says they belong on one page. These
// ties are hard links; keywords with SERP data that share fewer than N URLs are kept apart
// (linkage refuses to join two groups that both have SERP data), however alike their wording.
import type { ClusterMethod } from '@/contract/types/clustering';

export interface SerpGroups {
  /** Group id per keyword, -1 when the keyword is tied to no other. */
  group: Int32Array;
  /** 1 for a keyword with SERP data (tied or not), else 0. */
  hasSerp: Uint8Array;
  pairs: number;
}

// A URL ranking for thousands of keywords (a home page) still only pairs its first ones:
// it bounds the work, and such URLs say little about any one topic.
const MAX_KEYWORDS_PER_URL = 2000;

// Parameters that follow a click, not the page: analytics campaigns, ad click ids, referral
// tags, and the `srsltid` Google appends to product results.
const TRACKING_PARAM =
  /^(utm_[a-z0-9_]*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|mc_cid|mc_eid|_ga|_gl|srsltid|ref)$/;

/**
 * One spelling per page, so two tools (or two days) listing it differently still count as one
 * shared URL: no scheme, no `www.`, host in lower case, no default port, no fragment, no
 * tracking parameters (the rest sorted), no trailing slash. Paths keep their case: servers may
 * treat `/Page` and `/page` as different pages.
 */
export function normalizeUrl(raw: string): string {
  const text = raw.trim();
  const match =
    /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)([^?#]*)(\?[^#]*)?/i.exec(text) ?? /^([^/?#]*)([^?#]*)(\?[^#]*)?/.exec(text);
  if (!match) return text.toLowerCase();
  const host = match[1]
    .toLowerCase()
    .replace(/^www\d*\./, '')
    .replace(/:(80|443)$/, '')
    .replace(/\.$/, '');
  const path = match[2].replace(/\/+$/, '');
  const params = (match[3] ?? '')
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAM.test(pair.split('=')[0].toLowerCase()))
    .sort();
  return `${host}${path}${params.length ? `?${params.join('&')}` : ''}`;
}

/** Tied pairs as adjacency lists: keyword i's ties are nbr[ptr[i]..ptr[i+1]). */
interface Ties {
  ptr: Int32Array;
  nbr: Int32Array;
}

function tieLists(n: number, a: readonly number[], b: readonly number[]): Ties {
  const ptr = new Int32Array(n + 1);
  for (let p = 0; p < a.length; p++) {
    ptr[a[p] + 1]++;
    ptr[b[p] + 1]++;
  }
  for (let i = 0; i < n; i++) ptr[i + 1] += ptr[i];
  const fill = ptr.slice(0, n);
  const nbr = new Int32Array(ptr[n]);
  for (let p = 0; p < a.length; p++) {
    nbr[fill[a[p]]++] = b[p];
    nbr[fill[b[p]]++] = a[p];
  }
  return { ptr, nbr };
}

/**
 * A group larger than `maxSize` cut into parts that stay tied inside: each part starts at the first
 * keyword in priority order not yet placed and takes, in priority order, keywords tied to one of its
 * members until it is full. (Runs of the priority order put keywords sharing no URL in one part.)
 */
function tiedParts(list: readonly number[], ties: Ties, rank: Int32Array, maxSize: number): number[][] {
  const placed = new Set<number>();
  const parts: number[][] = [];
  for (const seed of list) {
    if (placed.has(seed)) continue;
    const part: number[] = [];
    const frontier = [seed];
    while (part.length < maxSize) {
      let best = -1;
      for (let t = 0; t < frontier.length; t++)
        if (!placed.has(frontier[t]) && (best < 0 || rank[frontier[t]] < rank[frontier[best]])) best = t;
      if (best < 0) break;
      const x = frontier[best];
      placed.add(x);
      part.push(x);
      for (let e = ties.ptr[x]; e < ties.ptr[x + 1]; e++) if (!placed.has(ties.nbr[e])) frontier.push(ties.nbr[e]);
    }
    parts.push(part);
  }
  return parts;
}

function find(parent: Int32Array, x: number): number {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

/**
 * Groups keywords by shared top-10 URLs (at least `overlap` in common; `urls` already
 * normalised and distinct per keyword), splitting groups larger than `maxSize` (0 = no
 * maximum) into tied parts in the given priority order.
 */
export function serpGroups(
  urls: readonly (readonly string[])[],
  overlap: number,
  maxSize: number,
  priority: readonly number[],
): SerpGroups {
  const n = urls.length;
  const group = new Int32Array(n).fill(-1);
  const hasSerp = Uint8Array.from(urls, (list) => (list.length > 0 ? 1 : 0));
  const need = Math.max(1, Math.round(overlap));
  const byUrl = new Map<string, number[]>();
  urls.forEach((list, i) => {
    for (const u of list) {
      const docs = byUrl.get(u);
      if (!docs) byUrl.set(u, [i]);
      else if (docs.length < MAX_KEYWORDS_PER_URL) docs.push(i);
    }
  });
  if (byUrl.size === 0) return { group, hasSerp, pairs: 0 };

  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const shared = new Int32Array(n);
  const touched: number[] = [];
  let pairs = 0;
  const tiedA: number[] = [];
  const tiedB: number[] = [];
  for (let i = 0; i < n; i++) {
    if (urls[i].length < need) continue;
    touched.length = 0;
    for (const u of urls[i]) {
      for (const j of byUrl.get(u) ?? []) {
        if (j <= i) continue;
        if (shared[j]++ === 0) touched.push(j);
      }
    }
    for (const j of touched) {
      if (shared[j] >= need) {
        pairs++;
        tiedA.push(i);
        tiedB.push(j);
        const a = find(parent, i);
        const b = find(parent, j);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
      shared[j] = 0;
    }
  }

  const members = new Map<number, number[]>();
  for (const i of priority) {
    const root = find(parent, i);
    const list = members.get(root);
    if (list) list.push(i);
    else members.set(root, [i]);
  }
  let next = 0;
  let ties: Ties | null = null;
  const rank = new Int32Array(n);
  priority.forEach((i, at) => (rank[i] = at));
  for (const list of members.values()) {
    if (list.length < 2) continue;
    const oversized = maxSize > 0 && list.length > maxSize;
    if (oversized) ties ??= tieLists(n, tiedA, tiedB);
    for (const part of oversized && ties ? tiedParts(list, ties, rank, maxSize) : [list]) {
      if (part.length < 2) continue;
      for (const i of part) group[i] = next;
      next++;
    }
  }
  return { group, hasSerp, pairs };
}

/**
 * What grouped a cluster's members: all in one SERP group, no two in one (similarity), or a
 * SERP group joined by keywords without SERP data (mixed).
 */
export function clusterMethod(members: readonly number[], group: Int32Array): ClusterMethod {
  const counts = new Map<number, number>();
  for (const i of members) if (group[i] >= 0) counts.set(group[i], (counts.get(group[i]) ?? 0) + 1);
  if (counts.size === 0) return 'similarity';
  const tied = [...counts.values()].reduce((a, c) => a + c, 0);
  return counts.size === 1 && tied === members.length ? 'serp' : 'mixed';
}
