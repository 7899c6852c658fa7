import * as Comlink from 'comlink';
import {
  calendarIcs,
  contentBrief,
  contentCalendar,
  contentDashboard,
  contentGaps,
  contentPerformance,
  internalLinking,
  pillarBrief,
  technicalSeo,
} from './index';

const api = {
  contentCalendar,
  calendarIcs,
  internalLinking,
  contentGaps,
  contentPerformance,
  technicalSeo,
  contentBrief,
  pillarBrief,
  contentDashboard,
};

export type ContentWorkerApi = typeof api;

Comlink.expose(api);
