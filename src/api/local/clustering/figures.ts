/**
 * A keyword's figures: imported ones used as they are and labelled with their file; with Get SEO
 * Data on, only the figures still missing are filled from the deterministic estimates and listed
 * in `estimated_fields` (DESIGN principle 1: real before estimated, estimates always labelled).
 */
import { inferIntent } from '@workers/clustering/intent';
import { foldText } from '@workers/clustering/text';
import type { KeywordInput } from '@workers/clustering/types';
import type { KeywordMetricsEstimate } from '@workers/estimates';
import { opportunityScore } from '@workers/figures';
import { toKeywordInput } from '@workers/imports/engine';
import type { MergedKeyword } from '@workers/imports/types';
import type {
  Keyword,
  KeywordCompetition,
  KeywordDataSource,
  KeywordMetricName,
  MetricSource,
  RankingMetricName,
} from '../../../contract/types/clustering';

/** One input line of a run, before clustering. */
export interface PreparedKeyword {
  text: string;
  imported?: MergedKeyword;
  estimate?: KeywordMetricsEstimate;
  /** The seed, when Expand Keywords generated this keyword. */
  expandedFrom: string | null;
}

export type KeywordFigures = Pick<
  Keyword,
  | 'search_volume'
  | 'competition'
  | 'cpc_low'
  | 'cpc_high'
  | 'difficulty'
  | 'opportunity_score'
  | 'intent'
  | 'data_source'
  | 'estimated_fields'
  | 'metric_sources'
  | 'sources'
  | 'source_label'
  | 'monthly_searches'
  | RankingMetricName
>;

type RankingFigures = Pick<Keyword, RankingMetricName>;

const LEVEL_VALUE: Record<Exclude<KeywordCompetition, 'UNKNOWN'>, number> = { LOW: 0.2, MEDIUM: 0.5, HIGH: 0.8 };

/** Google's bands for the 0..100 competition index. */
function levelOfIndex(index: number): KeywordCompetition {
  if (index <= 33) return 'LOW';
  return index <= 66 ? 'MEDIUM' : 'HIGH';
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** True when an imported keyword is missing a figure an estimate could fill. */
export function needsEstimate(imported: MergedKeyword | undefined): boolean {
  if (!imported) return true;
  const hasCpc = imported.cpc !== undefined || imported.cpc_low !== undefined || imported.cpc_high !== undefined;
  const hasCompetition = imported.competition !== undefined || imported.competition_index !== undefined;
  return imported.search_volume === undefined || !hasCpc || !hasCompetition || imported.difficulty === undefined;
}

interface Imported {
  value: number | KeywordCompetition;
  source?: MetricSource;
}

function importedFigures(keyword: MergedKeyword | undefined): Partial<Record<KeywordMetricName, Imported>> {
  if (!keyword) return {};
  const from = keyword.metric_sources;
  const out: Partial<Record<KeywordMetricName, Imported>> = {};
  if (keyword.search_volume !== undefined)
    out.search_volume = { value: keyword.search_volume, source: from.search_volume };
  if (keyword.cpc_low !== undefined || keyword.cpc_high !== undefined) {
    const low = keyword.cpc_low ?? keyword.cpc_high;
    const high = keyword.cpc_high ?? keyword.cpc_low;
    if (low !== undefined) out.cpc_low = { value: low, source: from.cpc_low ?? from.cpc_high };
    if (high !== undefined) out.cpc_high = { value: high, source: from.cpc_high ?? from.cpc_low };
  } else if (keyword.cpc !== undefined) {
    // One average CPC (Semrush, Ahrefs): the range collapses to it.
    out.cpc_low = { value: keyword.cpc, source: from.cpc };
    out.cpc_high = { value: keyword.cpc, source: from.cpc };
  }
  if (keyword.competition !== undefined) out.competition = { value: keyword.competition, source: from.competition };
  else if (keyword.competition_index !== undefined) {
    out.competition = { value: levelOfIndex(keyword.competition_index), source: from.competition_index };
  }
  if (keyword.difficulty !== undefined) out.difficulty = { value: keyword.difficulty, source: from.difficulty };
  return out;
}

const copySource = (source: MetricSource): MetricSource => ({ tool: source.tool, file_name: source.file_name });

/**
 * Clicks, impressions, CTR, position and the best-ranking URL, as the files gave them: measured,
 * so never estimated and never taken as search volume. The import core does not say which file a
 * URL came from; the one that gave the best position listed it (URLs are ordered best first), and
 * with no position the keyword's first file did.
 */
function rankingFigures(keyword: MergedKeyword | undefined): {
  values: RankingFigures;
  sources: Partial<Record<RankingMetricName, MetricSource>>;
} {
  const from = keyword?.metric_sources ?? {};
  const url = keyword?.urls?.[0]?.url ?? null;
  const urlSource = from.position ?? keyword?.sources[0];
  const sources: Partial<Record<RankingMetricName, MetricSource>> = {};
  for (const name of ['clicks', 'impressions', 'ctr', 'position'] as const) {
    const source = from[name];
    if (keyword?.[name] !== undefined && source) sources[name] = copySource(source);
  }
  if (url !== null && urlSource) sources.url = copySource(urlSource);
  return {
    values: {
      clicks: keyword?.clicks ?? null,
      impressions: keyword?.impressions ?? null,
      ctr: keyword?.ctr ?? null,
      position: keyword?.position ?? null,
      url,
    },
    sources,
  };
}

const sourceName = (source: MetricSource) => `${source.tool} (${source.file_name})`;

function sourceLabel(
  metricSources: Partial<Record<KeywordMetricName | RankingMetricName, MetricSource>>,
  estimated: boolean,
): string | null {
  const names = [...new Set(Object.values(metricSources).map(sourceName))];
  if (estimated) names.push('Estimated');
  return names.length > 0 ? names.join(' + ') : null;
}

const FIGURES: readonly KeywordMetricName[] = ['search_volume', 'cpc_low', 'cpc_high', 'competition', 'difficulty'];

/** A keyword's five metrics: imported where a file gave them, else estimated when there is an estimate. */
interface Metrics {
  values: Partial<Record<KeywordMetricName, number | KeywordCompetition>>;
  metricSources: Partial<Record<KeywordMetricName, MetricSource>>;
  estimatedFields: KeywordMetricName[];
  /** Whether a file gave any of them. */
  anyImported: boolean;
}

function metrics(keyword: PreparedKeyword): Metrics {
  const imported = importedFigures(keyword.imported);
  const estimate = keyword.estimate;
  const values: Partial<Record<KeywordMetricName, number | KeywordCompetition>> = {};
  const metricSources: Partial<Record<KeywordMetricName, MetricSource>> = {};
  const estimatedFields: KeywordMetricName[] = [];
  for (const field of FIGURES) {
    const found = imported[field];
    if (found) {
      values[field] = found.value;
      if (found.source) metricSources[field] = copySource(found.source);
    } else if (estimate) {
      values[field] = estimate[field];
      estimatedFields.push(field);
    }
  }
  return { values, metricSources, estimatedFields, anyImported: Object.keys(imported).length > 0 };
}

export function keywordFigures(keyword: PreparedKeyword): KeywordFigures {
  const { values, metricSources, estimatedFields, anyImported } = metrics(keyword);
  const volume = (values.search_volume as number | undefined) ?? null;
  const difficulty = (values.difficulty as number | undefined) ?? null;
  const cpcLow = (values.cpc_low as number | undefined) ?? null;
  const cpcHigh = (values.cpc_high as number | undefined) ?? null;
  const cpc = cpcLow !== null && cpcHigh !== null ? (cpcLow + cpcHigh) / 2 : (cpcLow ?? cpcHigh);
  const ranking = rankingFigures(keyword.imported);
  const allSources = { ...metricSources, ...ranking.sources };
  // Search Console figures alone make a keyword's figures imported, though it has no volume.
  const hasImported = anyImported || Object.keys(ranking.sources).length > 0;
  const dataSource: KeywordDataSource = hasImported
    ? 'imported'
    : estimatedFields.length > 0
      ? 'enhanced_mock'
      : 'none';
  return {
    search_volume: volume,
    competition: (values.competition as KeywordCompetition | undefined) ?? 'UNKNOWN',
    cpc_low: cpcLow,
    cpc_high: cpcHigh,
    difficulty,
    opportunity_score: volume === null ? null : opportunityScore(volume, difficulty ?? Number.NaN, cpc ?? Number.NaN),
    intent: inferIntent(foldText(keyword.text), keyword.imported?.intent),
    data_source: dataSource,
    estimated_fields: estimatedFields,
    metric_sources: allSources,
    sources: (keyword.imported?.sources ?? []).map(copySource),
    source_label: sourceLabel(allSources, estimatedFields.length > 0),
    ...ranking.values,
    // Imported months only (Keyword Planner); never estimated.
    ...(keyword.imported?.monthly_searches
      ? { monthly_searches: keyword.imported.monthly_searches.map((entry) => ({ ...entry })) }
      : {}),
  };
}

/**
 * What the engine takes: imported figures and ranking URLs, estimates where they were missing (the
 * same values keywordFigures gives the result, without its labels, so the engine can start first).
 */
export function engineInput(keyword: PreparedKeyword): KeywordInput {
  const { values } = metrics(keyword);
  // `!= null`: keywordFigures turns a missing or null value into null, which the engine never got.
  const input: KeywordInput = keyword.imported
    ? { ...toKeywordInput(keyword.imported), text: keyword.text }
    : { text: keyword.text };
  const volume = values.search_volume as number | undefined;
  const difficulty = values.difficulty as number | undefined;
  const cpcLow = values.cpc_low as number | undefined;
  const cpcHigh = values.cpc_high as number | undefined;
  const competition = values.competition as KeywordCompetition | undefined;
  if (volume != null) input.search_volume = volume;
  if (difficulty != null) input.difficulty = difficulty;
  if (input.cpc === undefined && cpcLow != null && cpcHigh != null) {
    input.cpc = cents((cpcLow + cpcHigh) / 2);
  }
  if (input.competition === undefined && competition != null && competition !== 'UNKNOWN')
    input.competition = LEVEL_VALUE[competition];
  return input;
}
