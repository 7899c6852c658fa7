/**
 * SERP features per keyword: from a Semrush Positions export's 'SERP Features by Keyword' column
 * when one is imported (serpImport.ts), else predicted by the rules in serpRules.ts. Then the optimisation
 * opportunities (spec 001 §2.1: 8 on screen, 5 keywords each).
 */
import type {
  KeywordSerpFeatures,
  Priority,
  SerpFeature,
  SerpFeaturesResponse,
  SerpOpportunity,
} from '@/contract/types/datasources';
import { keywordKey } from '../imports/keyword';
import { predictFeatures, ruleFor } from './serpRules';

export const MAX_OPPORTUNITIES = 8;
export const MAX_TARGET_KEYWORDS = 5;

const LABELS: Record<SerpFeature, string> = {
  featured_snippet: 'Featured snippet',
  people_also_ask: 'People also ask',
  local_pack: 'Local pack',
  shopping: 'Shopping',
  video: 'Video',
  images: 'Images',
  top_stories: 'Top stories',
  reviews: 'Reviews',
  sitelinks: 'Sitelinks',
  ai_overview: 'AI overview',
};

/** What to do for the features the rules do not predict (they only come from an export). */
const EXPORT_ONLY: Partial<Record<SerpFeature, { action: string; impact: Priority; effort: Priority }>> = {
  sitelinks: { action: 'Give the site a clear menu and descriptive internal links', impact: 'low', effort: 'low' },
  ai_overview: {
    action: 'State facts plainly with sources so the AI overview can cite the page',
    impact: 'high',
    effort: 'medium',
  },
};

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/** High when a high-impact feature shows for two or more keywords; low when it shows for one. */
function priorityOf(impact: Priority, keywords: number): Priority {
  if (keywords >= 2 && impact === 'high') return 'high';
  return keywords >= 2 || impact === 'high' ? 'medium' : 'low';
}

export function analyseSerpFeatures(
  keywords: readonly string[],
  imported: readonly KeywordSerpFeatures[],
): SerpFeaturesResponse {
  const known = new Map(imported.map((row) => [keywordKey(row.keyword), row]));
  const perKeyword: KeywordSerpFeatures[] = keywords.map((keyword) => {
    const row = known.get(keywordKey(keyword));
    return row ? { ...row, keyword } : { keyword, features: predictFeatures(keyword), source: 'predicted' };
  });
  const byFeature = new Map<SerpFeature, string[]>();
  for (const row of perKeyword)
    for (const feature of row.features) byFeature.set(feature, [...(byFeature.get(feature) ?? []), row.keyword]);

  const opportunities: SerpOpportunity[] = [...byFeature.entries()].map(([feature, targets]) => {
    const rule = ruleFor(feature) ?? EXPORT_ONLY[feature];
    const impact = rule?.impact ?? 'medium';
    return {
      opportunity_type: feature,
      label: LABELS[feature],
      priority: priorityOf(impact, targets.length),
      estimated_impact: impact,
      effort_required: rule?.effort ?? 'medium',
      target_keywords: targets.slice(0, MAX_TARGET_KEYWORDS),
      action: rule?.action ?? `Shape the page for the ${LABELS[feature]} result`,
    };
  });
  opportunities.sort(
    (a, b) =>
      PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
      (byFeature.get(b.opportunity_type)?.length ?? 0) - (byFeature.get(a.opportunity_type)?.length ?? 0),
  );
  const shown = opportunities.slice(0, MAX_OPPORTUNITIES);
  const importedCount = perKeyword.filter((row) => row.source === 'semrush_export').length;
  return {
    summary: {
      total_features_detected: byFeature.size,
      high_opportunity_features: opportunities.filter((o) => o.estimated_impact === 'high').length,
      optimization_opportunities: opportunities.length,
      high_priority_opportunities: opportunities.filter((o) => o.priority === 'high').length,
    },
    data: { optimization_opportunities: shown, keywords: perKeyword },
    data_source: importedCount === perKeyword.length && perKeyword.length > 0 ? 'semrush_export' : 'predicted',
    imported_keywords: importedCount,
  };
}
