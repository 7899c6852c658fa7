/**
 * Wire types of the AI & Automation area (spec 001 §2.6, §3, §7). "AI" here is written algorithms
 * run on the device over the user's clustering result; every response says what it is based on
 * (`based_on`) and which figures are estimates.
 */
import type { KeywordCompetition, SearchIntent } from './clustering';

export type AiMode = 'optimization' | 'anomalies' | 'multilang' | 'voice' | 'dashboard';

/** Spec 001 §9: how many of each list an analysis reports and the tab shows. */
export const AI_CAPS = {
  affectedKeywords: 5,
  sampleTranslations: 3,
  culturalInsights: 2,
  variations: 3,
  questions: 2,
} as const;

// ---- Optimization ----------------------------------------------------------------------------

export const OPTIMIZATION_GOALS = ['semantic_coherence', 'search_volume_balance', 'competition_optimization'] as const;
export type OptimizationGoal = (typeof OPTIMIZATION_GOALS)[number];

/** Spec 001 §2.6: a confidence score (optimization or anomaly) from here on is a high-confidence one. */
export const HIGH_CONFIDENCE = 0.8;
export type OptimizationType = 'merge' | 'split' | 'rename' | 'move';

/** The edit an optimization performs through the clustering edit routes when applied. */
export type OptimizationEdit =
  | { kind: 'merge'; cluster_ids: string[]; name: string }
  | { kind: 'split'; cluster_id: string; keyword_ids: string[]; name: string }
  | { kind: 'rename'; cluster_id: string; name: string }
  | { kind: 'move'; keyword_ids: string[]; from_cluster_id: string; to_cluster_id: string };

export type AiOptimization = {
  id: string;
  optimization_type: OptimizationType;
  goal: OptimizationGoal;
  current_name: string;
  suggested_name: string;
  /** One sentence: why. */
  reasoning: string;
  expected_improvement: string;
  /** At most 5 (spec 001 §9); `keywords_affected_total` counts them all. */
  keywords_affected: string[];
  keywords_affected_total: number;
  /** Split only: the two sub-groups (at most 5 keywords shown each). */
  subgroups?: string[][];
  /** 0..1, from the similarity margins. */
  confidence_score: number;
  edit: OptimizationEdit;
};

/**
 * The spec sends `cluster_data`; here the clusters are read from the stored result (`result_id`,
 * default the current one), so an applied suggestion edits exactly what was analysed.
 */
export type OptimizeClustersRequest = { result_id?: string; optimization_goals?: OptimizationGoal[] };

export type OptimizeClustersResponse = {
  result_id: string;
  /** The result version analysed: Apply sends it as `expected_updated_at`. */
  result_updated_at: string;
  based_on: string;
  /** 'engine': the clustering engine's similarity; 'lexical': shared words only (the engine's relations failed). */
  similarity_source: 'engine' | 'lexical';
  summary: {
    total_clusters_analyzed: number;
    optimizations_suggested: number;
    high_confidence_suggestions: number;
    optimization_types: OptimizationType[];
  };
  optimizations: AiOptimization[];
};

// ---- Anomalies -------------------------------------------------------------------------------

export const ANOMALY_SENSITIVITIES = ['low', 'medium', 'high'] as const;
export type AnomalySensitivity = (typeof ANOMALY_SENSITIVITIES)[number];
export const DEFAULT_SENSITIVITY: AnomalySensitivity = 'medium';
export type AnomalySeverity = 'critical' | 'high' | 'medium' | 'low';
export const ANOMALY_METRICS = ['search_volume', 'cpc', 'difficulty'] as const;
export type AnomalyMetric = (typeof ANOMALY_METRICS)[number];
export type AnomalyType = 'unusually_high' | 'unusually_low' | 'intent_mismatch' | 'difficulty_mismatch';

/** Spec 001 §7 keyword_data; `intent` and `cluster` say which groups it is compared within. */
export type AnomalyKeywordInput = {
  text: string;
  search_volume: number | null;
  competition?: KeywordCompetition;
  cpc: number | null;
  difficulty: number | null;
  intent?: SearchIntent;
  cluster?: string;
  /** Figures that are estimates (an anomaly in one says so). */
  estimated_metrics?: AnomalyMetric[];
};

export type Anomaly = {
  id: string;
  severity: AnomalySeverity;
  keyword: string;
  metric_type: AnomalyMetric;
  anomaly_type: AnomalyType;
  /** The group it was compared with: "cluster 'running shoes'" or "informational keywords". */
  compared_with: string;
  description: string;
  current_value: number;
  /** The group's median. */
  expected_value: number;
  recommended_action: string;
  deviation_percentage: number;
  confidence_score: number;
  /** The figure is an estimate, not an imported measurement. */
  estimated: boolean;
};

export type DetectAnomaliesRequest = {
  result_id?: string;
  /** When given, analysed instead of the result's keywords. */
  keyword_data?: AnomalyKeywordInput[];
  sensitivity?: AnomalySensitivity;
};

export type DetectAnomaliesResponse = {
  based_on: string;
  sensitivity: AnomalySensitivity;
  summary: {
    total_keywords_analyzed: number;
    anomalies_detected: number;
    critical_anomalies: number;
    high_confidence_detections: number;
  };
  anomalies: Anomaly[];
};

// ---- Multi-language --------------------------------------------------------------------------

/** The languages the multi-language analysis translates into, in the order it reports them. */
export const TARGET_LANGUAGES = ['es', 'fr', 'de', 'ja'] as const;
export type TargetLanguage = (typeof TARGET_LANGUAGES)[number];

export type TranslatedKeyword = {
  original: string;
  /** Word-by-word dictionary renderings; words not in the dictionary are kept as written. */
  translated: string;
  status: 'translated' | 'partial' | 'untranslated';
  untranslated_words: string[];
};

export type LanguageAnalysis = {
  source_language: 'en';
  target_language: TargetLanguage;
  language_name: string;
  /** 0..100, Estimated: audience, content competition and dictionary coverage. */
  market_opportunity_score: number;
  /** Internet users of the language, millions (published figure, see `figures_source`). */
  internet_users_millions: number;
  /** Share of websites whose content is in the language, % (published figure). */
  content_share_percent: number;
  figures_source: string;
  translated_keywords: TranslatedKeyword[];
  /** Share of the analysed keywords translated in full, 0..1. */
  dictionary_coverage: number;
  cultural_insights: string[];
  /** Estimated, 0..1: the keywords' competition scaled by how crowded the language's web is. */
  competition_analysis: { average_competition: number | null };
  /** Estimated: searches in the language per English search (internet users ratio). */
  search_volume_comparison: { volume_ratio: number; source_volume: number | null; estimated_volume: number | null };
};

export type MultiLanguageRequest = {
  result_id?: string;
  /** At most the first 10 are used; default the result's first 10 keywords. */
  keywords?: string[];
  source_language?: 'en';
  target_languages?: TargetLanguage[];
};

export type MultiLanguageResponse = {
  based_on: string;
  summary: {
    languages_analyzed: number;
    total_translated_keywords: number;
    average_opportunity_score: number;
    high_opportunity_markets: number;
  };
  language_analyses: LanguageAnalysis[];
  /** Languages whose dictionary could not be loaded. */
  missing_dictionaries: TargetLanguage[];
  attribution: string;
};

// ---- Voice -----------------------------------------------------------------------------------

export type VoiceIntentType = 'question' | 'local' | 'transactional' | 'commercial' | 'informational' | 'navigational';

/** Spec 001 §2.6: a voice-friendliness score from here on is voice-ready (the badge is emphasised). */
export const VOICE_READY = 0.7;

export type VoiceOptimization = {
  keyword: string;
  voice_intent_type: VoiceIntentType;
  /** 0..1; voice-ready at VOICE_READY or more. */
  voice_friendliness_score: number;
  featured_snippet_potential: number;
  conversational_variations: string[];
  question_opportunities: string[];
  suggested_content_format: string;
  /** The rules that fired, in words. */
  signals: string[];
};

export type VoiceSearchRequest = {
  result_id?: string;
  /** At most the first 8 are used; default the result's first 8 keywords. */
  keywords?: string[];
  content_context?: string;
};

export type VoiceSearchResponse = {
  based_on: string;
  summary: {
    keywords_analyzed: number;
    average_voice_friendliness: number;
    voice_ready_keywords: number;
    high_featured_snippet_potential: number;
  };
  voice_optimizations: VoiceOptimization[];
};

// ---- Dashboard -------------------------------------------------------------------------------

export type RecommendationPriority = 'high' | 'medium' | 'low';

export type AiRecommendation = {
  priority: RecommendationPriority;
  type: 'optimization' | 'anomaly' | 'multilang' | 'voice';
  recommendation: string;
  impact: string;
  effort: 'low' | 'medium' | 'high';
};

export type InsightsDashboardRequest = {
  result_id?: string;
  include_predictions?: boolean;
  include_recommendations?: boolean;
};

export type InsightsDashboardResponse = {
  based_on: string;
  overview_metrics: {
    /** % of clusters no suggestion would change. */
    ai_optimization_score: number;
    /** Suggestions that one click applies. */
    automation_opportunities: number;
    performance_anomalies: number;
    /** Mean market opportunity, % (Estimated). */
    multi_language_potential: number;
    /** Mean voice-friendliness, %. */
    voice_search_readiness: number;
  };
  /** One sentence per metric: how it was computed. */
  metric_basis: Record<
    | 'ai_optimization_score'
    | 'automation_opportunities'
    | 'performance_anomalies'
    | 'multi_language_potential'
    | 'voice_search_readiness',
    string
  >;
  ai_recommendations: AiRecommendation[];
};

// ---- Stored analyses -------------------------------------------------------------------------

/**
 * GET /api/ai/analyses: the last analysis of each mode for the current result (kept on the device),
 * with `stale` set for those made before the result was last edited.
 */
export type StoredAiAnalyses = {
  result_id: string | null;
  optimization?: OptimizeClustersResponse;
  anomalies?: DetectAnomaliesResponse;
  multilang?: MultiLanguageResponse;
  voice?: VoiceSearchResponse;
  dashboard?: InsightsDashboardResponse;
  stale: AiMode[];
};
