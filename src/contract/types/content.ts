/**
 * Wire types of the Content Strategy area (spec 001 §2.3, §3 'Content strategy result', §7
 * `/api/content-strategy/...`): a content plan computed from the current clustering result.
 * Declared with `type` (not `interface`) so they are JSON values the derived store can keep.
 */
import type { KeywordCompetition, SearchIntent } from './clustering';

export type ContentPriority = 'high' | 'medium' | 'low';

/** A pillar page covers a topic of 2+ clusters; the other types follow the cluster's intent. */
export type ContentType = 'Pillar page' | 'Guide' | 'Comparison' | 'Product/landing page' | 'Local page';

/** Every tool is asked for one result; the calendar also takes the team's capacity. */
export type ContentToolRequest = { result_id: string };

export type CalendarRequest = ContentToolRequest & {
  /** Pages the team can publish per week, 1..50 (default 2). */
  pages_per_week?: number;
  /** First publishing day, YYYY-MM-DD (default today). */
  start_date?: string;
};

export type CalendarEntry = {
  /** `pillar:<topic id>` or `cluster:<cluster id>`: unique in the plan. */
  id: string;
  kind: 'pillar' | 'cluster';
  /** The cluster the page targets; null for a pillar page. */
  cluster_id: string | null;
  topic_id: string;
  topic_name: string;
  title: string;
  priority: ContentPriority;
  /** YYYY-MM-DD */
  planned_date: string;
  content_type: ContentType;
  intent: SearchIntent;
  /** Highest volume first. */
  target_keywords: string[];
  estimated_word_count: number;
  assigned_to: string;
  /** Known volume of the page's keywords; null when none has one. */
  search_volume: number | null;
  /** Volume-weighted opportunity 0..100; null without figures. */
  opportunity_score: number | null;
};

export type ContentCalendar = {
  generated_at: string;
  result_id: string;
  pages_per_week: number;
  start_date: string;
  calendar_entries: CalendarEntry[];
  total_entries: number;
  months_covered: number;
  /** Entries per month covered, one decimal. */
  content_per_month: number;
  /** Clusters left out: one keyword and no known volume. */
  skipped_clusters: number;
  /** The written rule behind `estimated_word_count`. */
  word_count_rule: string;
};

/** An iCalendar (RFC 5545) file of the calendar. */
export type CalendarFile = { file_name: string; mime_type: string; content: string };

export type LinkRelation = 'to_pillar' | 'from_pillar' | 'related';

export type LinkSuggestion = {
  id: string;
  source_id: string;
  target_id: string;
  source_page: string;
  target_page: string;
  relation: LinkRelation;
  /** 0..1; shown as a percent match. */
  relevance_score: number;
  suggested_anchor_text: string;
  link_context: string;
};

/** `similarity`: the clustering engine's cluster relations; `shared_terms`: their fallback. */
export type LinkBasis = 'similarity' | 'shared_terms';

export type InternalLinking = {
  generated_at: string;
  result_id: string;
  linking_suggestions: LinkSuggestion[];
  total_suggestions: number;
  basis: LinkBasis;
  /** Minimum relevance of a cluster ↔ cluster link. */
  threshold: number;
};

export type ContentGap = {
  cluster_id: string;
  cluster_name: string;
  topic: string;
  head_keyword: string;
  intent: SearchIntent;
  search_volume: number | null;
  competition: KeywordCompetition;
  opportunity_score: number | null;
  priority: ContentPriority;
};

export type ContentGaps = {
  generated_at: string;
  result_id: string;
  /** Highest priority first, then volume. */
  gaps: ContentGap[];
  total_gaps: number;
  high_priority: number;
  total_clusters: number;
  /** Clusters an imported ranking URL or a crawled page already targets. */
  covered_clusters: number;
  ranking_urls: number;
  crawled_pages: number;
};

export type ClusterPerformance = {
  cluster_id: string;
  cluster_name: string;
  topic: string;
  clicks: number | null;
  impressions: number | null;
  /** clicks / impressions, 0..1. */
  ctr: number | null;
  /** Impression-weighted mean position (plain mean when impressions are missing). */
  position: number | null;
  urls: string[];
  keywords_tracked: number;
};

export type ContentPerformance = {
  generated_at: string;
  result_id: string;
  /** Whether any keyword carries imported clicks, impressions or position. */
  available: boolean;
  /** Clusters with data, most clicks first. */
  clusters: ClusterPerformance[];
  /** Distinct ranking URLs of the result's keywords (pages that exist). */
  total_content: number;
  /** Imported Search Console clicks; null when none were imported. */
  total_traffic: number | null;
  total_impressions: number | null;
  source_files: string[];
  /** What to import to track performance; null when data is present. */
  what_to_import: string | null;
};

export type SeoIssueType =
  | 'missing_title'
  | 'long_title'
  | 'duplicate_title'
  | 'missing_meta_description'
  | 'long_meta_description'
  | 'duplicate_meta_description'
  | 'missing_h1'
  | 'thin_content'
  | 'noindex'
  | 'broken_internal_link';

export type SeoIssue = {
  id: string;
  url: string;
  type: SeoIssueType;
  label: string;
  severity: ContentPriority;
  detail: string;
};

export type ChecklistGroup = { page_type: ContentType; items: string[] };

export type TechnicalSeo = {
  generated_at: string;
  result_id: string;
  /** `audit` from crawled pages; `checklist` when none were crawled. */
  mode: 'audit' | 'checklist';
  pages_checked: number;
  issues: SeoIssue[];
  issue_counts: { type: SeoIssueType; label: string; count: number }[];
  checklist: ChecklistGroup[];
};

/** A cluster page's brief (`cluster_id`) or a pillar page's (`topic_id`, a topic of 2+ clusters). */
export type BriefRequest = ContentToolRequest & ({ cluster_id: string } | { topic_id: string });

export type BriefHeading = { text: string; keywords: string[] };

export type ContentBrief = {
  /** The plan's page id: `cluster:<id>` or `pillar:<topic id>`. */
  page_id: string;
  /** null for a pillar page. */
  cluster_id: string | null;
  title: string;
  topic: string;
  intent: SearchIntent;
  content_type: ContentType;
  target_keyword: string;
  secondary_keywords: string[];
  search_volume: number | null;
  /** Question keywords of the cluster; templated questions when it has none (`questions_from_keywords` false). */
  questions: string[];
  questions_from_keywords: boolean;
  headings: BriefHeading[];
  /** `clusters`: a pillar's H2s, one per cluster page it introduces. */
  headings_basis: 'subgroups' | 'shared_terms' | 'clusters';
  links_out: { anchor: string; page: string }[];
  links_in: { anchor: string; page: string }[];
  estimated_word_count: number;
  markdown: string;
  file_name: string;
};

/** GET /api/content-strategy/dashboard/{id}: the spec's four panels, 3 items each. */
export type ContentDashboard = {
  generated_at: string;
  result_id: string;
  content_strategy: {
    content_calendar: { total_planned: number; entries: CalendarEntry[] };
    internal_linking: { total_opportunities: number; suggestions: LinkSuggestion[] };
    content_gaps: { high_priority: number; total_gaps: number; gaps: ContentGap[] };
    performance_tracking: { total_content: number; total_traffic: number | null };
  };
};
