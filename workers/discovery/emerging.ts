/**
 * Emerging topics (spec 001 §3 Emerging topic): terms (content words and word pairs) of the user's
 * keywords that are new in the recent runs, or whose share of keywords rose against the older runs,
 * or whose imported monthly volume rose; and rising library clusters that share words with the
 * latest run (estimates). Recent runs are the newest half (at least the latest one).
 *
 *   growth_rate:       runs: the change of the term's share of keywords, percent (a new term is
 *                      counted as if it had appeared once before, so the rate is a lower bound);
 *                      imported: the last 3 months vs the 3 before.
 *   emergence_score:   new term 0.6 + 0.1 per extra keyword (up to 0.9); rising 0.4 + growth / 200
 *                      (up to 0.9); library 0.3 + 0.1 per shared word (up to 0.6).
 *   confidence_level:  0.4 + 0.1 per keyword with the term (up to 4) + 0.1 per further recent run
 *                      with it (up to 2); imported 0.5 + 0.45 × months / 12; library 0.4 + 0.1 per
 *                      shared word (up to 0.7).
 *   competition_level: mean keyword difficulty: below 35 Low, below 65 Medium, else High; without
 *                      difficulty the most common competition figure; without figures Unknown.
 */
import type { Cluster, Keyword } from '@/contract/types/clustering';
import type { LibraryCluster } from '@/contract/types/industries';
import { byDate } from './history';
import { mean, monthlySeries } from './monthly';
import { contentWords, percentChange, round, termsOf } from './text';
import type { EmergingCompetition, DiscoveryBasis, DiscoveryRun, EmergingTopic, IndustryNamer } from './types';

const MIN_NEW_KEYWORDS = 2;
const MIN_RISING_KEYWORDS = 3;
const RISING_SHARE = 50;
const RISING_IMPORTED = 30;
const MAX_TOPICS = 30;
/** Terms described in full before grouping and filtering: the best few hundred of possibly thousands. */
const MAX_CANDIDATES = 300;
export const HIGH_EMERGENCE = 0.7;

export interface EmergingInput {
  runs: readonly DiscoveryRun[];
  /** The latest run's clusters in full: the figures of the keywords a topic names. */
  latest: readonly Cluster[];
  /** Library clusters the descriptor calls rising, with their industry's name. */
  risingLibrary: readonly { industry: string; cluster: LibraryCluster }[];
  namer: IndustryNamer;
  keepIndustry: (industry: string) => boolean;
  confidenceThreshold: number;
}

interface TermStats {
  /** Distinct keywords with the term. */
  count: number;
  /** The first of them (lower-cased texts): enough to show and to sum figures over. */
  texts: string[];
  /** Runs with the term, up to three (confidence counts at most two beyond the first). */
  runs: Set<string>;
}

const KEPT_TEXTS = 200;

/** Each distinct keyword text is split once, however many runs repeat it. */
function collectTerms(runs: readonly DiscoveryRun[]): { terms: Map<string, TermStats>; keywordCount: number } {
  const runsOfText = new Map<string, string[]>();
  for (const run of runs)
    for (const cluster of run.clusters)
      for (const text of cluster.texts) {
        const key = text.toLowerCase();
        const seen = runsOfText.get(key);
        if (!seen) runsOfText.set(key, [run.id]);
        else if (seen[seen.length - 1] !== run.id) seen.push(run.id);
      }
  const terms = new Map<string, TermStats>();
  for (const [text, runIds] of runsOfText)
    for (const term of termsOf(text)) {
      let stats = terms.get(term);
      if (!stats) {
        stats = { count: 0, texts: [], runs: new Set() };
        terms.set(term, stats);
      }
      stats.count += 1;
      if (stats.texts.length < KEPT_TEXTS) stats.texts.push(text);
      for (let index = 0; index < runIds.length && stats.runs.size < 3; index += 1) stats.runs.add(runIds[index]);
    }
  return { terms, keywordCount: runsOfText.size };
}

/** The latest run's keywords by lower-cased text: the figures a topic's keywords carry. */
function keywordDetails(latest: readonly Cluster[]): Map<string, Keyword> {
  return new Map(
    latest.flatMap((cluster) => cluster.keywords.map((keyword) => [keyword.text.toLowerCase(), keyword] as const)),
  );
}

export function competitionOf(keywords: readonly Keyword[]): EmergingCompetition {
  const difficulties = keywords.flatMap((keyword) => (keyword.difficulty === null ? [] : [keyword.difficulty]));
  if (difficulties.length > 0) {
    const average = mean(difficulties);
    return average < 35 ? 'Low' : average < 65 ? 'Medium' : 'High';
  }
  const counts = { LOW: 0, MEDIUM: 0, HIGH: 0 };
  for (const keyword of keywords) if (keyword.competition !== 'UNKNOWN') counts[keyword.competition] += 1;
  const top = (['HIGH', 'MEDIUM', 'LOW'] as const).reduce((best, level) =>
    counts[level] > counts[best] ? level : best,
  );
  if (counts[top] === 0) return 'Unknown';
  return top === 'LOW' ? 'Low' : top === 'MEDIUM' ? 'Medium' : 'High';
}

function advantage(isNew: boolean, competition: EmergingCompetition): string {
  if (isNew && (competition === 'Low' || competition === 'Unknown'))
    return 'High: new in your keywords, little competition known';
  if (isNew || competition === 'Low') return 'Medium: early, but watch the competition';
  return 'Low: already contested';
}

/** The weakest basis of the figures an item shows: a computed trend with estimated volumes is an estimate. */
function figuresBasis(keywords: readonly Keyword[], trendBasis: DiscoveryBasis): DiscoveryBasis {
  if (trendBasis === 'estimated' || keywords.some((keyword) => keyword.estimated_fields.length > 0)) return 'estimated';
  return trendBasis;
}

function describeFigures(keywords: readonly Keyword[]): string {
  if (keywords.some((keyword) => keyword.estimated_fields.length > 0)) return '; volume and difficulty are estimates';
  if (keywords.some((keyword) => keyword.data_source === 'imported')) return '; volume and difficulty imported';
  return '; no search figures in these runs';
}

function knownVolume(keywords: readonly Keyword[]): number | null {
  const known = keywords.filter((keyword) => keyword.search_volume !== null);
  return known.length === 0 ? null : known.reduce((sum, keyword) => sum + (keyword.search_volume ?? 0), 0);
}

function topic(
  term: string,
  texts: readonly string[],
  details: ReadonlyMap<string, Keyword>,
  figures: Pick<EmergingTopic, 'emergence_score' | 'growth_rate' | 'confidence_level' | 'predicted_timeline'> & {
    isNew: boolean;
    trendBasis: DiscoveryBasis;
    note: string;
  },
  namer: IndustryNamer,
): EmergingTopic {
  const keywords = texts.flatMap((text) => details.get(text) ?? []);
  const competition = competitionOf(keywords);
  return {
    topic: term,
    industry: namer(texts),
    competition_level: competition,
    emergence_score: round(figures.emergence_score, 2),
    growth_rate: figures.growth_rate === null ? null : round(figures.growth_rate, 1),
    market_opportunity: knownVolume(keywords),
    predicted_timeline: figures.predicted_timeline,
    related_keywords: texts.slice(0, 10),
    early_adopter_advantage: advantage(figures.isNew, competition),
    confidence_level: round(figures.confidence_level, 2),
    basis: figuresBasis(keywords, figures.trendBasis),
    basis_note: figures.note + describeFigures(keywords),
  };
}

interface Candidate {
  term: string;
  texts: string[];
  count: number;
  isNew: boolean;
  before: number;
  growth: number;
  emergence: number;
  confidence: number;
}

/** Terms new or rising in the recent runs, best first; only the best are worth describing in full. */
function candidatesFromRuns(input: EmergingInput, recentCount: number): Candidate[] {
  const runs = byDate(input.runs);
  const recent = collectTerms(runs.slice(-recentCount));
  const older = collectTerms(runs.slice(0, -recentCount));
  const found: Candidate[] = [];
  for (const [term, stats] of recent.terms) {
    const count = stats.count;
    const before = older.terms.get(term)?.count ?? 0;
    const isNew = before === 0;
    if (count < (isNew ? MIN_NEW_KEYWORDS : MIN_RISING_KEYWORDS)) continue;
    const shareBefore = Math.max(before, 1) / Math.max(older.keywordCount, 1);
    const growth = percentChange(shareBefore, count / recent.keywordCount) ?? 0;
    if (!isNew && growth < RISING_SHARE) continue;
    const confidence = Math.min(0.95, 0.4 + 0.1 * Math.min(count, 4) + 0.1 * Math.min(stats.runs.size - 1, 2));
    // Below the threshold now means below it after grouping too: grouped terms share their keywords.
    if (confidence < input.confidenceThreshold) continue;
    const emergence = isNew ? Math.min(0.9, 0.6 + 0.1 * (count - 1)) : Math.min(0.9, 0.4 + growth / 200);
    found.push({ term, texts: stats.texts, count, isNew, before, growth, emergence, confidence });
  }
  return found
    .sort((a, b) => b.emergence - a.emergence || b.confidence - a.confidence || a.term.localeCompare(b.term))
    .slice(0, MAX_CANDIDATES);
}

function fromRuns(input: EmergingInput): EmergingTopic[] {
  const runCount = input.runs.length;
  if (runCount < 2) return [];
  const recentCount = Math.max(1, Math.floor(runCount / 2));
  const lastRuns = recentCount === 1 ? 'run' : `${recentCount} runs`;
  const details = keywordDetails(input.latest);
  const found = candidatesFromRuns(input, recentCount).map((candidate) =>
    topic(
      candidate.term,
      candidate.texts,
      details,
      {
        isNew: candidate.isNew,
        trendBasis: 'computed',
        growth_rate: candidate.growth,
        emergence_score: candidate.emergence,
        confidence_level: candidate.confidence,
        predicted_timeline: candidate.isNew
          ? `Early: first seen in your last ${lastRuns}`
          : `Rising over your last ${lastRuns}`,
        note: candidate.isNew
          ? `Computed from your runs: in ${candidate.count} keywords of your recent runs, in none of the ${runCount - recentCount} older ones (growth counted as if it had appeared once before)`
          : `Computed from your runs: ${candidate.before} → ${candidate.count} keywords`,
      },
      input.namer,
    ),
  );
  return withoutRepeats(found);
}

const containsRun = (words: readonly string[], run: readonly string[]) =>
  words.some((_, start) => run.every((word, offset) => words[start + offset] === word));

/** The longest run of content words every keyword contains ('heat pump grant'); '' when there is none. */
export function commonPhrase(keywords: readonly string[]): string {
  const [first = [], ...others] = keywords.map(contentWords);
  for (let length = first.length; length > 0; length -= 1)
    for (let start = 0; start + length <= first.length; start += 1) {
      const run = first.slice(start, start + length);
      if (others.every((words) => containsRun(words, run))) return run.join(' ');
    }
  return '';
}

/**
 * Terms found in exactly the same keywords ('heat', 'heat pump', 'pump grant') are one topic: keep
 * one, named by the longest phrase those keywords share ('heat pump grant').
 */
function withoutRepeats(topics: EmergingTopic[]): EmergingTopic[] {
  const groups = new Map<string, EmergingTopic[]>();
  for (const item of topics) {
    const key = [...item.related_keywords].sort().join('\n');
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].map((group) => {
    const longest = group.reduce((best, item) => (item.topic.length > best.topic.length ? item : best));
    const phrase = commonPhrase(longest.related_keywords);
    return phrase.length > longest.topic.length ? { ...longest, topic: phrase } : longest;
  });
}

function fromImportedMonths(input: EmergingInput): EmergingTopic[] {
  const runs = byDate(input.runs);
  const latest = runs[runs.length - 1];
  if (!latest) return [];
  const { terms } = collectTerms([latest]);
  const details = keywordDetails(input.latest);
  const found: EmergingTopic[] = [];
  for (const [term, stats] of terms) {
    const { texts } = stats;
    const keywords = texts.flatMap((text) => details.get(text) ?? []);
    if (keywords.length < MIN_NEW_KEYWORDS) continue;
    const series = monthlySeries(keywords, 24).map((point) => point.searches);
    if (series.length < 6) continue;
    const growth = percentChange(mean(series.slice(-6, -3)), mean(series.slice(-3)));
    if (growth === null || growth < RISING_IMPORTED) continue;
    found.push(
      topic(
        term,
        texts,
        details,
        {
          isNew: false,
          trendBasis: 'imported',
          growth_rate: growth,
          emergence_score: Math.min(0.9, 0.4 + growth / 200),
          confidence_level: 0.5 + 0.45 * Math.min(1, series.length / 12),
          predicted_timeline: `Rising for the last 3 of ${series.length} imported months`,
          note: `Imported monthly volumes of ${keywords.length} keywords (last 3 months vs the 3 before)`,
        },
        input.namer,
      ),
    );
  }
  return withoutRepeats(found);
}

function fromLibrary(input: EmergingInput): EmergingTopic[] {
  const latest = byDate(input.runs).at(-1);
  const words = new Set(latest?.clusters.flatMap((cluster) => cluster.texts.flatMap(contentWords)) ?? []);
  return input.risingLibrary.map(({ industry, cluster }) => {
    const shared = new Set(cluster.keywords.flatMap(contentWords).filter((word) => words.has(word))).size;
    const competition: EmergingCompetition = 'Unknown';
    return {
      topic: cluster.name,
      industry,
      competition_level: competition,
      emergence_score: round(Math.min(0.6, 0.3 + 0.1 * shared), 2),
      growth_rate: null,
      market_opportunity: null,
      predicted_timeline: 'Rising in the industry library (editorial descriptor)',
      related_keywords: cluster.keywords.slice(0, 10),
      early_adopter_advantage: advantage(false, competition),
      confidence_level: round(Math.min(0.7, 0.4 + 0.1 * shared), 2),
      basis: 'estimated',
      basis_note: `The library marks it rising (${cluster.trend.note}); shares ${shared} words with your latest run; no growth measured`,
    };
  });
}

export function discoverEmerging(input: EmergingInput): EmergingTopic[] {
  const seen = new Set<string>();
  // Imported months first: where a term has both, the measured volume trend wins.
  return [...fromImportedMonths(input), ...fromRuns(input), ...fromLibrary(input)]
    .filter((item) => !seen.has(item.topic) && seen.add(item.topic))
    .filter((item) => item.confidence_level >= input.confidenceThreshold && input.keepIndustry(item.industry))
    .sort(
      (a, b) =>
        b.emergence_score - a.emergence_score ||
        b.confidence_level - a.confidence_level ||
        a.topic.localeCompare(b.topic),
    )
    .slice(0, MAX_TOPICS);
}
