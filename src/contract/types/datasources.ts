/**
 * Wire types of the Advanced Data Sources routes (spec 001 §2.1, §3, §7): Search Console from the
 * user's own exports, Bing Ads research, SERP features and the comprehensive analysis. Wire names
 * are snake_case. Rates on the wire are percentages (0..100), as the panels show them.
 */

/** Spec 001 §9: the analysis periods. */
export type DateRange = '7d' | '30d' | '90d' | '365d';

/** The sheets of a Search Console Performance export, plus a query+page export (API, Search Analytics for Sheets). */
export type SearchConsoleSheet =
  'queries' | 'pages' | 'countries' | 'devices' | 'dates' | 'search_appearance' | 'filters' | 'query_pages';

/** One row's figures as Search Console reports them; `ctr` is a fraction 0..1 in stored data. */
export interface SearchFigures {
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

export interface ScQueryRow extends SearchFigures {
  query: string;
}
export interface ScPageRow extends SearchFigures {
  page: string;
}
export interface ScDateRow extends SearchFigures {
  /** ISO date, yyyy-mm-dd. */
  date: string;
}
/** A row of Countries, Devices or Search appearance: the dimension's value and its figures. */
export interface ScDimensionRow extends SearchFigures {
  name: string;
}
export interface ScQueryPageRow extends SearchFigures {
  query: string;
  page: string;
}

/** What one imported file holds, as stored in `source_imports.payload` (kind 'search-console'). */
export interface SearchConsoleData {
  /** Interface language of the headers ('English', 'French', ...), or 'API' for lower-case API names. */
  language: string;
  sheets: SearchConsoleSheet[];
  queries: ScQueryRow[];
  pages: ScPageRow[];
  dates: ScDateRow[];
  countries: ScDimensionRow[];
  devices: ScDimensionRow[];
  search_appearance: ScDimensionRow[];
  query_pages: ScQueryPageRow[];
  /** Filters.csv: [filter, value] pairs, e.g. ['Date', 'Last 3 months']. */
  filters: [string, string][];
}

export interface ImportedPeriod {
  start: string;
  end: string;
  days: number;
}

/** POST /api/advanced-data-sources/search-console/import: `property` is the Search Console property typed. */
export type SearchConsoleImportRequest = { file: Blob; file_name?: string; property: string } | FormData;

export interface SearchConsoleImportResponse {
  import_id: string;
  /** The property as stored (host form, e.g. 'example.com'). */
  property: string;
  file_name: string;
  language: string;
  sheets: { sheet: SearchConsoleSheet; rows: number }[];
  period: ImportedPeriod | null;
  /** What was imported, in one sentence; plus any caveat (a lone Queries.csv names no site). */
  message: string;
}

export type SearchConsoleDataSource = 'search_console_export' | 'estimated';

/** One query as the result panel lists it; `ctr` in percent. */
export interface ScQueryResult {
  query: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

/** A query with what the site's own CTR-by-position says it should earn. Rates in percent. */
export interface QueryOpportunity extends ScQueryResult {
  expected_ctr: number;
  /** impressions × (expected CTR − actual CTR), never below 0. */
  missed_clicks: number;
  /** Position 4 to 20 and not a brand query. */
  striking_distance: boolean;
  /** Extra clicks a move to position 3 would bring at the site's own position-3 CTR. */
  clicks_at_position_3: number;
  brand: boolean;
  cluster_id: string | null;
  cluster_name: string | null;
}

export interface CannibalisedPage {
  page: string;
  clicks: number;
  impressions: number;
  position: number;
}

/** A query where two or more of the site's pages each earn clicks. */
export interface Cannibalisation {
  query: string;
  pages: CannibalisedPage[];
  total_clicks: number;
  /** Share of the query's clicks the best page earns, in percent. */
  top_page_share: number;
  cluster_name: string | null;
}

/** How expected CTR per position was found. */
export interface CtrModel {
  /** Positions 1..20 and their expected CTR in percent, and whether each came from the site's data. */
  points: { position: number; ctr: number; fitted: boolean }[];
  fitted_positions: number;
  fallback: string;
}

export interface SearchConsoleAnalysis {
  domain: string;
  date_range: DateRange;
  data_source: SearchConsoleDataSource;
  /** 'Imported from your Search Console export (dates)', or the mock-data note when nothing is imported. */
  note: string;
  /** The dates the figures cover; null without Dates.csv (or with nothing imported). */
  period: ImportedPeriod | null;
  /** Set when the import does not match the requested period: which period it covers. */
  period_note: string | null;
  /** Where the totals come from, e.g. 'Dates.csv, last 30 days' or 'the queries listed in Queries.csv'. */
  totals_from: string;
  summary: {
    total_clicks: number;
    total_impressions: number;
    /** Percent. */
    average_ctr: number;
    average_position: number;
    total_queries: number;
  };
  data: { queries: ScQueryResult[] };
  opportunities: QueryOpportunity[];
  /** The queries with most clicks first, at most 500 (MAX_CANNIBALISATION). */
  cannibalisation: Cannibalisation[];
  /** How many queries are cannibalised in all. */
  cannibalisation_total: number;
  has_query_pages: boolean;
  ctr_model: CtrModel;
  /** Brand terms used to leave brand queries out of the striking-distance list. */
  brand_terms: string[];
  /** The clustering result the queries were mapped to, if any. */
  result_id: string | null;
  imports: { file_name: string; created_at: string; sheets: SearchConsoleSheet[] }[];
}

// ---- Bing Ads research --------------------------------------------------------------------------

/** Spec 001 §2.1 locations. */
export type BingLocation = 'US' | 'CA' | 'UK' | 'DE' | 'FR';

export interface BingResearchRequest {
  seed_keywords: string[];
  location: BingLocation;
}

export type BingCompetition = 'High' | 'Medium' | 'Low';
export type BingDataSource = 'microsoft_advertising_export' | 'estimated';

export interface BingKeyword {
  keyword: string;
  avg_monthly_searches: number;
  competition: BingCompetition;
  /** In the export's currency, or estimated dollars. */
  suggested_bid: number;
  data_source: BingDataSource;
}

export interface BingResearchResponse {
  summary: {
    total_keywords: number;
    avg_monthly_searches: number;
    avg_suggested_bid: number;
    high_competition_keywords: number;
  };
  data: { keywords: BingKeyword[] };
  /** 'estimated' when any figure shown is an estimate. */
  data_source: BingDataSource;
  /** How many of the keywords carry real figures from an uploaded Keyword Planner export. */
  imported_keywords: number;
}

export type PlannerImportRequest = { file: Blob; file_name?: string } | FormData;

export interface PlannerImportResponse {
  import_id: string;
  file_name: string;
  keywords: number;
  message: string;
}

// ---- SERP features ----------------------------------------------------------------------------

export interface SerpFeaturesRequest {
  keywords: string[];
  location?: string;
}

export type SerpFeature =
  | 'featured_snippet'
  | 'people_also_ask'
  | 'local_pack'
  | 'shopping'
  | 'video'
  | 'images'
  | 'top_stories'
  | 'reviews'
  | 'sitelinks'
  | 'ai_overview';

export type SerpFeatureSource = 'semrush_export' | 'predicted';
export type Priority = 'high' | 'medium' | 'low';

export interface KeywordSerpFeatures {
  keyword: string;
  features: SerpFeature[];
  source: SerpFeatureSource;
}

export interface SerpOpportunity {
  opportunity_type: SerpFeature;
  /** The feature's name as people say it ('Featured snippet'). */
  label: string;
  priority: Priority;
  estimated_impact: Priority;
  effort_required: Priority;
  /** Spec 001 §9: at most 5 affected keywords per optimization. */
  target_keywords: string[];
  /** What to do to win it. */
  action: string;
}

export interface SerpFeaturesResponse {
  summary: {
    total_features_detected: number;
    high_opportunity_features: number;
    optimization_opportunities: number;
    high_priority_opportunities: number;
  };
  data: { optimization_opportunities: SerpOpportunity[]; keywords: KeywordSerpFeatures[] };
  /** 'predicted' when any keyword's features were predicted from the query text. */
  data_source: SerpFeatureSource;
  /** How many keywords came from an imported Semrush Positions export. */
  imported_keywords: number;
}

export type SerpImportRequest = { file: Blob; file_name?: string } | FormData;

// ---- Comprehensive analysis ----------------------------------------------------------------------

export interface ComprehensiveRequest {
  domain: string;
  keywords: string[];
  include_search_console: boolean;
  include_bing_ads: boolean;
  include_serp_features: boolean;
}

export interface Insight {
  type: string;
  /** 0..100: how much of what it rests on was imported rather than estimated. */
  confidence: number;
  message: string;
  /** Where it comes from: 'Search Console export', 'Estimated', 'Predicted from the query'. */
  basis: string;
}

export interface Recommendation {
  category: string;
  priority: Priority;
  action: string;
  expected_impact: string;
}

export interface ComprehensiveResponse {
  domain: string;
  /** The sources actually used, with whether each was imported or estimated. */
  data_sources: string[];
  insights: Insight[];
  recommendations: Recommendation[];
}
