/** The tab's settings, their spec limits (000 §5, §9) and the request a run sends. */
import type { ClusterRequest, ClusteringResult, Keyword } from '@/contract';
import { CLUSTER_SETTINGS } from '@/contract/settings';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION } from '@/contract/vocabulary';

/** The slider moves in tenths over the request's range (src/contract/settings.ts). */
export const SIMILARITY = { ...CLUSTER_SETTINGS.similarity_threshold, step: 0.1 } as const;
export const MIN_SIZE = CLUSTER_SETTINGS.min_cluster_size;
export const MAX_SIZE = CLUSTER_SETTINGS.max_cluster_size;
export const SERP_OVERLAP = CLUSTER_SETTINGS.serp_overlap;

export interface RunSettings {
  location: string;
  getSeoData: boolean;
  expandKeywords: boolean;
  similarity: number;
  minSize: number;
  maxSize: number;
  /** Shared top-10 URLs that put two keywords on one page (used with a SERP file). */
  serpOverlap: number;
}

export const DEFAULT_SETTINGS: RunSettings = {
  location: DEFAULT_LOCATION,
  getSeoData: false,
  expandKeywords: false,
  similarity: SIMILARITY.default,
  minSize: MIN_SIZE.default,
  maxSize: MAX_SIZE.default,
  serpOverlap: SERP_OVERLAP.default,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps every setting in its range: a slider step of 0.1 without float noise, max never below min. */
export function normaliseSettings(settings: RunSettings): RunSettings {
  const minSize = clamp(Math.round(settings.minSize) || MIN_SIZE.default, MIN_SIZE.min, MIN_SIZE.max);
  const maxSize = clamp(
    Math.round(settings.maxSize) || MAX_SIZE.default,
    Math.max(MAX_SIZE.min, minSize),
    MAX_SIZE.max,
  );
  return {
    ...settings,
    similarity: clamp(Math.round(settings.similarity * 10) / 10, SIMILARITY.min, SIMILARITY.max),
    minSize,
    maxSize,
    serpOverlap: clamp(Math.round(settings.serpOverlap) || SERP_OVERLAP.default, SERP_OVERLAP.min, SERP_OVERLAP.max),
    // Spec 000 §5: Expand Keywords only works with SEO data.
    expandKeywords: settings.getSeoData && settings.expandKeywords,
  };
}

export interface RunInput {
  /**
   * Text-area keywords, one per line; an entry may hold many lines (the whole text area, split by
   * the run). When there are any they take precedence over the file's (spec 000 §2).
   */
  keywords: string[];
  /** The uploaded file: its keywords when the text area is empty, its figures either way. */
  importId: string | null;
  /** The optional SERP file: top-10 URLs per keyword, grouped by SERP overlap. */
  serpImportId?: string | null;
  projectId: string | null;
}

export function hasInput(input: Pick<RunInput, 'keywords' | 'importId'>): boolean {
  return input.keywords.length > 0 || input.importId !== null;
}

export function clusterRequest(input: RunInput, raw: RunSettings): ClusterRequest {
  const settings = normaliseSettings(raw);
  return {
    keywords: input.keywords,
    similarity_threshold: settings.similarity,
    max_cluster_size: settings.maxSize,
    min_cluster_size: settings.minSize,
    location: settings.location,
    language: DEFAULT_LANGUAGE,
    get_seo_data: settings.getSeoData,
    expand_keywords: settings.expandKeywords,
    project_id: input.projectId,
    import_ids: input.importId ? [input.importId] : [],
    serp_import_ids: input.serpImportId ? [input.serpImportId] : [],
    serp_overlap: settings.serpOverlap,
  };
}

/** The middle of a keyword's CPC range, or whichever end is known. */
export function keywordCpc(keyword: Keyword): number | null {
  const { cpc_low: low, cpc_high: high } = keyword;
  if (low !== null && high !== null) return (low + high) / 2;
  return low ?? high;
}

/** Where a cluster's keyword stands, for the move dialog: every other cluster, then the unclustered list. */
export function moveTargets(
  result: ClusteringResult,
  fromClusterId: string | null,
): { id: string | null; name: string }[] {
  const targets: { id: string | null; name: string }[] = result.clusters
    .filter((cluster) => cluster.id !== fromClusterId)
    .map((cluster) => ({ id: cluster.id, name: cluster.name }));
  if (fromClusterId !== null) targets.push({ id: null, name: 'Unclustered' });
  return targets;
}
