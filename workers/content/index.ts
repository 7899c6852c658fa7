// The Content Strategy tools (spec 001 §2.3): pure functions of a clustering result, the imported
// figures it carries and the crawled pages. Run in the content worker (content.worker.ts) and in
// Node for the unit tests.
import type {
  ContentCalendar,
  ContentDashboard,
  ContentGaps,
  ContentPerformance,
  InternalLinking,
  TechnicalSeo,
  ContentBrief,
} from '@/contract/types/content';
import type { CrawledPage } from '@/contract/types/website';
import type { ClusterRelation, ClusterRelations } from '../clustering/relate';
import { buildBrief, buildPillarBrief } from './brief';
import { buildCalendar, type CalendarOptions } from './calendar';
import { buildDashboard } from './dashboard';
import { buildGaps } from './gaps';
import { calendarToIcs } from './ics';
import { buildLinking } from './linking';
import { buildPerformance, type ImportedSearchConsole } from './performance';
import { planPages, type PlanSource } from './plan';
import { clusterSimilarity } from './similarity';
import { buildTechnicalSeo } from './technical';

export { type CalendarOptions } from './calendar';
export { dayNumber } from './dates';

/** What the tools read of a result. */
export type { PlanSource };

export function contentCalendar(result: PlanSource, options: CalendarOptions, generatedAt: string): ContentCalendar {
  return buildCalendar(planPages(result), options, result.id, generatedAt);
}

export function calendarIcs(calendar: ContentCalendar): string {
  return calendarToIcs(calendar);
}

export function internalLinking(
  result: PlanSource,
  relations: ClusterRelations | null,
  generatedAt: string,
): InternalLinking {
  const similarity = clusterSimilarity(result.clusters, relations);
  return buildLinking(result.clusters, planPages(result), similarity, result.id, generatedAt);
}

/**
 * The linking plan as JSON text, for the main thread to store: 2 MB at 10,000 keywords, it crosses
 * to the main thread and into IndexedDB as one string (a copy of bytes) instead of being copied
 * object by object twice there, once from the worker and once into the database (a 178 ms task).
 */
export function internalLinkingJson(
  result: PlanSource,
  relations: ClusterRelations | null,
  generatedAt: string,
): string {
  return JSON.stringify(internalLinking(result, relations, generatedAt));
}

export function contentGaps(result: PlanSource, pages: CrawledPage[], generatedAt: string): ContentGaps {
  return buildGaps(result, pages, generatedAt);
}

export function contentPerformance(
  result: PlanSource,
  generatedAt: string,
  searchConsole: readonly ImportedSearchConsole[] = [],
): ContentPerformance {
  return buildPerformance(result, generatedAt, searchConsole);
}

export function technicalSeo(result: PlanSource, pages: CrawledPage[], generatedAt: string): TechnicalSeo {
  return buildTechnicalSeo(result, pages, generatedAt);
}

export function contentBrief(
  result: PlanSource,
  clusterId: string,
  linking: InternalLinking,
  relation: ClusterRelation | null,
): ContentBrief {
  return buildBrief(result, clusterId, linking, relation);
}

export function pillarBrief(result: PlanSource, topicId: string, linking: InternalLinking): ContentBrief {
  return buildPillarBrief(result, topicId, linking);
}

export function contentDashboard(
  calendar: ContentCalendar,
  linking: InternalLinking,
  gaps: ContentGaps,
  performance: ContentPerformance,
  generatedAt: string,
): ContentDashboard {
  return buildDashboard(calendar, linking, gaps, performance, generatedAt);
}
