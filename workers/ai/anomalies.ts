// Keyword figures that stand out from their peers, found with robust statistics: within each
// cluster and within each search intent, a figure whose robust z-score (distance from the group's
// median in units of 1.4826 × MAD) passes the sensitivity's cut-off is an outlier. Search volumes
// are compared on a log scale (they span orders of magnitude). Two mismatches are checked too: a
// high CPC on an informational keyword, and a difficulty far from its cluster's.
import {
  ANOMALY_METRICS,
  HIGH_CONFIDENCE,
  type Anomaly,
  type AnomalyKeywordInput,
  type AnomalyMetric,
  type AnomalySensitivity,
  type AnomalySeverity,
  type DetectAnomaliesResponse,
} from '@/contract/types/ai';
import { clamp, median, robustSpread, round } from './stats';
import { quote } from './text';

/**
 * Robust z cut-offs. 3.5 is Iglewicz & Hoaglin's (1993) recommended cut-off for the modified
 * z-score; 'high' sensitivity flags more, 'low' only the extreme.
 */
const Z_CUTOFF: Record<AnomalySensitivity, number> = { low: 5, medium: 3.5, high: 2.5 };
/** An informational keyword's CPC this many times the median CPC of all keywords is "high". */
const CPC_FACTOR: Record<AnomalySensitivity, number> = { low: 3, medium: 2, high: 1.5 };
/** Difficulty points away from the cluster's median that make a mismatch. */
const DIFFICULTY_POINTS: Record<AnomalySensitivity, number> = { low: 40, medium: 30, high: 20 };
/** Fewer values than this make no robust median and spread. */
const MIN_GROUP = 5;
const MIN_DIFFICULTY_GROUP = 3;

const METRIC_LABEL: Record<AnomalyMetric, string> = {
  search_volume: 'search volume',
  cpc: 'CPC',
  difficulty: 'difficulty',
};
const SEVERITY_RANK: Record<AnomalySeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

const scale = (metric: AnomalyMetric, v: number) => (metric === 'search_volume' ? Math.log10(1 + v) : v);
const unscale = (metric: AnomalyMetric, v: number) => (metric === 'search_volume' ? 10 ** v - 1 : v);
const show = (metric: AnomalyMetric, v: number) =>
  metric === 'cpc' ? `$${v.toFixed(2)}` : Math.round(v).toLocaleString('en-US');

function deviation(current: number, expected: number): number {
  return round((100 * (current - expected)) / Math.max(Math.abs(expected), 1e-9), 1);
}

function action(metric: AnomalyMetric, high: boolean): string {
  if (metric === 'search_volume')
    return high
      ? 'Give this keyword its own page or make it the cluster head term; check the figure against a second source.'
      : 'Check the figure; if it is right, cover this keyword as a section of the cluster page rather than a page of its own.';
  if (metric === 'cpc')
    return high
      ? 'Advertisers pay well here: check for buying intent and consider a commercial page or a paid campaign.'
      : 'Cheap clicks: a candidate for paid search testing before investing in content.';
  return high
    ? 'Plan this keyword separately: it needs more authority than the rest of its group.'
    : 'A quick win: target it first with the group’s page.';
}

interface Group {
  label: string;
  members: AnomalyKeywordInput[];
}

function groupsOf(keywords: AnomalyKeywordInput[]): Group[] {
  const by = (key: (k: AnomalyKeywordInput) => string | undefined, label: (name: string) => string) => {
    const map = new Map<string, AnomalyKeywordInput[]>();
    for (const k of keywords) {
      const name = key(k);
      if (name) map.set(name, [...(map.get(name) ?? []), k]);
    }
    return [...map].map(([name, members]) => ({ label: label(name), members }));
  };
  return [
    ...by(
      (k) => k.cluster,
      (n) => `cluster ${quote(n)}`,
    ),
    ...by(
      (k) => k.intent,
      (n) => `${n} keywords`,
    ),
  ];
}

function outliers(group: Group, metric: AnomalyMetric, sensitivity: AnomalySensitivity): (Anomaly & { z: number })[] {
  const present = group.members.filter((k) => k[metric] !== null && Number.isFinite(k[metric]));
  if (present.length < MIN_GROUP) return [];
  const values = present.map((k) => scale(metric, k[metric]!));
  const centre = median(values);
  const spread = robustSpread(values, centre);
  if (spread === 0) return [];
  const cutoff = Z_CUTOFF[sensitivity];
  return present.flatMap((k, i) => {
    const z = (values[i] - centre) / spread;
    if (Math.abs(z) < cutoff) return [];
    const current = k[metric]!;
    const expected = round(unscale(metric, centre), 2);
    const high = z > 0;
    const ratio = Math.abs(z) / cutoff;
    const estimated = k.estimated_metrics?.includes(metric) ?? false;
    return [
      {
        id: `${metric}:${k.text}`,
        z,
        severity: ratio >= 2 ? 'critical' : ratio >= 1.5 ? 'high' : 'medium',
        keyword: k.text,
        metric_type: metric,
        anomaly_type: high ? 'unusually_high' : 'unusually_low',
        compared_with: group.label,
        description: `${METRIC_LABEL[metric][0].toUpperCase()}${METRIC_LABEL[metric].slice(1)} ${show(metric, current)} is unusually ${high ? 'high' : 'low'} for ${group.label} (median ${show(metric, expected)}, ${present.length} keywords).`,
        current_value: current,
        expected_value: expected,
        recommended_action: action(metric, high),
        deviation_percentage: deviation(current, expected),
        confidence_score: confidence(present.length, ratio, estimated),
        estimated,
      },
    ];
  });
}

/** Larger groups and larger margins past the cut-off are surer; an estimated figure is less so. */
function confidence(groupSize: number, ratio: number, estimated: boolean): number {
  const size = Math.min(1, (groupSize - MIN_GROUP + 1) / 15);
  const margin = Math.min(1, ratio - 1);
  return round(clamp(0.5 + 0.3 * size + 0.19 * margin - (estimated ? 0.15 : 0), 0.05, 0.99));
}

function mismatches(keywords: AnomalyKeywordInput[], sensitivity: AnomalySensitivity): Anomaly[] {
  const out: Anomaly[] = [];
  const cpcs = keywords.flatMap((k) => (k.cpc !== null && k.cpc > 0 ? [k.cpc] : []));
  if (cpcs.length >= MIN_GROUP) {
    const typical = median(cpcs);
    const limit = typical * CPC_FACTOR[sensitivity];
    for (const k of keywords) {
      if (k.intent !== 'informational' || k.cpc === null || k.cpc < limit) continue;
      const estimated = k.estimated_metrics?.includes('cpc') ?? false;
      const ratio = k.cpc / limit;
      out.push({
        id: `intent:${k.text}`,
        severity: ratio >= 2 ? 'high' : 'medium',
        keyword: k.text,
        metric_type: 'cpc',
        anomaly_type: 'intent_mismatch',
        compared_with: 'all keywords',
        description: `Informational keyword with a CPC of ${show('cpc', k.cpc)}, ${(k.cpc / typical).toFixed(1)}× the median CPC (${show('cpc', typical)}): advertisers see buyers here.`,
        current_value: k.cpc,
        expected_value: round(typical),
        recommended_action: 'Check the search results: if they show products, re-target it with a commercial page.',
        deviation_percentage: deviation(k.cpc, typical),
        confidence_score: confidence(cpcs.length, ratio, estimated),
        estimated,
      });
    }
  }
  const byCluster = new Map<string, AnomalyKeywordInput[]>();
  for (const k of keywords) if (k.cluster) byCluster.set(k.cluster, [...(byCluster.get(k.cluster) ?? []), k]);
  for (const [cluster, members] of byCluster) {
    const known = members.filter((k) => k.difficulty !== null);
    if (known.length < MIN_DIFFICULTY_GROUP) continue;
    const typical = median(known.map((k) => k.difficulty!));
    for (const k of known) {
      const gap = Math.abs(k.difficulty! - typical);
      if (gap < DIFFICULTY_POINTS[sensitivity]) continue;
      const estimated = k.estimated_metrics?.includes('difficulty') ?? false;
      const ratio = gap / DIFFICULTY_POINTS[sensitivity];
      out.push({
        id: `difficulty-gap:${k.text}`,
        severity: ratio >= 2 ? 'high' : 'medium',
        keyword: k.text,
        metric_type: 'difficulty',
        anomaly_type: 'difficulty_mismatch',
        compared_with: `cluster ${quote(cluster)}`,
        description: `Difficulty ${Math.round(k.difficulty!)} is ${Math.round(gap)} points from its cluster's median (${Math.round(typical)}).`,
        current_value: k.difficulty!,
        expected_value: typical,
        recommended_action: action('difficulty', k.difficulty! > typical),
        deviation_percentage: deviation(k.difficulty!, typical),
        confidence_score: confidence(known.length + MIN_GROUP - MIN_DIFFICULTY_GROUP, ratio, estimated),
        estimated,
      });
    }
  }
  return out;
}

export function detectAnomalies(
  keywords: AnomalyKeywordInput[],
  sensitivity: AnomalySensitivity,
  basis: string,
): DetectAnomaliesResponse {
  // One finding per keyword and metric: the strongest of its cluster and intent comparisons.
  const strongest = new Map<string, Anomaly & { z: number }>();
  for (const group of groupsOf(keywords))
    for (const metric of ANOMALY_METRICS)
      for (const found of outliers(group, metric, sensitivity)) {
        const known = strongest.get(found.id);
        if (!known || Math.abs(found.z) > Math.abs(known.z)) strongest.set(found.id, found);
      }
  // One card per keyword and figure. A mismatch explains an outlier of the same figure better, so
  // its card is kept, with the stronger severity and confidence of the two.
  const byFigure = new Map<string, Anomaly>();
  for (const a of [
    ...mismatches(keywords, sensitivity),
    ...[...strongest.values()].map(({ z: _z, ...anomaly }) => anomaly),
  ]) {
    const key = `${a.metric_type}:${a.keyword}`;
    const kept = byFigure.get(key);
    if (!kept) byFigure.set(key, a);
    else
      byFigure.set(key, {
        ...kept,
        severity: SEVERITY_RANK[a.severity] < SEVERITY_RANK[kept.severity] ? a.severity : kept.severity,
        confidence_score: Math.max(kept.confidence_score, a.confidence_score),
      });
  }
  const anomalies = [...byFigure.values()].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      b.confidence_score - a.confidence_score ||
      a.id.localeCompare(b.id),
  );
  return {
    based_on: basis,
    sensitivity,
    summary: {
      total_keywords_analyzed: keywords.length,
      anomalies_detected: anomalies.length,
      critical_anomalies: anomalies.filter((a) => a.severity === 'critical').length,
      high_confidence_detections: anomalies.filter((a) => a.confidence_score >= HIGH_CONFIDENCE).length,
    },
    anomalies,
  };
}
