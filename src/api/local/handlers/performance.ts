import type { RouteModule } from '../types';
import { requestLog, resultCache } from '../middleware';
import { queryInt } from '../validate';

const HOUR_MS = 3_600_000;

/** Raw middleware data; the Performance tab derives its tiles, summaries and trends from it. */
export const performanceRoutes = {
  'GET /api/performance/requests': async ({ query }) => {
    const hours = queryInt(query.hours, 24, 24 * 365);
    const limit = queryInt(query.limit, 500, 5000);
    const since = new Date(Date.now() - hours * HOUR_MS).toISOString();
    const entries = await requestLog.query(since, limit);
    return { entries, total: entries.length, since };
  },

  'GET /api/performance/cache': () => resultCache.stats(),

  'DELETE /api/performance/cache': {
    changes: [],
    handle: () => {
      const cleared = resultCache.clear();
      return { message: `Cleared ${cleared} cached ${cleared === 1 ? 'entry' : 'entries'}`, cleared };
    },
  },
} satisfies RouteModule;
