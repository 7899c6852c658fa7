import type { CacheEntryInfo, CacheStats } from '../../contract';

interface Entry {
  route: string;
  area: string;
  /** Stored as JSON text: a hit returns a fresh copy, and the text length sizes the entry. */
  json: string;
  storedAt: number;
  expiresAt: number;
  hits: number;
}

export interface ResultCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/**
 * Results of GET routes that opt in, keyed by method and full path (query included). Writes bump
 * an area's generation, so a read that started before a write cannot store a stale result after it.
 */
export function createResultCache({ maxEntries = 200, maxBytes = 4 * 1024 * 1024, now = Date.now }: ResultCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  let hits = 0;
  let misses = 0;

  const sizeOf = (entry: Entry) => entry.json.length * 2;
  const totalBytes = () => [...entries.values()].reduce((sum, entry) => sum + sizeOf(entry), 0);

  function evictOverflow(): void {
    // Map iteration order is insertion order: the oldest entries go first.
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes() <= maxBytes) return;
      entries.delete(key);
    }
  }

  return {
    generation(area: string): number {
      return generations.get(area) ?? 0;
    },

    /** Counts a hit or a miss. Returns a copy of the cached value, or undefined. */
    get(key: string): { value: unknown } | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        hits += 1;
        entry.hits += 1;
        return { value: JSON.parse(entry.json) };
      }
      if (entry) entries.delete(key);
      misses += 1;
      return undefined;
    },

    /** Stores unless the area was written since `generation` was read. */
    set(key: string, route: string, area: string, value: unknown, ttlMs: number, generation: number): void {
      if ((generations.get(area) ?? 0) !== generation || value === undefined) return;
      const stamp = now();
      const entry: Entry = { route, area, json: JSON.stringify(value), storedAt: stamp, expiresAt: stamp + ttlMs, hits: 0 };
      entries.delete(key);
      // A result bigger than the whole cache would only flush everything else.
      if (sizeOf(entry) > maxBytes) return;
      entries.set(key, entry);
      evictOverflow();
    },

    invalidateArea(area: string): void {
      generations.set(area, (generations.get(area) ?? 0) + 1);
      for (const [key, entry] of entries) if (entry.area === area) entries.delete(key);
    },

    /** Drops every entry; the hit and miss counters keep their history. Returns how many were dropped. */
    clear(): number {
      const count = entries.size;
      entries.clear();
      for (const area of generations.keys()) generations.set(area, (generations.get(area) ?? 0) + 1);
      return count;
    },

    /** Forgets entries and counters (tests). */
    reset(): void {
      entries.clear();
      generations.clear();
      hits = 0;
      misses = 0;
    },

    stats(): CacheStats {
      const stamp = now();
      const list: CacheEntryInfo[] = [];
      for (const [key, entry] of entries) {
        if (entry.expiresAt <= stamp) continue;
        list.push({ key, route: entry.route, size_bytes: sizeOf(entry), age_ms: stamp - entry.storedAt, hits: entry.hits });
      }
      const lookups = hits + misses;
      return {
        hits,
        misses,
        hit_rate: lookups === 0 ? 0 : hits / lookups,
        entry_count: list.length,
        size_bytes: list.reduce((sum, entry) => sum + entry.size_bytes, 0),
        entries: list,
      };
    },
  };
}

export type ResultCache = ReturnType<typeof createResultCache>;
