/**
 * The AI & Automation tab's modes, their labels and the styling thresholds of spec 001 §2.6 / §9,
 * as pure values the views and tests share.
 */
import type {
  AiMode,
  AnomalySensitivity,
  AnomalySeverity,
  DetectAnomaliesResponse,
  InsightsDashboardResponse,
  MultiLanguageResponse,
  OptimizationGoal,
  OptimizeClustersResponse,
  RecommendationPriority,
  VoiceSearchResponse,
} from '@/contract';

export const MODES: readonly { value: AiMode; label: string }[] = [
  { value: 'optimization', label: 'Cluster Optimization' },
  { value: 'anomalies', label: 'Anomaly Detection' },
  { value: 'multilang', label: 'Multi-language' },
  { value: 'voice', label: 'Voice Search' },
  { value: 'dashboard', label: 'AI Dashboard' },
];

export type AnalysisOf = {
  optimization: OptimizeClustersResponse;
  anomalies: DetectAnomaliesResponse;
  multilang: MultiLanguageResponse;
  voice: VoiceSearchResponse;
  dashboard: InsightsDashboardResponse;
};

export const GOALS: readonly { value: OptimizationGoal; label: string }[] = [
  { value: 'semantic_coherence', label: 'Semantic coherence' },
  { value: 'search_volume_balance', label: 'Search volume balance' },
  { value: 'competition_optimization', label: 'Competition' },
];

export const SENSITIVITIES: readonly AnomalySensitivity[] = ['low', 'medium', 'high'];
export const DEFAULT_SENSITIVITY: AnomalySensitivity = 'medium';

/** Spec 001 §9 display caps. */
export const CAPS = { affectedKeywords: 5, sampleTranslations: 3, culturalInsights: 2, variations: 3, questions: 2 };

/** Spec 001 §2.6: optimization confidence 0.8 or above is styled green. */
export const HIGH_CONFIDENCE = 0.8;
/** Spec 001 §2.6: the voice-friendly badge is emphasised at 0.7 or more. */
export const VOICE_READY = 0.7;

export const isHighConfidence = (score: number) => score >= HIGH_CONFIDENCE;
export const isVoiceReady = (score: number) => score >= VOICE_READY;

export function severityPalette(severity: AnomalySeverity): string {
  return severity === 'critical' ? 'red' : severity === 'high' ? 'orange' : severity === 'medium' ? 'yellow' : 'gray';
}

/** Spec 001 §2.6: recommendations coloured by priority (high, medium, other). */
export function priorityPalette(priority: RecommendationPriority): string {
  return priority === 'high' ? 'red' : priority === 'medium' ? 'orange' : 'blue';
}

export const AI_ERROR = { title: 'Error', description: 'Failed to load AI automation data. Please try again.' };
export const APPLY_ERROR = { title: 'Could not apply the suggestion' };
