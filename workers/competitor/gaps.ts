/**
 * Keyword gap typing: your rankings against up to 5 competitors', keyword by keyword. Checked in
 * this order, the first that applies wins:
 *   1. underperforming  you both rank (1-100) and you are at least 5 positions behind the best competitor
 *                       who ranks 1-20;
 *   2. missing          a competitor ranks 1-20 and you have no ranking; but when your export is
 *                       truncated and the keyword's volume is below its smallest volume, your
 *                       export could not have listed it, so it is
 *   3. unknown          instead of missing;
 *   4. opportunity      nobody ranks well: the best competitor is at 11-30 and you are not in the
 *                       top 10 (a competitor at 11-20 while you have no ranking is already missing).
 * Keywords where you are ahead, or within 5 positions, are not gaps.
 *
 * Opportunity score (0..100):
 *   gain  = volume × (CTR at the target position − CTR at yours)  (ctr.ts; target: the best
 *           competitor's position for missing/underperforming, position 10 for opportunities)
 *   score = round(100 × min(1, log10(gain + 1) / 4) × (1 − difficulty / 100))
 * so 10,000 clicks a month is the top of the scale, and difficulty 50 is assumed when unknown.
 */
import type { GapFigureOrigin, GapType, KeywordGap } from '@/contract/types/competitor';
import { ctrAt } from './ctr';

export const BEHIND_BY = 5;
export const TOP = 20;
export const OPPORTUNITY_FROM = 11;
export const OPPORTUNITY_TO = 30;
/** A first-page position: the target of an opportunity. */
export const OPPORTUNITY_TARGET = 10;

export interface RankedKeyword {
  keyword: string;
  position: number | null;
  search_volume: number | null;
  difficulty: number | null;
  url: string | null;
  intent: string | null;
}

export interface RankingSet {
  domain: string;
  keywords: RankedKeyword[];
}

export interface OwnRankings {
  /** Keyed by the folded keyword. */
  positions: Map<string, number>;
  /** Set when your export is truncated: below this volume it could not list a keyword. */
  truncated_below_volume: number | null;
}

export const foldKeyword = (keyword: string) => keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The opportunity score of a gap; see the header. */
export function gapScore(
  volume: number | null,
  difficulty: number | null,
  target: number | null,
  current: number | null,
) {
  const gain = volume === null ? 0 : Math.max(0, volume * (ctrAt(target) - ctrAt(current)));
  const ease =
    1 - (difficulty === null || !Number.isFinite(difficulty) ? 50 : Math.min(100, Math.max(0, difficulty))) / 100;
  return { gain: Math.round(gain), score: Math.round(100 * Math.min(1, Math.log10(gain + 1) / 4) * ease) };
}

interface Merged {
  keyword: string;
  best: RankedKeyword & { domain: string };
  ranking: number;
  volume: number | null;
  difficulty: number | null;
  intent: string | null;
}

function mergeCompetitors(competitors: readonly RankingSet[]): Map<string, Merged> {
  const merged = new Map<string, Merged>();
  for (const { domain, keywords } of competitors) {
    for (const keyword of keywords) {
      const key = foldKeyword(keyword.keyword);
      if (!key) continue;
      const current = merged.get(key);
      const entry = { ...keyword, domain };
      if (!current) {
        merged.set(key, {
          intent: keyword.intent,
          keyword: keyword.keyword,
          best: entry,
          ranking: keyword.position !== null && keyword.position <= TOP ? 1 : 0,
          volume: keyword.search_volume,
          difficulty: keyword.difficulty,
        });
        continue;
      }
      if (keyword.position !== null && keyword.position <= TOP) current.ranking += 1;
      if (keyword.position !== null && (current.best.position === null || keyword.position < current.best.position)) {
        current.best = entry;
      }
      current.volume ??= keyword.search_volume;
      current.difficulty ??= keyword.difficulty;
      current.intent ??= keyword.intent;
    }
  }
  return merged;
}

function typeOf(best: number | null, yours: number | null, volume: number | null, own: OwnRankings): GapType | null {
  if (best === null) return null;
  if (yours !== null && best <= TOP && yours - best >= BEHIND_BY) return 'underperforming';
  if (yours === null && best <= TOP) {
    const below = own.truncated_below_volume;
    return below !== null && (volume === null || volume < below) ? 'unknown' : 'missing';
  }
  if (best >= OPPORTUNITY_FROM && best <= OPPORTUNITY_TO && (yours === null || yours > OPPORTUNITY_TARGET)) {
    return 'opportunity';
  }
  return null;
}

const REASONS: Record<GapType, (g: KeywordGap) => string> = {
  missing: (g) => `${g.competitor_domain} ranks ${g.competitor_position}; you have no ranking`,
  underperforming: (g) => `${g.competitor_domain} ranks ${g.competitor_position}; you rank ${g.your_position}`,
  opportunity: (g) =>
    g.your_position === null
      ? `Best competitor ranks only ${g.competitor_position}; you have no ranking`
      : `Best competitor ranks only ${g.competitor_position}; you rank ${g.your_position}`,
  unknown: () => 'Below the smallest volume in your truncated export: it could not list this keyword',
};

/** Gaps between your rankings and the competitors', best opportunity first. */
export function findGaps(competitors: readonly RankingSet[], own: OwnRankings): KeywordGap[] {
  const gaps: KeywordGap[] = [];
  for (const [key, entry] of mergeCompetitors(competitors)) {
    const yours = own.positions.get(key) ?? null;
    const best = entry.best.position;
    const type = typeOf(best, yours, entry.volume, own);
    if (!type) continue;
    const target = type === 'opportunity' ? Math.min(OPPORTUNITY_TARGET, best ?? OPPORTUNITY_TARGET) : best;
    const { gain, score } = gapScore(entry.volume, entry.difficulty, target, yours);
    const gap: KeywordGap = {
      keyword: entry.keyword,
      gap_type: type,
      search_volume: entry.volume,
      volume_origin: 'imported' satisfies GapFigureOrigin,
      competitor_position: best,
      competitor_domain: entry.best.domain,
      competitor_url: entry.best.url,
      competitors_ranking: entry.ranking,
      your_position: yours,
      difficulty: entry.difficulty,
      intent: entry.intent,
      traffic_gain: gain,
      opportunity_score: score,
      reason: '',
    };
    gap.reason = REASONS[type](gap);
    gaps.push(gap);
  }
  return sortGaps(gaps);
}

/** Best score first, then volume, then the keyword (a stable order for equal figures). */
export function sortGaps(gaps: KeywordGap[]): KeywordGap[] {
  return gaps.sort(
    (a, b) =>
      b.opportunity_score - a.opportunity_score ||
      (b.search_volume ?? -1) - (a.search_volume ?? -1) ||
      a.keyword.localeCompare(b.keyword),
  );
}

/**
 * Keywords found on a competitor's crawled pages that are not yours: `opportunity` gaps with no
 * position (a crawl has none) and an estimated volume.
 */
export function crawledGaps(
  domain: string,
  keywords: ReadonlyArray<{ keyword: string; url: string | null; search_volume: number; difficulty: number | null }>,
  yours: ReadonlySet<string>,
): KeywordGap[] {
  const gaps: KeywordGap[] = [];
  for (const keyword of keywords) {
    if (yours.has(foldKeyword(keyword.keyword))) continue;
    const { gain, score } = gapScore(keyword.search_volume, keyword.difficulty, OPPORTUNITY_TARGET, null);
    gaps.push({
      keyword: keyword.keyword,
      gap_type: 'opportunity',
      search_volume: keyword.search_volume,
      volume_origin: 'estimated',
      competitor_position: null,
      competitor_domain: domain,
      competitor_url: keyword.url,
      competitors_ranking: 0,
      your_position: null,
      difficulty: keyword.difficulty,
      intent: null,
      traffic_gain: gain,
      opportunity_score: score,
      reason: `Used on ${domain}'s pages; not among your keywords (position unknown: pages were crawled)`,
    });
  }
  return sortGaps(gaps);
}

/** An untapped opportunity is worth writing for from this score up (about 100 winnable clicks a month at ease 0.5). */
export const UNTAPPED_MIN_SCORE = 20;

export interface UntappedCandidate {
  keyword: string;
  search_volume: number | null;
  difficulty: number | null;
  intent: string | null;
  volume_origin: GapFigureOrigin;
}

/**
 * Keywords of your clustering result that nobody ranks for (no position of yours, no analysed
 * competitor lists them): `opportunity` gaps when reaching position 10 is worth it.
 */
export function untappedGaps(candidates: readonly UntappedCandidate[], ranked: ReadonlySet<string>): KeywordGap[] {
  const gaps: KeywordGap[] = [];
  for (const candidate of candidates) {
    if (ranked.has(foldKeyword(candidate.keyword))) continue;
    const { gain, score } = gapScore(candidate.search_volume, candidate.difficulty, OPPORTUNITY_TARGET, null);
    if (score < UNTAPPED_MIN_SCORE) continue;
    gaps.push({
      keyword: candidate.keyword,
      gap_type: 'opportunity',
      search_volume: candidate.search_volume,
      volume_origin: candidate.volume_origin,
      competitor_position: null,
      competitor_domain: 'none',
      competitor_url: null,
      competitors_ranking: 0,
      your_position: null,
      difficulty: candidate.difficulty,
      intent: candidate.intent,
      traffic_gain: gain,
      opportunity_score: score,
      reason: 'Untapped: in your clustering result, and neither you nor the analysed competitors rank for it',
    });
  }
  return gaps;
}
