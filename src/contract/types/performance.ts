/** What the middleware records (request log, result cache), read by the Performance tab. */
import type { Method } from '../method';

/** `hit`/`miss` for routes that use the result cache, `bypass` for the others. */
export type CacheOutcome = 'hit' | 'miss' | 'bypass';

export type RequestLogEntry = {
  id: string;
  method: Method;
  /** The matched route key, or 'METHOD path' when no route matched. */
  route: string;
  path: string;
  status: number;
  duration_ms: number;
  cache: CacheOutcome;
  created_at: string;
};

export type RequestLogResponse = {
  /** Newest first. */
  entries: RequestLogEntry[];
  /** Number of entries returned (at most the requested limit). */
  total: number;
  /** Start of the window the entries were taken from (ISO). */
  since: string;
};

export type CacheEntryInfo = { key: string; route: string; size_bytes: number; age_ms: number; hits: number };

export type CacheStats = {
  hits: number;
  misses: number;
  /** hits / (hits + misses), 0 when nothing was looked up yet */
  hit_rate: number;
  entry_count: number;
  /** Approximate: the length of the cached JSON texts, two bytes per UTF-16 unit. */
  size_bytes: number;
  entries: CacheEntryInfo[];
};

export type ClearCacheResponse = { message: string; cleared: number };
