// Cluster optimization suggestions from how the clusters relate (the engine's similarity, or shared
// words as a fallback): merge near-duplicate clusters that nothing keeps apart as pages (intent,
// question type, brand or model: merge-rules.ts) with a confidence calibrated on labelled sets
// (merge-calibration.ts), split loose ones into their two main sub-groups, move keywords that sit
// closer to another cluster, and rename a cluster after its most-searched keyword. Every
// suggestion is an edit the clustering routes can apply.
import type { Cluster, Keyword } from '@/contract/types/clustering';
import {
  AI_CAPS,
  HIGH_CONFIDENCE,
  OPTIMIZATION_GOALS,
  type AiOptimization,
  type OptimizationGoal,
  type OptimizationType,
  type OptimizeClustersResponse,
} from '@/contract/types/ai';
import type { ClusterRelation, ClusterRelations } from '@workers/clustering/relate';
import { lexicalRelations } from './lexical';
import {
  ENGINE_MERGE_CALIBRATION,
  LEXICAL_MERGE_CALIBRATION,
  MERGE_CONFIDENCE_BASIS,
  MIN_MERGE_CONFIDENCE,
  mergeConfidence,
  type CalibrationStep,
} from './merge-calibration';
import { clusterQuestionType, mergeBlock, nameWords } from './merge-rules';
import { clamp, round } from './stats';
import { quote } from './text';

// Thresholds on the calibrated similarity (0..1). Split: a cluster whose keywords are on average less
// alike than this holds two topics.
const SPLIT_COHESION = 0.45;
// Move: a keyword at least this much closer to another cluster than to its own.
const MOVE_MARGIN = 0.1;
const MOVE_FLOOR = 0.4;
// Rename: the most-searched keyword beats the current name's keyword by this factor.
const RENAME_VOLUME_RATIO = 1.5;
// Competition goal: clusters whose median difficulty differs by more than this are not merged.
const DIFFICULTY_GAP = 30;

export interface OptimizeInput {
  result_id: string;
  result_updated_at: string;
  clusters: Cluster[];
  max_cluster_size: number;
  goals: OptimizationGoal[];
}

const volumeOf = (k: Keyword) => k.search_volume ?? 0;
const head = (keywords: Keyword[]) => [...keywords].sort((a, b) => volumeOf(b) - volumeOf(a))[0];
const medianDifficulty = (c: Cluster) => {
  const d = c.keywords.flatMap((k) => (k.difficulty === null ? [] : [k.difficulty])).sort((a, b) => a - b);
  return d.length ? d[d.length >> 1] : null;
};
const affected = (keywords: Keyword[]) => ({
  keywords_affected: keywords.slice(0, AI_CAPS.affectedKeywords).map((k) => k.text),
  keywords_affected_total: keywords.length,
});
const volumeText = (keywords: Keyword[]) => {
  const known = keywords.filter((k) => k.search_volume !== null);
  return known.length ? `, ${known.reduce((s, k) => s + volumeOf(k), 0).toLocaleString('en-US')} searches/month` : '';
};
const percent = (x: number) => `${Math.round(x * 100)}%`;

function merges(
  input: OptimizeInput,
  relationOf: Map<string, ClusterRelation>,
  calibration: readonly CalibrationStep[],
): AiOptimization[] {
  const byId = new Map(input.clusters.map((c) => [c.id, c]));
  const sides = new Map(
    input.clusters.map((c) => [c.id, { intent: c.intent, keywords: c.keywords.map((k) => k.text) }]),
  );
  const names = nameWords(input.clusters.flatMap((c) => c.keywords.map((k) => k.text)));
  const seen = new Set<string>();
  const out: AiOptimization[] = [];
  for (const a of input.clusters) {
    for (const n of relationOf.get(a.id)?.neighbours ?? []) {
      const b = byId.get(n.id);
      const pair = [a.id, n.id].sort().join('|');
      if (!b || seen.has(pair)) continue;
      seen.add(pair);
      if (a.keyword_count + b.keyword_count > input.max_cluster_size) continue;
      const confidence = mergeConfidence(n.similarity, calibration);
      if (confidence < MIN_MERGE_CONFIDENCE) continue;
      if (mergeBlock(sides.get(a.id)!, sides.get(b.id)!, names)) continue;
      const [da, db] = [medianDifficulty(a), medianDifficulty(b)];
      const difficultyGap = da !== null && db !== null ? Math.abs(da - db) : 0;
      if (input.goals.includes('competition_optimization') && difficultyGap > DIFFICULTY_GAP) continue;
      const [keep, fold] = (a.total_volume ?? 0) >= (b.total_volume ?? 0) ? [a, b] : [b, a];
      const name = head([...keep.keywords, ...fold.keywords]).text;
      const question = [a, b].map((c) => clusterQuestionType(sides.get(c.id)!.keywords));
      out.push({
        id: `merge:${pair}`,
        optimization_type: 'merge',
        goal: 'semantic_coherence',
        current_name: `${keep.name} + ${fold.name}`,
        suggested_name: name,
        reasoning: `${quote(keep.name)} and ${quote(fold.name)} are ${percent(n.similarity)} similar, both ${a.intent}${question[0] && question[0] === question[1] ? ` '${question[0]}' questions` : ''} with no brand or model between them, so one page can answer both.`,
        expected_improvement: `One page instead of two competing for the same searches (${keep.keyword_count + fold.keyword_count} keywords${volumeText([...keep.keywords, ...fold.keywords])}).`,
        ...affected(fold.keywords),
        confidence_score: confidence,
        edit: { kind: 'merge', cluster_ids: [keep.id, fold.id], name },
      });
    }
  }
  return out;
}

function splits(input: OptimizeInput, relationOf: Map<string, ClusterRelation>): AiOptimization[] {
  const out: AiOptimization[] = [];
  for (const c of input.clusters) {
    const rel = relationOf.get(c.id);
    if (!rel || c.keyword_count < 4 || rel.cohesion >= SPLIT_COHESION || rel.keywords.length !== c.keywords.length)
      continue;
    const [first, second] = rel.subgroups;
    if (!first || !second || first.length < 2 || second.length < 2) continue;
    const groups = [first, second].map((g) => g.map((i) => c.keywords[i]));
    const leaving = groups[1];
    const name = head(leaving).text;
    const [d1, d2] = groups.map((g) => g.flatMap((k) => (k.difficulty === null ? [] : [k.difficulty])));
    const difficultyNote =
      input.goals.includes('competition_optimization') && d1.length && d2.length
        ? ` Difficulty ${Math.round(d1.reduce((s, x) => s + x, 0) / d1.length)} vs ${Math.round(d2.reduce((s, x) => s + x, 0) / d2.length)}: each page can be planned for its own competition.`
        : '';
    out.push({
      id: `split:${c.id}`,
      optimization_type: 'split',
      goal: 'semantic_coherence',
      current_name: c.name,
      suggested_name: name,
      reasoning: `The keywords of ${quote(c.name)} are only ${percent(rel.cohesion)} alike on average and fall into two distinct sub-groups.`,
      expected_improvement: `Two focused pages: ${quote(head(groups[0]).text)} (${groups[0].length} keywords) and ${quote(name)} (${leaving.length} keywords).${difficultyNote}`,
      ...affected(leaving),
      subgroups: groups.map((g) => g.slice(0, AI_CAPS.affectedKeywords).map((k) => k.text)),
      confidence_score: round(clamp(0.55 + (0.44 * (SPLIT_COHESION - rel.cohesion)) / SPLIT_COHESION, 0, 0.99)),
      edit: { kind: 'split', cluster_id: c.id, keyword_ids: leaving.map((k) => k.id), name },
    });
  }
  return out;
}

function moves(input: OptimizeInput, relationOf: Map<string, ClusterRelation>): AiOptimization[] {
  const byId = new Map(input.clusters.map((c) => [c.id, c]));
  const out: AiOptimization[] = [];
  for (const c of input.clusters) {
    const rel = relationOf.get(c.id);
    if (!rel || rel.keywords.length !== c.keywords.length) continue;
    const targets = new Map<string, { keyword: Keyword; margin: number }[]>();
    rel.keywords.forEach((fit, i) => {
      const margin = fit.best_other - fit.own;
      if (!fit.best_other_id || !byId.has(fit.best_other_id) || fit.best_other < MOVE_FLOOR || margin < MOVE_MARGIN)
        return;
      targets.set(fit.best_other_id, [...(targets.get(fit.best_other_id) ?? []), { keyword: c.keywords[i], margin }]);
    });
    for (const [targetId, list] of targets) {
      // Never empty a cluster by moving: that is a merge.
      if (list.length >= c.keywords.length) continue;
      const target = byId.get(targetId)!;
      const margin = list.reduce((s, m) => s + m.margin, 0) / list.length;
      const keywords = list.map((m) => m.keyword);
      out.push({
        id: `move:${c.id}>${targetId}`,
        optimization_type: 'move',
        goal: 'semantic_coherence',
        current_name: c.name,
        suggested_name: target.name,
        reasoning: `${keywords.length === 1 ? quote(keywords[0].text) + ' is' : `${keywords.length} keywords are`} on average ${percent(margin)} closer to ${quote(target.name)} than to the rest of ${quote(c.name)}.`,
        expected_improvement: `Both clusters become tighter; ${quote(target.name)} gains ${keywords.length} keyword${keywords.length === 1 ? '' : 's'}${volumeText(keywords)}.`,
        ...affected(keywords),
        confidence_score: round(clamp(0.5 + margin * 1.5, 0, 0.99)),
        edit: { kind: 'move', keyword_ids: keywords.map((k) => k.id), from_cluster_id: c.id, to_cluster_id: targetId },
      });
    }
  }
  return out;
}

function renames(input: OptimizeInput): AiOptimization[] {
  const out: AiOptimization[] = [];
  for (const c of input.clusters) {
    const current = c.keywords.find((k) => k.text.toLowerCase() === c.name.toLowerCase());
    // A name that is no keyword of the cluster was typed by the user: leave it alone.
    if (!current) continue;
    const best = head(c.keywords);
    if (best.id === current.id || best.search_volume === null) continue;
    const ratio = volumeOf(best) / Math.max(1, volumeOf(current));
    if (ratio < RENAME_VOLUME_RATIO) continue;
    out.push({
      id: `rename:${c.id}`,
      optimization_type: 'rename',
      goal: 'search_volume_balance',
      current_name: c.name,
      suggested_name: best.text,
      reasoning: `${quote(best.text)} is searched ${ratio >= 10 ? 'over 10' : ratio.toFixed(1)} times as often as ${quote(c.name)}, so it is the cluster's head term.`,
      expected_improvement: `The page targets the cluster's biggest search (${volumeOf(best).toLocaleString('en-US')}/month) in its title.`,
      ...affected([best]),
      confidence_score: round(clamp(0.5 + 0.45 * Math.min(1, Math.log10(ratio)), 0, 0.99)),
      edit: { kind: 'rename', cluster_id: c.id, name: best.text },
    });
  }
  return out;
}

// Whether any shared-words similarity calibrates to a merge worth showing.
const lexicalMergesShown = LEXICAL_MERGE_CALIBRATION.some((step) => step.p >= MIN_MERGE_CONFIDENCE);

/** The suggestions for the requested goals, most confident first. `relations` null: shared words instead. */
export function optimizeClusters(input: OptimizeInput, relations: ClusterRelations | null): OptimizeClustersResponse {
  const measured =
    relations ??
    lexicalRelations({ clusters: input.clusters.map((c) => ({ id: c.id, keywords: c.keywords.map((k) => k.text) })) });
  const relationOf = new Map(measured.clusters.map((r) => [r.id, r]));
  const goals = input.goals.length ? input.goals : [...OPTIMIZATION_GOALS];
  const calibration = relations ? ENGINE_MERGE_CALIBRATION : LEXICAL_MERGE_CALIBRATION;
  const coherence = goals.includes('semantic_coherence') || goals.includes('competition_optimization');
  const optimizations = [
    ...(coherence
      ? [
          ...merges({ ...input, goals }, relationOf, calibration),
          ...splits({ ...input, goals }, relationOf),
          ...moves(input, relationOf),
        ]
      : []),
    ...(goals.includes('search_volume_balance') ? renames(input) : []),
  ].sort((a, b) => b.confidence_score - a.confidence_score || a.id.localeCompare(b.id));
  const types = [...new Set(optimizations.map((o) => o.optimization_type))] as OptimizationType[];
  const source = relations ? 'engine' : 'lexical';
  return {
    result_id: input.result_id,
    result_updated_at: input.result_updated_at,
    based_on:
      source === 'engine'
        ? `Based on the clustering engine's similarity between the ${input.clusters.length} clusters of your current result and their keywords' search volumes. ${MERGE_CONFIDENCE_BASIS}`
        : `Based on the words the keywords of your ${input.clusters.length} clusters share (the engine's similarity was unavailable), and their search volumes. ${MERGE_CONFIDENCE_BASIS}${lexicalMergesShown ? '' : ' Shared words alone were never right one time in two there, so no merge is suggested.'}`,
    similarity_source: source,
    summary: {
      total_clusters_analyzed: input.clusters.length,
      optimizations_suggested: optimizations.length,
      high_confidence_suggestions: optimizations.filter((o) => o.confidence_score >= HIGH_CONFIDENCE).length,
      optimization_types: types,
    },
    optimizations,
  };
}
