// The AI analyses of one clustering result, as the worker runs them: the result is turned into
// each analysis's input here (first keywords, per-keyword figures), so the handler only does I/O.
import type { Cluster, Keyword } from '@/contract/types/clustering';
import {
  DEFAULT_SENSITIVITY,
  OPTIMIZATION_GOALS,
  TARGET_LANGUAGES,
  type AnomalyKeywordInput,
  type AnomalyMetric,
  type AnomalySensitivity,
  type DetectAnomaliesResponse,
  type InsightsDashboardResponse,
  type MultiLanguageResponse,
  type OptimizationGoal,
  type OptimizeClustersResponse,
  type TargetLanguage,
  type VoiceSearchResponse,
} from '@/contract/types/ai';
import type { ClusterRelations } from '@workers/clustering/relate';
import { detectAnomalies } from './anomalies';
import { insightsDashboard } from './dashboard';
import { parseDictionary, type Dictionary } from './dictionary';
import { multiLanguageAnalysis, MULTILANG_KEYWORDS } from './multilang';
import { optimizeClusters } from './optimize';
import { VOICE_KEYWORDS, voiceSearchOptimization } from './voice';

export interface AiResult {
  id: string;
  name: string;
  updated_at: string;
  clusters: Cluster[];
  max_cluster_size: number;
  language: string;
  location: string;
}

/** The tab-separated word lists per language, as fetched (parsed here, off the main thread). */
export type DictionaryTexts = Partial<Record<TargetLanguage, string>>;

const allKeywords = (result: AiResult) => result.clusters.flatMap((c) => c.keywords);
const cpcOf = (k: Keyword) =>
  k.cpc_low !== null && k.cpc_high !== null ? (k.cpc_low + k.cpc_high) / 2 : (k.cpc_high ?? k.cpc_low);

function estimatedMetrics(k: Keyword): AnomalyMetric[] {
  const e = k.estimated_fields;
  return [
    ...(e.includes('search_volume') ? (['search_volume'] as const) : []),
    ...(e.includes('cpc_low') || e.includes('cpc_high') ? (['cpc'] as const) : []),
    ...(e.includes('difficulty') ? (['difficulty'] as const) : []),
  ];
}

export function anomalyInputs(clusters: Cluster[]): AnomalyKeywordInput[] {
  return clusters.flatMap((c) =>
    c.keywords.map((k) => ({
      text: k.text,
      search_volume: k.search_volume,
      competition: k.competition,
      cpc: cpcOf(k),
      difficulty: k.difficulty,
      intent: k.intent,
      cluster: c.name,
      estimated_metrics: estimatedMetrics(k),
    })),
  );
}

function figuresBasis(keywords: AnomalyKeywordInput[]): string {
  const withFigures = keywords.filter((k) => k.search_volume !== null || k.cpc !== null || k.difficulty !== null);
  const estimated = withFigures.filter((k) => k.estimated_metrics?.length).length;
  if (!withFigures.length) return 'no figures';
  if (!estimated) return 'imported figures';
  return estimated === withFigures.length ? 'estimated figures' : 'imported and estimated figures';
}

export function runOptimization(
  result: AiResult,
  goals: OptimizationGoal[],
  relations: ClusterRelations | null,
): OptimizeClustersResponse {
  return optimizeClusters(
    {
      result_id: result.id,
      result_updated_at: result.updated_at,
      clusters: result.clusters,
      max_cluster_size: result.max_cluster_size,
      goals: goals.length ? goals : [...OPTIMIZATION_GOALS],
    },
    relations,
  );
}

export function runAnomalies(
  result: AiResult | null,
  keywordData: AnomalyKeywordInput[] | null,
  sensitivity: AnomalySensitivity,
): DetectAnomaliesResponse {
  const keywords = keywordData ?? (result ? anomalyInputs(result.clusters) : []);
  const basis = keywordData
    ? `Based on the ${keywords.length} keywords sent (${figuresBasis(keywords)}), each compared with its cluster and its intent.`
    : `Based on the ${figuresBasis(keywords)} of the ${keywords.length} keywords in your current result, each compared with its cluster and its intent.`;
  return detectAnomalies(keywords, sensitivity, basis);
}

function firstKeywords(result: AiResult, count: number): Keyword[] {
  return allKeywords(result).slice(0, count);
}

function parseAll(texts: DictionaryTexts): Partial<Record<TargetLanguage, Dictionary>> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([lang, text]) => (text ? [[lang, parseDictionary(text)]] : [])),
  );
}

export function runMultiLanguage(
  result: AiResult | null,
  keywords: string[] | null,
  languages: TargetLanguage[],
  texts: DictionaryTexts,
): MultiLanguageResponse {
  const chosen = keywords
    ? keywords.slice(0, MULTILANG_KEYWORDS).map((text) => {
        const known = result ? allKeywords(result).find((k) => k.text === text) : undefined;
        return { text, search_volume: known?.search_volume ?? null, competition: known?.competition ?? 'UNKNOWN' };
      })
    : result
      ? firstKeywords(result, MULTILANG_KEYWORDS)
      : [];
  const basis = `Based on FreeDict dictionary lookups of your first ${chosen.length} keywords and published internet-user and web-content figures per language; opportunity figures are estimates.`;
  return multiLanguageAnalysis(chosen, languages.length ? languages : TARGET_LANGUAGES, parseAll(texts), basis);
}

export function runVoice(result: AiResult | null, keywords: string[] | null): VoiceSearchResponse {
  const intentOf = new Map(result ? allKeywords(result).map((k) => [k.text, k.intent]) : []);
  const chosen = keywords
    ? keywords
        .slice(0, VOICE_KEYWORDS)
        .map((text) => ({ text, intent: intentOf.get(text) ?? ('informational' as const) }))
    : result
      ? firstKeywords(result, VOICE_KEYWORDS)
      : [];
  const basis = `Based on written rules (question form, length, natural phrasing, local modifiers) applied to your first ${chosen.length} keywords and their clusters' search intent.`;
  return voiceSearchOptimization(chosen, basis);
}

export function runDashboard(
  result: AiResult,
  relations: ClusterRelations | null,
  texts: DictionaryTexts,
  includeRecommendations: boolean,
): InsightsDashboardResponse {
  return insightsDashboard(
    {
      optimization: runOptimization(result, [...OPTIMIZATION_GOALS], relations),
      anomalies: runAnomalies(result, null, DEFAULT_SENSITIVITY),
      multilang: runMultiLanguage(result, null, [...TARGET_LANGUAGES], texts),
      voice: runVoice(result, null),
    },
    includeRecommendations,
  );
}
