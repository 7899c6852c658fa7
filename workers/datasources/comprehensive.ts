/**
 * The comprehensive analysis (spec 001 §2.1): insights and recommendations derived by the written
 * rules below from what each source returned. Confidence reflects how much of a source was
 * imported (a measurement) rather than estimated or predicted.
 */
import type {
  BingResearchResponse,
  ComprehensiveResponse,
  Insight,
  Priority,
  Recommendation,
  SearchConsoleAnalysis,
  SerpFeaturesResponse,
} from '@/contract/types/datasources';
import { keywordKey } from '../imports/keyword';

/** Confidence of a fully imported source, and of a fully estimated one; a mix sits in between. */
export const IMPORTED_CONFIDENCE = 90;
export const ESTIMATED_CONFIDENCE = 35;
/** Predicting features from the query's words is better than a guess, worse than an export. */
export const PREDICTED_CONFIDENCE = 55;

export function confidenceOf(importedShare: number, floor = ESTIMATED_CONFIDENCE): number {
  return Math.round(floor + (IMPORTED_CONFIDENCE - floor) * Math.min(1, Math.max(0, importedShare)));
}

export interface ComprehensiveInput {
  domain: string;
  keywords: string[];
  searchConsole?: SearchConsoleAnalysis;
  bing?: BingResearchResponse;
  serp?: SerpFeaturesResponse;
}

const quote = (items: readonly string[], max = 3) =>
  items
    .slice(0, max)
    .map((item) => `'${item}'`)
    .join(', ');
const number = (value: number) => value.toLocaleString('en-US');

function searchConsoleRules(sc: SearchConsoleAnalysis, keywords: readonly string[]) {
  const imported = sc.data_source === 'search_console_export';
  const confidence = confidenceOf(imported ? 1 : 0);
  const basis = imported ? 'Search Console export' : 'Estimated';
  const insights: Insight[] = [];
  const recommendations: Recommendation[] = [];
  const { summary } = sc;
  insights.push({
    type: 'performance',
    confidence,
    basis,
    message: `${number(summary.total_clicks)} clicks from ${number(summary.total_impressions)} impressions (${summary.average_ctr}% CTR), average position ${summary.average_position}.`,
  });

  // Estimated positions say nothing about this site's pages: no page-level advice from them.
  if (!imported) {
    recommendations.push({
      category: 'Data',
      priority: 'high',
      action: `Import the Search Console export for ${sc.domain} to replace the estimates with your real clicks and positions.`,
      expected_impact: 'Insights from measured data instead of estimates.',
    });
    return { insights, recommendations };
  }

  const striking = sc.opportunities.filter((row) => row.striking_distance);
  if (striking.length > 0) {
    const gain = striking.reduce((sum, row) => sum + row.clicks_at_position_3, 0);
    const top = [...striking].sort((a, b) => b.impressions - a.impressions);
    insights.push({
      type: 'striking_distance',
      confidence,
      basis,
      message: `${striking.length} non-brand ${striking.length === 1 ? 'query ranks' : 'queries rank'} at positions 4-20, led by ${quote(top.map((row) => row.query))}.`,
    });
    recommendations.push({
      category: 'Content',
      priority: striking.length >= 5 ? 'high' : 'medium',
      action: `Improve the pages ranking for ${quote(top.map((row) => row.query))}: cover the query fully in the title, headings and body, and link to them internally.`,
      expected_impact: `About ${number(gain)} more clicks a period if they reach position 3.`,
    });
  }

  const missed = sc.opportunities.filter((row) => row.missed_clicks > 0 && row.position <= 10);
  const missedTotal = missed.reduce((sum, row) => sum + row.missed_clicks, 0);
  if (missedTotal > 0) {
    insights.push({
      type: 'click_through_rate',
      confidence,
      basis,
      message: `${missed.length} page-one ${missed.length === 1 ? 'query earns' : 'queries earn'} fewer clicks than the site's own CTR curve expects: ${number(missedTotal)} clicks missed.`,
    });
    recommendations.push({
      category: 'Click-through rate',
      priority: missedTotal >= 100 ? 'high' : 'medium',
      action: `Rewrite the titles and meta descriptions shown for ${quote(missed.map((row) => row.query))}.`,
      expected_impact: `Up to ${number(missedTotal)} more clicks a period at the expected CTR.`,
    });
  }

  if (sc.cannibalisation.length > 0) {
    insights.push({
      type: 'cannibalisation',
      confidence,
      basis,
      message: `${sc.cannibalisation_total} ${sc.cannibalisation_total === 1 ? 'query splits' : 'queries split'} clicks between two or more pages.`,
    });
    recommendations.push({
      category: 'Technical SEO',
      priority: 'medium',
      action: `Pick one page for ${quote(sc.cannibalisation.map((row) => row.query))} and merge, redirect or differentiate the others.`,
      expected_impact: 'One stronger page per query instead of several splitting its clicks.',
    });
  }

  const seen = new Set(sc.opportunities.map((row) => keywordKey(row.query)));
  const unseen = keywords.filter((keyword) => !seen.has(keywordKey(keyword)));
  if (unseen.length > 0) {
    insights.push({
      type: 'content_gap',
      confidence,
      basis,
      message: `${unseen.length} of your ${keywords.length} keywords ${unseen.length === 1 ? 'has' : 'have'} no impressions in the Search Console export.`,
    });
    recommendations.push({
      category: 'Content',
      priority: unseen.length * 2 >= keywords.length ? 'high' : 'medium',
      action: `Create or extend pages targeting ${quote(unseen)}.`,
      expected_impact: 'New impressions for queries the site does not show for yet.',
    });
  }
  return { insights, recommendations };
}

function bingRules(bing: BingResearchResponse) {
  const share = bing.summary.total_keywords ? bing.imported_keywords / bing.summary.total_keywords : 0;
  const confidence = confidenceOf(share);
  const basis =
    share === 1 ? 'Keyword Planner export' : share > 0 ? 'Keyword Planner export and estimates' : 'Estimated';
  const { summary } = bing;
  const insights: Insight[] = [
    {
      type: 'paid_search',
      confidence,
      basis,
      message: `${summary.total_keywords} Bing keyword ideas average ${number(summary.avg_monthly_searches)} searches a month at a $${summary.avg_suggested_bid.toFixed(2)} suggested bid; ${summary.high_competition_keywords} are highly contested.`,
    },
  ];
  const open = bing.data.keywords.filter((keyword) => keyword.competition !== 'High').slice(0, 3);
  const recommendations: Recommendation[] = open.length
    ? [
        {
          category: 'Paid search',
          priority: summary.high_competition_keywords * 2 > summary.total_keywords ? 'high' : 'medium',
          action: `Start Bing campaigns with the less contested keywords ${quote(open.map((keyword) => keyword.keyword))}.`,
          expected_impact: `Reach up to ${number(open.reduce((sum, k) => sum + k.avg_monthly_searches, 0))} monthly searches at lower bids.`,
        },
      ]
    : [];
  return { insights, recommendations };
}

function serpRules(serp: SerpFeaturesResponse) {
  const share = serp.data.keywords.length ? serp.imported_keywords / serp.data.keywords.length : 0;
  const confidence = confidenceOf(share, PREDICTED_CONFIDENCE);
  const basis =
    share === 1
      ? 'Semrush export'
      : share > 0
        ? 'Semrush export and predicted from the query'
        : 'Predicted from the query';
  const insights: Insight[] = [
    {
      type: 'serp_features',
      confidence,
      basis,
      message: `${serp.summary.total_features_detected} result-page features across your keywords; ${serp.summary.high_priority_opportunities} high-priority ${serp.summary.high_priority_opportunities === 1 ? 'opportunity' : 'opportunities'}.`,
    },
  ];
  const recommendations: Recommendation[] = serp.data.optimization_opportunities.slice(0, 3).map((opportunity) => ({
    category: 'SERP features',
    priority: opportunity.priority,
    action: `${opportunity.label}: ${opportunity.action} (${quote(opportunity.target_keywords, 2)}).`,
    expected_impact: `${opportunity.estimated_impact[0].toUpperCase()}${opportunity.estimated_impact.slice(1)} impact for ${opportunity.effort_required} effort.`,
  }));
  return { insights, recommendations };
}

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

export function comprehensiveAnalysis(input: ComprehensiveInput): ComprehensiveResponse {
  const sources: string[] = [];
  const parts: { insights: Insight[]; recommendations: Recommendation[] }[] = [];
  if (input.searchConsole) {
    const imported = input.searchConsole.data_source === 'search_console_export';
    sources.push(imported ? 'Search Console (imported export)' : 'Search Console (estimated: nothing imported)');
    parts.push(searchConsoleRules(input.searchConsole, input.keywords));
  }
  if (input.bing) {
    const all = input.bing.imported_keywords === input.bing.summary.total_keywords && input.bing.imported_keywords > 0;
    sources.push(
      all
        ? 'Bing Ads (Keyword Planner export)'
        : input.bing.imported_keywords > 0
          ? `Bing Ads (${input.bing.imported_keywords} keywords from your Keyword Planner export, the rest estimated)`
          : 'Bing Ads (estimated)',
    );
    parts.push(bingRules(input.bing));
  }
  if (input.serp) {
    sources.push(
      input.serp.imported_keywords > 0
        ? `SERP features (${input.serp.imported_keywords} keywords from your Semrush export${input.serp.data_source === 'predicted' ? ', the rest predicted from the query' : ''})`
        : 'SERP features (predicted from the query)',
    );
    parts.push(serpRules(input.serp));
  }
  return {
    domain: input.domain,
    data_sources: sources,
    insights: parts.flatMap((part) => part.insights),
    recommendations: parts
      .flatMap((part) => part.recommendations)
      .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]),
  };
}
