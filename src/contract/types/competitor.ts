/**
 * Competitor Analysis (spec 000 §2, §3, §7): keyword gaps from ranking exports the user already has
 * (Semrush Organic Positions, Ahrefs Organic keywords), or from a crawl of the competitor's pages.
 */

/**
 * missing: a competitor ranks 1-20 and you have no ranking; underperforming: you both rank and you
 * are 5+ positions behind; opportunity: nobody ranks well (best competitor 11-30 and you not in the
 * top 10, keywords found on a crawled competitor page, or untapped keywords of yours); unknown: your
 * export could not contain it (below the smallest volume of a truncated export).
 */
export type GapType = 'missing' | 'underperforming' | 'opportunity' | 'unknown';

/** Whether a figure was read from the user's files or computed by a stated rule. */
export type GapFigureOrigin = 'imported' | 'estimated';

export type KeywordGap = {
  keyword: string;
  gap_type: GapType;
  search_volume: number | null;
  volume_origin: GapFigureOrigin;
  /** Best position among the competitors, as imported; null when it is not known (never invented). */
  competitor_position: number | null;
  /** The competitor holding that position (or whose pages use the keyword). */
  competitor_domain: string;
  competitor_url: string | null;
  /** How many of the analysed competitors rank 1-20 for it. */
  competitors_ranking: number;
  /** Your position, as imported; null when you have none or it is not known. */
  your_position: number | null;
  difficulty: number | null;
  /** Search intent as the export states it (Semrush 'Keyword Intents'), else null. */
  intent: string | null;
  /** Estimated monthly clicks you could win: volume × (CTR at the target position − CTR at yours). */
  traffic_gain: number | null;
  /** 0..100: traffic gain on a log scale (10,000 clicks = 100) × ease (1 − difficulty/100). */
  opportunity_score: number;
  /** Why it got its type, in words. */
  reason: string;
};

export type OpportunityBrief = {
  intent: string;
  target_keywords: string[];
  questions: string[];
  headings: string[];
};

export type ContentOpportunity = {
  topic: string;
  priority: 'High' | 'Medium' | 'Low';
  suggested_title: string;
  /**
   * Set when the head keyword looks for one person, brand or site (a navigational query): the title
   * is then its plain words, and this says why a page about it may not be what searchers want.
   * Absent in analyses saved before it existed.
   */
  title_note?: string | null;
  /** The brief in one paragraph (the spec's field); `brief` has its parts. */
  content_brief: string;
  brief: OpportunityBrief;
  target_keywords: string[];
  total_search_volume: number;
  volume_origin: GapFigureOrigin;
  /** 0..100, shown as a percent: the volume-weighted mean of its gaps' opportunity scores. */
  opportunity_score: number;
};

export type CompetitorProfile = {
  domain: string;
  /** 'rankings': an attached export; 'crawl': keywords extracted from its pages. */
  source: 'rankings' | 'crawl';
  file_name: string | null;
  total_keywords: number;
  /** Σ volume × CTR at each position (an estimate; null for a crawl, which has no positions). */
  estimated_traffic: number | null;
};

export type CtrCurve = { name: string; source: string; ctr_by_position: number[]; beyond_top_10: string };

export type CompetitorAnalysis = {
  id: string;
  competitor_domain: string;
  competitor_profile: { total_keywords: number; estimated_traffic: number | null };
  competitors: CompetitorProfile[];
  /** Where your side came from. */
  own_source: 'rankings' | 'search_console' | 'clustering_result' | 'keywords' | 'none';
  keyword_gaps: KeywordGap[];
  content_opportunities: ContentOpportunity[];
  gap_counts: Record<GapType, number>;
  ctr_curve: CtrCurve;
  /** Things the user should know about the inputs (a truncated export, a failed crawl). */
  notes: string[];
  processing_time: number;
  created_at: string;
};

export type CompetitorInput = {
  url: string;
  /** An attached ranking export (POST /api/competitor-rankings); without one the site is crawled. */
  rankings_import_id?: string | null;
};

export type CompetitorAnalysisRequest = {
  /** The spec's single competitor; the first of `competitors` when both are given. */
  competitor_url: string;
  target_location?: string;
  /** Your keywords, one per entry. */
  user_keywords?: string[];
  analyze_gaps?: boolean;
  generate_opportunities?: boolean;
  /** Up to 5 competitors (beyond the spec). */
  competitors?: CompetitorInput[];
  /** Your own Positions / Organic keywords / Search Console queries export. */
  own_rankings_import_id?: string | null;
  /** Add the current clustering result's keywords to yours. */
  use_clustering_result?: boolean;
};

export type RankingsRole = 'competitor' | 'own';

export type UploadRankingsRequest = { file: Blob; file_name?: string; role: RankingsRole; subject?: string };

export type RankingsImport = {
  import_id: string;
  file_name: string;
  /** What was detected, e.g. 'Semrush Positions'. */
  format_label: string;
  keyword_count: number;
  rows: number;
  /** The smallest search volume in the file, when it has volumes. */
  min_volume: number | null;
  /** The row count is a round export limit, so the file probably stops short of every ranking. */
  truncated: boolean;
};
