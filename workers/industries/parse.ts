import { IndustryLibraryFormatError } from './errors';
import type {
  ClusterTrend,
  IndustryLibrary,
  LibraryCluster,
  LibraryIndustry,
  LibraryIntent,
  TrendGrowth,
} from './types';

/**
 * Checks the fetched library JSON field by field, so a damaged or stale cached
 * file fails with a message naming the bad field instead of breaking a screen.
 */
const INTENTS: readonly LibraryIntent[] = ['informational', 'commercial', 'transactional', 'navigational'];
const GROWTHS: readonly TrendGrowth[] = ['rising', 'steady', 'declining'];

type Json = Record<string, unknown>;

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new IndustryLibraryFormatError(path, 'an object');
  return value as Json;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new IndustryLibraryFormatError(path, 'a non-empty string');
  return value;
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new IndustryLibraryFormatError(path, 'an array');
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
  if (!allowed.includes(value as T)) throw new IndustryLibraryFormatError(path, `one of ${allowed.join(', ')}`);
  return value as T;
}

function months(value: unknown, path: string): number[] {
  return list(value, path).map((month, i) => {
    if (!Number.isInteger(month) || (month as number) < 1 || (month as number) > 12) {
      throw new IndustryLibraryFormatError(`${path}[${i}]`, 'a month number 1-12');
    }
    return month as number;
  });
}

function parseTrend(value: unknown, path: string): ClusterTrend {
  const trend = object(value, path);
  return {
    growth: oneOf(trend.growth, GROWTHS, `${path}.growth`),
    peak_months: months(trend.peak_months, `${path}.peak_months`),
    low_months: months(trend.low_months, `${path}.low_months`),
    note: text(trend.note, `${path}.note`),
  };
}

function parseCluster(value: unknown, path: string): LibraryCluster {
  const cluster = object(value, path);
  return {
    id: text(cluster.id, `${path}.id`),
    name: text(cluster.name, `${path}.name`),
    description: text(cluster.description, `${path}.description`),
    intent: oneOf(cluster.intent, INTENTS, `${path}.intent`),
    trend: parseTrend(cluster.trend, `${path}.trend`),
    keywords: list(cluster.keywords, `${path}.keywords`).map((keyword, i) => text(keyword, `${path}.keywords[${i}]`)),
  };
}

function parseIndustry(value: unknown, path: string): LibraryIndustry {
  const industry = object(value, path);
  return {
    id: text(industry.id, `${path}.id`),
    name: text(industry.name, `${path}.name`),
    description: text(industry.description, `${path}.description`),
    icon: text(industry.icon, `${path}.icon`),
    clusters: list(industry.clusters, `${path}.clusters`).map((cluster, i) =>
      parseCluster(cluster, `${path}.clusters[${i}]`),
    ),
  };
}

export function parseIndustryLibrary(value: unknown): IndustryLibrary {
  const library = object(value, 'library');
  if (!Number.isInteger(library.version)) throw new IndustryLibraryFormatError('library.version', 'an integer');
  return {
    version: library.version as number,
    source: text(library.source, 'library.source'),
    trend_basis: text(library.trend_basis, 'library.trend_basis'),
    industries: list(library.industries, 'library.industries').map((industry, i) =>
      parseIndustry(industry, `library.industries[${i}]`),
    ),
  };
}
