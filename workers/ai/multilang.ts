// Multi-language potential of the first keywords: word-by-word dictionary translations, and a
// market opportunity per language estimated from published audience and web-content figures
// combined with the keywords' own volumes and competition.
import type { KeywordCompetition } from '@/contract/types/clustering';
import { AI_CAPS, type LanguageAnalysis, type MultiLanguageResponse, type TargetLanguage } from '@/contract/types/ai';
import { DICTIONARY_ATTRIBUTION, translateKeyword, type Dictionary } from './dictionary';
import { ENGLISH, FIGURES_SOURCE, MARKETS } from './markets';
import { clamp, round } from './stats';

/** Spec 001 §9. */
export const MULTILANG_KEYWORDS = 10;
/** A market opportunity score from here on is a high one. */
export const HIGH_OPPORTUNITY = 70;

const COMPETITION_LEVEL: Record<KeywordCompetition, number | null> = {
  LOW: 0.33,
  MEDIUM: 0.66,
  HIGH: 1,
  UNKNOWN: null,
};

export interface MultiLanguageKeyword {
  text: string;
  search_volume: number | null;
  competition: KeywordCompetition;
}

/**
 * Opportunity 0..100 (Estimated):
 *   audience   = users(lang) / users(en)                                  how many can search in it
 *   openness   = audience / (content share(lang) / content share(en))     users per page vs English;
 *                                                                         above 1: less crowded
 *   score = 100 × (0.4 × min(1, audience / 0.35) + 0.4 × min(1, openness / 3) + 0.2 × coverage)
 * `coverage` is the share of keywords the dictionary translates in full: a market the dictionary
 * cannot reach yet is less of a ready opportunity.
 */
function opportunity(audience: number, openness: number, coverage: number): number {
  return Math.round(100 * (0.4 * Math.min(1, audience / 0.35) + 0.4 * Math.min(1, openness / 3) + 0.2 * coverage));
}

export function multiLanguageAnalysis(
  keywords: MultiLanguageKeyword[],
  languages: readonly TargetLanguage[],
  dictionaries: Partial<Record<TargetLanguage, Dictionary>>,
  basis: string,
): MultiLanguageResponse {
  const chosen = keywords.slice(0, MULTILANG_KEYWORDS);
  const knownVolumes = chosen.flatMap((k) => (k.search_volume === null ? [] : [k.search_volume]));
  const sourceVolume = knownVolumes.length ? knownVolumes.reduce((s, v) => s + v, 0) : null;
  const levels = chosen.flatMap((k) => {
    const level = COMPETITION_LEVEL[k.competition];
    return level === null ? [] : [level];
  });
  const sourceCompetition = levels.length ? levels.reduce((s, v) => s + v, 0) / levels.length : null;

  const analyses: LanguageAnalysis[] = [];
  const missing: TargetLanguage[] = [];
  for (const language of languages) {
    const dictionary = dictionaries[language];
    if (!dictionary) {
      missing.push(language);
      continue;
    }
    const market = MARKETS[language];
    const translated = chosen.map((k) => translateKeyword(k.text, dictionary, language));
    const coverage = chosen.length ? translated.filter((t) => t.status === 'translated').length / chosen.length : 0;
    const audience = market.internet_users_millions / ENGLISH.internet_users_millions;
    const crowding = market.content_share_percent / ENGLISH.content_share_percent;
    const openness = audience / crowding;
    analyses.push({
      source_language: 'en',
      target_language: language,
      language_name: market.name,
      market_opportunity_score: opportunity(audience, openness, coverage),
      internet_users_millions: market.internet_users_millions,
      content_share_percent: market.content_share_percent,
      figures_source: FIGURES_SOURCE,
      translated_keywords: translated,
      dictionary_coverage: round(coverage),
      cultural_insights: market.cultural_insights.slice(0, AI_CAPS.culturalInsights),
      // Competition scales with how many pages exist per searcher (crowding / audience).
      competition_analysis: {
        average_competition: sourceCompetition === null ? null : round(clamp(sourceCompetition / openness, 0, 1)),
      },
      search_volume_comparison: {
        volume_ratio: round(audience, 3),
        source_volume: sourceVolume,
        estimated_volume: sourceVolume === null ? null : Math.round(sourceVolume * audience),
      },
    });
  }
  const scores = analyses.map((a) => a.market_opportunity_score);
  return {
    based_on: basis,
    summary: {
      languages_analyzed: analyses.length,
      total_translated_keywords: analyses.reduce(
        (s, a) => s + a.translated_keywords.filter((t) => t.status !== 'untranslated').length,
        0,
      ),
      average_opportunity_score: scores.length ? Math.round(scores.reduce((s, v) => s + v, 0) / scores.length) : 0,
      high_opportunity_markets: scores.filter((s) => s >= HIGH_OPPORTUNITY).length,
    },
    language_analyses: analyses,
    missing_dictionaries: missing,
    attribution: DICTIONARY_ATTRIBUTION,
  };
}
