import type { CacheEntryInfo, CacheStats } from '../../../contract';
import type { StoreName } from '../changes';

interface Entry {
  route: string;
  /** The stored data the result was read from; a change to any of them drops the entry. */
  sources: readonly StoreName[];
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
 * Results of GET routes that opt in, keyed by method and full path (query included). A change to a
 * source bumps its generation, so a read that started before the change cannot store a stale
 * result after it.
 */
export function createResultCache({
  maxEntries = 200,
  maxBytes = 4 * 1024 * 1024,
  now = Date.now,
}: ResultCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const generations = new Map<StoreName, number>();
  const snapshot = (sources: readonly StoreName[]) => sources.map((source) => generations.get(source) ?? 0).join(',');
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
    /** Where the sources stand now; hand it to `set` after the read. */
    generation(sources: readonly StoreName[]): string {
      return snapshot(sources);
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

    /** Stores unless one of the sources changed since `generation` was taken. */
    set(
      key: string,
      route: string,
      sources: readonly StoreName[],
      value: unknown,
      ttlMs: number,
      generation: string,
    ): void {
      if (snapshot(sources) !== generation || value === undefined) return;
      const stamp = now();
      const entry: Entry = {
        route,
        sources,
        json: JSON.stringify(value),
        storedAt: stamp,
        expiresAt: stamp + ttlMs,
        hits: 0,
      };
      entries.delete(key);
      // A result bigger than the whole cache would only flush everything else.
      if (sizeOf(entry) > maxBytes) return;
      entries.set(key, entry);
      evictOverflow();
    },

    invalidateSource(source: StoreName): void {
      generations.set(source, (generations.get(source) ?? 0) + 1);
      for (const [key, entry] of entries) if (entry.sources.includes(source)) entries.delete(key);
    },

    /**
     * Drops every entry, or those whose key contains `pattern`; the hit and miss counters keep
     * their history. Returns how many were dropped.
     */
    clear(pattern: string | null = null): number {
      if (pattern !== null) {
        const matching = [...entries.keys()].filter((key) => key.includes(pattern));
        for (const key of matching) entries.delete(key);
        return matching.length;
      }
      const count = entries.size;
      entries.clear();
      for (const source of generations.keys()) generations.set(source, (generations.get(source) ?? 0) + 1);
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
        list.push({
          key,
          route: entry.route,
          size_bytes: sizeOf(entry),
          age_ms: stamp - entry.storedAt,
          hits: entry.hits,
        });
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
