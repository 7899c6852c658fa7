/**
 * The AI & Automation tab's modes, their labels and the styling thresholds of spec 001 §2.6 / §9,
 * as pure values the views and tests share.
 */
import type {
  AiMode,
  AnomalySeverity,
  DetectAnomaliesResponse,
  InsightsDashboardResponse,
  MultiLanguageResponse,
  OptimizationGoal,
  OptimizeClustersResponse,
  RecommendationPriority,
  VoiceSearchResponse,
} from '@/contract';
import { HIGH_CONFIDENCE, OPTIMIZATION_GOALS, VOICE_READY } from '@/contract/types/ai';

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

const GOAL_LABELS: Record<OptimizationGoal, string> = {
  semantic_coherence: 'Semantic coherence',
  search_volume_balance: 'Search volume balance',
  competition_optimization: 'Competition',
};

export const GOALS: readonly { value: OptimizationGoal; label: string }[] = OPTIMIZATION_GOALS.map((value) => ({
  value,
  label: GOAL_LABELS[value],
}));

/** Spec 001 §2.6: high-confidence optimizations are styled green. */
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
