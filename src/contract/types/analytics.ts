/** Analytics events, stored locally (spec 000 §3). Wire names are snake_case. */
import type { JsonObject } from '../json';

export type AnalyticsEventRequest = { event: string; properties?: JsonObject };

export type AnalyticsEvent = {
  id: string;
  event: string;
  properties: JsonObject;
  created_at: string;
  updated_at: string;
};
