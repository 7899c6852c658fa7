import type { AnalyticsEvent } from '../../../contract';
import { ApiError } from '../../../contract/errors';
import { isJsonObject, isJsonValue } from '../../../contract/json';
import { db } from '@/db/database';
import { newRecordMeta } from '@/db/records';
import type { RouteModule } from '../types';
import { bodyObject, charLength, queryInt } from '../validate';

const EVENT_NAME_MAX = 100;
const PROPERTIES_MAX_CHARS = 10_000;

export const analyticsRoutes = {
  /** Events stay on this device (the local analytics service); e.g. `pwa_install` from the install banner. */
  'POST /api/analytics/events': {
    changes: ['analytics_events'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const event = typeof input.event === 'string' ? input.event.trim() : '';
      if (event === '') throw new ApiError(400, 'Event name is required');
      if (charLength(event) > EVENT_NAME_MAX) {
        throw new ApiError(400, `Event name must be ${EVENT_NAME_MAX} characters or fewer`);
      }
      const properties: unknown = input.properties ?? {};
      if (!isJsonObject(properties) || !isJsonValue(properties)) {
        throw new ApiError(400, 'Event properties must be a JSON object');
      }
      if (JSON.stringify(properties).length > PROPERTIES_MAX_CHARS) {
        throw new ApiError(413, 'Event properties are too large');
      }
      const record: AnalyticsEvent = { ...newRecordMeta(), event, properties };
      await db.analytics_events.add(record);
      return record;
    },
  },

  'GET /api/analytics/events': async ({ query }) => {
    const limit = queryInt(query.limit, 100, 1000);
    const events = query.event
      ? (await db.analytics_events.where('event').equals(query.event).sortBy('created_at')).reverse().slice(0, limit)
      : await db.analytics_events.orderBy('created_at').reverse().limit(limit).toArray();
    return { events };
  },
} satisfies RouteModule;
