// The AI dashboard: five overview figures and prioritised recommendations, computed from the four
// analyses (optimization, anomalies, multi-language, voice) of the same result.
import {
  HIGH_CONFIDENCE,
  VOICE_READY,
  type AiRecommendation,
  type DetectAnomaliesResponse,
  type InsightsDashboardResponse,
  type MultiLanguageResponse,
  type OptimizeClustersResponse,
  type VoiceSearchResponse,
} from '@/contract/types/ai';
import { HIGH_OPPORTUNITY } from './multilang';
import { quote } from './text';

export interface DashboardInputs {
  optimization: OptimizeClustersResponse;
  anomalies: DetectAnomaliesResponse;
  multilang: MultiLanguageResponse;
  voice: VoiceSearchResponse;
}

/** Clusters an optimization would change (both sides of a merge, the source of a move, ...). */
function touchedClusters(optimization: OptimizeClustersResponse): Set<string> {
  const ids = new Set<string>();
  for (const o of optimization.optimizations) {
    const e = o.edit;
    if (e.kind === 'merge') e.cluster_ids.forEach((id) => ids.add(id));
    else if (e.kind === 'move') ids.add(e.from_cluster_id).add(e.to_cluster_id);
    else ids.add(e.cluster_id);
  }
  return ids;
}

const MAX_RECOMMENDATIONS = 8;
const RANK = { high: 0, medium: 1, low: 2 } as const;

function recommendations({ optimization, anomalies, multilang, voice }: DashboardInputs): AiRecommendation[] {
  const out: AiRecommendation[] = [];
  for (const o of optimization.optimizations.slice(0, 3)) {
    out.push({
      priority: o.confidence_score >= HIGH_CONFIDENCE ? 'high' : 'medium',
      type: 'optimization',
      recommendation: `${o.optimization_type[0].toUpperCase()}${o.optimization_type.slice(1)}: ${o.reasoning}`,
      impact: o.expected_improvement,
      effort: 'low',
    });
  }
  const serious = anomalies.anomalies.filter((a) => a.severity === 'critical' || a.severity === 'high');
  if (serious.length) {
    out.push({
      priority: 'high',
      type: 'anomaly',
      recommendation: `Review ${serious.length} critical or high anomal${serious.length === 1 ? 'y' : 'ies'}, starting with ${quote(serious[0].keyword)}: ${serious[0].description}`,
      impact: serious[0].recommended_action,
      effort: 'medium',
    });
  } else if (anomalies.anomalies.length) {
    out.push({
      priority: 'medium',
      type: 'anomaly',
      recommendation: `Check ${anomalies.anomalies.length} keyword figure${anomalies.anomalies.length === 1 ? '' : 's'} that stand out from their groups.`,
      impact: anomalies.anomalies[0].recommended_action,
      effort: 'low',
    });
  }
  const best = [...multilang.language_analyses].sort(
    (a, b) => b.market_opportunity_score - a.market_opportunity_score,
  )[0];
  if (best) {
    out.push({
      priority: best.market_opportunity_score >= HIGH_OPPORTUNITY ? 'medium' : 'low',
      type: 'multilang',
      recommendation: `${best.language_name} is the strongest new market (estimated opportunity ${best.market_opportunity_score}/100); have a native speaker adapt the dictionary drafts.`,
      impact: `About ${best.internet_users_millions} million ${best.language_name}-speaking internet users.`,
      effort: 'high',
    });
  }
  const notReady = voice.voice_optimizations.filter((v) => v.voice_friendliness_score < VOICE_READY);
  if (notReady.length) {
    out.push({
      priority: 'low',
      type: 'voice',
      recommendation: `Add question-style headings for ${notReady.length} keyword${notReady.length === 1 ? '' : 's'} not yet voice-ready, e.g. “${notReady[0].conversational_variations[0] ?? notReady[0].keyword}”.`,
      impact: 'Answers phrased as spoken questions can be read out by voice assistants.',
      effort: 'low',
    });
  }
  return out.sort((a, b) => RANK[a.priority] - RANK[b.priority]).slice(0, MAX_RECOMMENDATIONS);
}

export function insightsDashboard(inputs: DashboardInputs, includeRecommendations: boolean): InsightsDashboardResponse {
  const { optimization, anomalies, multilang, voice } = inputs;
  const total = optimization.summary.total_clusters_analyzed;
  const touched = touchedClusters(optimization).size;
  return {
    based_on: `Based on the four analyses of your current result: ${optimization.based_on.replace(/^Based on /, '')}`,
    overview_metrics: {
      ai_optimization_score: total ? Math.round((100 * (total - Math.min(total, touched))) / total) : 100,
      automation_opportunities: optimization.optimizations.length,
      performance_anomalies: anomalies.summary.anomalies_detected,
      multi_language_potential: multilang.summary.average_opportunity_score,
      voice_search_readiness: Math.round(voice.summary.average_voice_friendliness * 100),
    },
    metric_basis: {
      ai_optimization_score: `${total - Math.min(total, touched)} of ${total} clusters need no suggested change.`,
      automation_opportunities: 'Suggestions you can apply with one click.',
      performance_anomalies: `Keyword figures flagged at ${anomalies.sensitivity} sensitivity.`,
      multi_language_potential: 'Mean estimated market opportunity of Spanish, French, German and Japanese.',
      voice_search_readiness: `Mean voice-friendliness of the first ${voice.summary.keywords_analyzed} keywords.`,
    },
    ai_recommendations: includeRecommendations ? recommendations(inputs) : [],
  };
}
