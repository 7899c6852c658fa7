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
 * maximum) in the given priority order.
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
  for (const list of members.values()) {
    if (list.length < 2) continue;
    const chunk = maxSize > 0 ? maxSize : list.length;
    for (let s = 0; s < list.length; s += chunk) {
      const part = list.slice(s, s + chunk);
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
