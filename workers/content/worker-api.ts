import {
  calendarIcs,
  contentBrief,
  contentCalendar,
  contentDashboard,
  contentGaps,
  contentPerformance,
  internalLinkingJson,
  pillarBrief,
  technicalSeo,
} from './index';

/** The content strategy tools, one method each; the main thread loads the same object when there is no worker. */
export const contentWorkerApi = {
  contentCalendar,
  calendarIcs,
  internalLinkingJson,
  contentGaps,
  contentPerformance,
  technicalSeo,
  contentBrief,
  pillarBrief,
  contentDashboard,
};

export type ContentWorkerApi = typeof contentWorkerApi;
