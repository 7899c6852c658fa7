/**
 * Which result-page features a query is likely to show, predicted from the query's own words when
 * no ranking export says which it has. One rule per line: the feature, the words that trigger it,
 * why, and what to do to win it. Results are labelled 'Predicted from the query'.
 */
import type { Priority, SerpFeature } from '@/contract/types/datasources';
import { MONTH_NAMES } from '@/contract/vocabulary';
import { isQuestion } from '../text/question';

export interface SerpRule {
  feature: SerpFeature;
  label: string;
  /** Tested against the query in lower case: a regular expression, or the shared question rule. */
  pattern: Pick<RegExp, 'test'>;
  why: string;
  action: string;
  impact: Priority;
  effort: Priority;
}

const QUESTION = { test: (query: string) => isQuestion(query) };
const MONTHS = MONTH_NAMES.join('|').toLowerCase();

export const SERP_RULES: readonly SerpRule[] = [
  {
    feature: 'featured_snippet',
    label: 'Featured snippet',
    pattern: QUESTION,
    why: 'Questions get a direct answer above the results',
    action: 'Answer the question in 40-60 words right under a heading that repeats it',
    impact: 'high',
    effort: 'low',
  },
  {
    feature: 'people_also_ask',
    label: 'People also ask',
    pattern: QUESTION,
    why: 'Questions bring a box of related questions',
    action: 'Add an FAQ section answering the related questions, each under its own heading',
    impact: 'medium',
    effort: 'low',
  },
  {
    feature: 'local_pack',
    label: 'Local pack',
    pattern: /\b(near me|nearby|near|open now|closest|local|directions)\b/u,
    why: 'Local modifiers show the map and three businesses',
    action: 'Complete the Google Business Profile and add location pages with address and opening hours',
    impact: 'high',
    effort: 'medium',
  },
  {
    feature: 'shopping',
    label: 'Shopping',
    pattern: /\b(buy|price|prices|pricing|cheap|deal|deals|discount|sale|cost|order|shop|coupon|for sale)\b/u,
    why: 'Product and price words show product listings',
    action: 'Add Product structured data with price and availability, and a Merchant Center feed',
    impact: 'high',
    effort: 'medium',
  },
  {
    feature: 'video',
    label: 'Video',
    pattern: /\bhow to\b|\b(tutorial|video|diy|step by step)\b/u,
    why: "'How to' queries show video results",
    action: 'Publish a short how-to video with chapters and embed it on the page with VideoObject data',
    impact: 'medium',
    effort: 'high',
  },
  {
    feature: 'images',
    label: 'Images',
    pattern: /\b(ideas|pictures|pics|photos|images|inspiration|examples|designs?)\b/u,
    why: "'Ideas' and 'pictures' queries show an image pack",
    action: 'Use original images with descriptive file names and alt text near the matching text',
    impact: 'medium',
    effort: 'medium',
  },
  {
    feature: 'top_stories',
    label: 'Top stories',
    pattern: new RegExp(`\\b(news|latest|today|this week|update|updates|20\\d\\d|${MONTHS})\\b`, 'u'),
    why: "Dates and 'news' show fresh articles",
    action: 'Publish dated, updated articles with Article structured data and a visible last-updated date',
    impact: 'medium',
    effort: 'medium',
  },
  {
    feature: 'reviews',
    label: 'Reviews',
    pattern: /\b(best|review|reviews|vs|versus|compare|comparison|top \d+|alternatives?)\b/u,
    why: 'Comparisons show review stars',
    action: 'Add genuine reviews with Review or AggregateRating structured data',
    impact: 'medium',
    effort: 'medium',
  },
];

/** Features the rules predict for a query, in table order, without repeats. */
export function predictFeatures(query: string): SerpFeature[] {
  const text = query.toLowerCase();
  return [...new Set(SERP_RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.feature))];
}

export const ruleFor = (feature: SerpFeature): SerpRule | undefined =>
  SERP_RULES.find((rule) => rule.feature === feature);
