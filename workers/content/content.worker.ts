import * as Comlink from 'comlink';
import {
  calendarIcs,
  contentBrief,
  contentCalendar,
  contentDashboard,
  contentGaps,
  contentPerformance,
  internalLinking,
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
  contentDashboard,
};

export type ContentWorkerApi = typeof api;

Comlink.expose(api);
