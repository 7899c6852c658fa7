// The SERP-overlap rule: keywords that share at least N of their top-10 ranking URLs
// are answered by the same pages, so they belong in one cluster whatever their wording.

export interface SerpGroups {
  /** Group id per keyword, -1 when the keyword is tied to no other. */
  group: Int32Array;
  pairs: number;
}

// A URL ranking for thousands of keywords (a home page) still only pairs its first ones:
// it bounds the work, and such URLs say little about any one topic.
const MAX_KEYWORDS_PER_URL = 2000;

export function normalizeUrl(raw: string): string {
  let u = raw.trim().toLowerCase();
  u = u.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\./, '');
  u = u.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return u;
}

function find(parent: Int32Array, x: number): number {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

/**
 * Groups keywords by shared top-10 URLs (min `overlap` in common), splitting groups
 * larger than `maxSize` (0 = no maximum) in the given priority order.
 */
export function serpGroups(
  urls: readonly (readonly string[])[],
  overlap: number,
  maxSize: number,
  priority: readonly number[],
): SerpGroups {
  const n = urls.length;
  const group = new Int32Array(n).fill(-1);
  const need = Math.max(1, Math.round(overlap));
  const byUrl = new Map<string, number[]>();
  urls.forEach((list, i) => {
    for (const u of list) {
      const docs = byUrl.get(u);
      if (!docs) byUrl.set(u, [i]);
      else if (docs.length < MAX_KEYWORDS_PER_URL) docs.push(i);
    }
  });
  if (byUrl.size === 0) return { group, pairs: 0 };

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
  return { group, pairs };
}
