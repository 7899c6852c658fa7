// Public types of the clustering engine. Field names that reach the wire or storage are
// the spec's snake_case names; the input type is what importers and the UI map to.
import { CLUSTER_SETTINGS } from '@/contract/settings';
import type { ClusterMethod, FigureTotals, SearchIntent, Topic } from '@/contract/types/clustering';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION, type LanguageCode, type LocationCode } from '@/contract/vocabulary';

/** One keyword as given by the user or an import. Only `text` is required. */
export interface KeywordInput {
  text: string;
  search_volume?: number;
  cpc?: number;
  difficulty?: number;
  /** Paid competition, 0..1. */
  competition?: number;
  intent?: string;
  /**
   * The keyword's result page: organic URLs with their ranks (a SERP file). Only positions 1-10
   * count. Never the site's own ranking URLs: one site's page is not the search engine's result page.
   */
  urls?: { url: string; position: number }[];
}

/** Ranges and defaults of the four numbers: CLUSTER_SETTINGS (src/contract/settings.ts). */
export interface ClusteringOptions {
  /** Higher gives tighter clusters. */
  similarity_threshold: number;
  /** How similar clusters must be to share a topic (pillar page); lower gives broader topics. */
  topic_threshold: number;
  /** Smaller groups are reported as unclustered. */
  min_cluster_size: number;
  /** The app's range; 0 means no maximum (CLI topic-level grouping). */
  max_cluster_size: number;
  /** Language of stop words and stemming; when absent it follows `location`. */
  language?: LanguageCode | string;
  location?: LocationCode | string;
  /** Keywords sharing at least this many top-10 ranking URLs belong together. */
  serp_overlap: number;
}

export const DEFAULT_OPTIONS: Readonly<ClusteringOptions> = Object.freeze({
  similarity_threshold: CLUSTER_SETTINGS.similarity_threshold.default,
  topic_threshold: CLUSTER_SETTINGS.topic_threshold.default,
  min_cluster_size: CLUSTER_SETTINGS.min_cluster_size.default,
  max_cluster_size: CLUSTER_SETTINGS.max_cluster_size.default,
  language: DEFAULT_LANGUAGE,
  location: DEFAULT_LOCATION,
  serp_overlap: CLUSTER_SETTINGS.serp_overlap.default,
});

/**
 * A keyword in the output: its highest-volume spelling (the first on a tie), with the duplicates
 * merged into it. Its figures are that spelling's own; each variant's stay on its input line.
 */
export interface OutputKeyword {
  text: string;
  /**
   * Other distinct spellings merged into this keyword: word-order and plural/stem
   * variants, in input order. Exact duplicates (same text after Unicode and case folding) are
   * one spelling and not listed.
   */
  variants: string[];
  /** Input index of each of `variants` (its first line), same order. */
  variant_indexes: number[];
  /** Index of `text` in the input list. */
  input_index: number;
  /** Input indexes of every other line merged into this keyword (variants and exact duplicates). */
  merged_indexes: number[];
  search_volume?: number;
  cpc?: number;
  difficulty?: number;
  competition?: number;
  intent?: string;
  /** Opportunity 0..100 from volume, difficulty and cpc (workers/figures); null without a volume. */
  opportunity: number | null;
}

export interface ClusteredKeyword extends OutputKeyword {
  /** Calibrated similarity of this keyword to the rest of its cluster, 0..1. */
  similarity: number;
}

/**
 * Totals come from workers/figures (null when no keyword has the figure); the engine's input
 * carries no Search Console traffic, so its clicks and impressions totals are null.
 */
export interface Cluster extends FigureTotals {
  /** Stable within one result: 'c1', 'c2', ... in output order. */
  id: string;
  name: string;
  keywords: ClusteredKeyword[];
  intent: SearchIntent;
  /** The terms most members share: why these keywords are together. */
  terms: string[];
  /** Mean calibrated similarity of members to their cluster, 0..1. */
  cohesion: number;
  /** Id of the topic it belongs to ('t1', 't2', ... in output order). */
  topic: string;
  /** What grouped it: shared top-10 URLs (serp), similarity, or both (mixed). */
  method: ClusterMethod;
}

export interface UnclusteredKeyword extends OutputKeyword {
  nearest_cluster_id: string | null;
  nearest_cluster_name: string | null;
  /** Calibrated similarity to the nearest cluster, 0 when there is none. */
  similarity: number;
}

export type ClusteringStage = 'normalize' | 'features' | 'semantic' | 'neighbours' | 'linkage' | 'summarize' | 'topics';

export interface ClusteringProgress {
  stage: ClusteringStage;
  /** Work done and total in this stage (units differ per stage). */
  done: number;
  total: number;
}

export interface ClusteringStats {
  input_keywords: number;
  unique_keywords: number;
  duplicates_merged: number;
  clusters: number;
  clustered_keywords: number;
  unclustered_keywords: number;
  /** Whether word vectors were used (else lexical similarity only). */
  semantic: boolean;
  language: LanguageCode;
  /** Pairs tied by the SERP-overlap rule. */
  serp_pairs: number;
  /** Unique keywords with SERP data (at least one top-10 URL). */
  serp_keywords: number;
  /** Edges of the sparse nearest-neighbour graph. */
  graph_edges: number;
  topics: number;
  seconds: Record<ClusteringStage | 'total', number>;
}

export interface ClusteringResult {
  clusters: Cluster[];
  topics: Topic[];
  unclustered: UnclusteredKeyword[];
  stats: ClusteringStats;
  options: ClusteringOptions;
}
