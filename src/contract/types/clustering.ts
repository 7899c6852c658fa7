/**
 * Wire types of the Keyword Clustering area (spec 000 §3: Keyword, Cluster, Clustering result;
 * §7: upload-keywords, cluster, export) plus the edits and stored results this app adds.
 * Field names are the spec's, verbatim; everything here is plain JSON data.
 */

/** Spec 000 §3. UNKNOWN: no imported or estimated figure. */
export type KeywordCompetition = 'LOW' | 'MEDIUM' | 'HIGH' | 'UNKNOWN';

/** The search intents, in the order screens list them. */
export const SEARCH_INTENTS = ['informational', 'commercial', 'transactional', 'navigational', 'local'] as const;

export type SearchIntent = (typeof SEARCH_INTENTS)[number];

/** Figures of a keyword that can come from an import or from the estimates worker. */
export type KeywordMetricName = 'search_volume' | 'cpc_low' | 'cpc_high' | 'competition' | 'difficulty';

/**
 * Figures measured by the site's own tools (Search Console, rank trackers): read from the file as
 * they are, never estimated, and never used as search volume.
 */
export type RankingMetricName = 'clicks' | 'impressions' | 'ctr' | 'position' | 'url';

/** A file a figure was read from: the tool that wrote it and the uploaded file's name. */
export type MetricSource = { tool: string; file_name: string };

/**
 * Where a keyword's figures come from, as a whole: `imported` when at least one figure was read
 * from an uploaded file, `enhanced_mock` when all its figures are deterministic estimates, `none`
 * when it has no figures (basic clustering).
 */
export type KeywordDataSource = 'imported' | 'enhanced_mock' | 'none';

/** One keyword of a result. Missing figures are null, never a made-up zero. */
export type Keyword = {
  id: string;
  text: string;
  search_volume: number | null;
  competition: KeywordCompetition;
  cpc_low: number | null;
  cpc_high: number | null;
  /** 0..100 */
  difficulty: number | null;
  /** 0..100, from volume, difficulty and CPC (imported or estimated alike); null without a volume. */
  opportunity_score: number | null;
  intent: SearchIntent;
  data_source: KeywordDataSource;
  /** Figures that are estimates: the UI puts an 'Estimated' badge next to each. */
  estimated_fields: KeywordMetricName[];
  /** For each imported figure, the file it came from. */
  metric_sources: Partial<Record<KeywordMetricName | RankingMetricName, MetricSource>>;
  /** Every uploaded file the keyword appeared in. */
  sources: MetricSource[];
  /** Human label of the figures' origin: 'Semrush (keywords.csv)', 'Estimated', both joined, or null. */
  source_label: string | null;
  /** Added by Expand Keywords (not typed or uploaded by the user). */
  expanded: boolean;
  /** The seed an expanded keyword was generated from. */
  expanded_from: string | null;
  /** Other spellings merged into this keyword (plural, word order). */
  variants: string[];
  /**
   * Each of `variants` with its own figures, same order: the keyword is the highest-volume
   * spelling and its figures are only its own, so totals and exports add these. Absent when
   * there are no variants, and in results stored before variants kept their figures
   * (`keywordVariants` in src/lib then gives their spellings without figures).
   */
  variant_keywords?: KeywordVariant[];
  /** Similarity to its cluster (clustered) or to the nearest cluster (unclustered), 0..1. */
  similarity: number | null;
  /** Search Console clicks from the uploaded file; null when the file had none. */
  clicks: number | null;
  impressions: number | null;
  /** Click-through rate as a fraction 0..1. */
  ctr: number | null;
  /** Best (average, for Search Console) ranking position, 1 = top. */
  position: number | null;
  /** The best-ranking organic URL in the uploaded files. */
  url: string | null;
  /**
   * Searches per month read from an import (Keyword Planner's `Searches: <Mon YYYY>` columns),
   * oldest first; absent when no import had them. Never estimated.
   */
  monthly_searches?: MonthlySearches[];
};

/** A spelling merged into a keyword, with the figures its own input line gave; it moves with its keyword. */
export type KeywordVariant = Omit<Keyword, 'id' | 'variants' | 'variant_keywords' | 'similarity'>;

/** One month of imported search volume; `month` is 'YYYY-MM'. */
export type MonthlySearches = { month: string; searches: number };

export type UnclusteredKeyword = Keyword & {
  nearest_cluster_id: string | null;
  nearest_cluster_name: string | null;
};

/**
 * A cluster's totals of its keywords' figures (workers/figures computes them). Missing figures are
 * null, never zero: no figures is not zero volume.
 */
export type FigureTotals = {
  /** Sum of the known volumes; null when no keyword has one. */
  total_volume: number | null;
  /** Mean of the keywords' CPC (middle of low and high) over the keywords that have one. */
  avg_cpc: number | null;
  avg_difficulty: number | null;
  avg_opportunity: number | null;
  /** Sums of the keywords' Search Console clicks and impressions; null when no keyword has one. */
  total_clicks: number | null;
  total_impressions: number | null;
};

export type Cluster = FigureTotals & {
  id: string;
  name: string;
  keywords: Keyword[];
  keyword_count: number;
  intent: SearchIntent;
  /** The terms most members share: why these keywords are together. */
  terms: string[];
  /** True once the user renamed, merged, split or moved keywords in or out. */
  edited: boolean;
  /** The topic (pillar page) this cluster belongs to: an id in the result's `topics`. */
  topic_id: string;
  /**
   * What grouped it: shared top-10 URLs, the keywords' similarity, or both. Absent on clusters
   * stored before SERP overlap existed: those were grouped by similarity.
   */
  method?: ClusterMethod;
};

/**
 * `serp`: every keyword is tied to the others by shared top-10 URLs (the search engine's own
 * judgement); `similarity`: no two keywords are; `mixed`: a SERP group plus keywords without SERP
 * data joined by similarity.
 */
export type ClusterMethod = 'serp' | 'similarity' | 'mixed';

/**
 * A topic: clusters that one pillar page could cover, grouped by cluster-level similarity above
 * the page threshold (never merging the clusters themselves). A topic of one cluster is allowed.
 */
export type Topic = {
  /** Stable within one result: 't1', 't2', ... largest volume (then size) first. */
  id: string;
  name: string;
  /** Its clusters, largest volume first. */
  cluster_ids: string[];
  /** Sum of its clusters' known volumes; null when none has one. */
  total_volume: number | null;
  keyword_count: number;
  /** The terms its clusters share: why they belong under one pillar. */
  terms: string[];
};

/**
 * `enhanced_mock`: some figures are deterministic estimates (Get SEO Data on);
 * `imported`: every figure comes from uploaded files; `basic`: no figures at all.
 */
export type SeoDataSource = 'enhanced_mock' | 'imported' | 'basic';

/** The options a run used (defaults filled). */
export type ClusteringSettings = {
  similarity_threshold: number;
  /** How broad topics are (0.1..1; lower groups more clusters under one pillar). */
  topic_threshold: number;
  min_cluster_size: number;
  max_cluster_size: number;
  location: string;
  language: string;
  get_seo_data: boolean;
  expand_keywords: boolean;
  /**
   * Keywords whose top-10 results share at least this many URLs go on one page (SERP overlap);
   * absent on results stored before the setting existed.
   */
  serp_overlap?: number;
};

/** A result without its clusters and keywords (history lists, project pages). */
export type ClusteringResultSummary = {
  id: string;
  name: string;
  project_id: string | null;
  total_keywords: number;
  total_clusters: number;
  /** Keywords left out of every cluster. */
  total_unclustered: number;
  total_search_volume: number | null;
  /** Search Console clicks and impressions of every keyword; null when the files had none. */
  total_clicks: number | null;
  total_impressions: number | null;
  /** Seconds the run took, from the request to the stored result. */
  processing_time: number;
  seo_data_source: SeoDataSource;
  /** The uploaded files whose figures were used. */
  metrics_sources: MetricSource[];
  /** Keywords added by Expand Keywords. */
  expanded_keywords: number;
  /** Input lines merged into another keyword (exact duplicates and spelling variants). */
  duplicates_merged: number;
  /** Typed lines left out as unusable: longer than 200 characters, or no letters, digits or symbols. */
  skipped_keywords: number;
  /** Whether word vectors were used (semantic + lexical similarity) or lexical similarity only. */
  semantic: boolean;
  /** The SERP files the run used; absent when it had none. */
  serp_data?: SerpUsage;
  settings: ClusteringSettings;
  created_at: string;
  updated_at: string;
};

export type ClusteringResult = ClusteringResultSummary & {
  clusters: Cluster[];
  /** Every cluster is in exactly one topic. */
  topics: Topic[];
  unclustered_keywords: UnclusteredKeyword[];
};

// ---- Requests and responses ---------------------------------------------------------------

/**
 * POST /api/cluster. Only `keywords` is required (it may be empty when `import_ids` is given:
 * then the uploaded keywords are clustered). Ranges (spec 000 §5): similarity_threshold 0.1–1.0,
 * min_cluster_size 1–10, max_cluster_size 2–50 and not below min_cluster_size, or 0 for no maximum
 * (scripts and the CLI; the screen offers the range only).
 */
export type ClusterRequest = {
  keywords: string[];
  similarity_threshold?: number;
  /** 0.1–1.0, default 0.5: how similar clusters must be to share a topic (lower: broader topics). */
  topic_threshold?: number;
  max_cluster_size?: number;
  min_cluster_size?: number;
  /** Spec 000 §9 options: US, GB, CA, AU, DE, FR, ES, IT, NL, BR. Default US. */
  location?: string;
  /** Default en. */
  language?: string;
  get_seo_data?: boolean;
  /** Only with get_seo_data. */
  expand_keywords?: boolean;
  project_id?: string | null;
  /** Uploads (from POST /api/upload-keywords) whose figures and ranking URLs the run uses. */
  import_ids?: string[];
  /**
   * SERP files (from POST /api/upload-serp) whose top-10 URLs tie keywords together; they add no
   * keywords. Their keywords missing from the run are counted in the result's `serp_data`.
   */
  serp_import_ids?: string[];
  /** 1–10, default 4: top-10 URLs two keywords must share to go on one page. */
  serp_overlap?: number;
  /** Default: the project's name, or 'Clustering of N keywords'. */
  name?: string;
};

/** Spec 000 §5: the file types POST /api/upload-keywords accepts. */
export const ACCEPTED_EXTENSIONS = ['.csv', '.txt'] as const;

/** A file from `<input type="file">` (a File is a Blob with a name), or a multipart form with a `file` field. */
export type UploadKeywordsRequest = { file: Blob; file_name?: string } | FormData;

export type ImportFormatInfo = { id: string; tool: string; label: string };

export type SkippedRows = { reason: string; count: number; lines: number[] };

export type UploadKeywordsResponse = {
  /** Pass to POST /api/cluster as `import_ids` so the run uses this file's figures. */
  import_id: string;
  keywords: string[];
  count: number;
  format: ImportFormatInfo;
  /** What was detected: 'Semrush Positions, 1,234 keywords, 3 rows skipped'. */
  summary: string;
  file_name: string;
  rows: number;
  skipped: number;
  skipped_reasons: SkippedRows[];
  /** Rows of a keyword already seen in the file, merged into it. */
  duplicates: number;
  /**
   * Whether the file carried any figure (volume, CPC, difficulty, competition, intent, Search Console
   * clicks, impressions, CTR or position) or ranking URL.
   */
  has_metrics: boolean;
};

/** What the SERP files of a run gave it. */
export type SerpUsage = {
  files: string[];
  /** Keywords of the run that had a result page in the files. */
  keywords_with_serp: number;
  /** Keywords of the files that were not in the run's list (SERP files add no keywords). */
  not_in_list: number;
};

/** The tools whose result-page exports POST /api/upload-serp reads. */
export type SerpFormatId =
  'ahrefs-serp-overview' | 'semrush-serp' | 'se-ranking-serp' | 'serp-csv' | 'dataforseo-json' | 'serpapi-json';

export type SerpFormat = { id: SerpFormatId; tool: string; label: string };

/** One organic result: its URL as the file gave it and its organic rank (1 = top). */
export type SerpResult = { url: string; position: number };

/** One keyword's result page: its organic results ranked 1 to 10, best first. */
export type KeywordSerp = { keyword: string; results: SerpResult[] };

/** The file types POST /api/upload-serp accepts: CSV exports, or the JSON a SERP API returned. */
export const SERP_EXTENSIONS = ['.csv', '.txt', '.json'] as const;

/** POST /api/upload-serp: a SERP export or a saved DataForSEO or SerpApi JSON response. */
export type UploadSerpRequest = { file: Blob; file_name?: string } | FormData;

export type UploadSerpResponse = {
  /** Pass to POST /api/cluster as `serp_import_ids`. */
  import_id: string;
  file_name: string;
  format: SerpFormat;
  /** Keywords with at least one organic result in the top 10. */
  count: number;
  /** 'Ahrefs SERP overview, 12 keywords, 118 results, 2 rows skipped'. */
  summary: string;
  rows: number;
  skipped: number;
  skipped_reasons: SkippedRows[];
};

/**
 * An edit may name the result's `updated_at` the screen shows: when the stored result is another
 * version (edited in another tab or window since), the edit is refused with a 409 instead of
 * overwriting a change the person never saw.
 */
export type EditPrecondition = { expected_updated_at?: string };
export type RenameClusterRequest = { name: string } & EditPrecondition;
/** `to_cluster_id: null` moves the keywords to the unclustered list. */
export type MoveKeywordsRequest = { keyword_ids: string[]; to_cluster_id: string | null } & EditPrecondition;
/** The first cluster keeps its id; the name defaults to the first cluster's. */
export type MergeClustersRequest = { cluster_ids: string[]; name?: string } & EditPrecondition;
export type SplitClusterRequest = { cluster_id: string; keyword_ids: string[]; name: string } & EditPrecondition;

export type ExportFormat = 'csv' | 'json';

/**
 * GET /api/export/{resultId}?format=csv|json: the file to offer as a download (`new Blob([content],
 * { type: mime_type })`).
 */
export type ExportFile = {
  file_name: string;
  mime_type: string;
  content: string;
};

// ---- Run history ----------------------------------------------------------------------------

/** A stored run as the history lists it (GET /api/runs). */
export type RunSummary = ClusteringResultSummary & {
  /** True once the user renamed, merged, split or moved keywords in this run. */
  edited: boolean;
  /** The run other tabs read (GET /api/results/current). */
  current: boolean;
};

/** PUT /api/runs/{id}/project: `null` takes the run out of every project. */
export type MoveRunRequest = { project_id: string | null };

/** A cluster of one run matched to a cluster of the other by shared keywords. */
export type ComparedCluster = {
  /** The cluster in the newer run (`to`); for a lost cluster, in the older one. */
  id: string;
  name: string;
  /** Its name in the older run when it was renamed; otherwise equal to `name`. */
  previous_name: string;
  keyword_count: number;
  /** Keywords that joined it / left it between the two runs. */
  keywords_added: number;
  keywords_removed: number;
  /** Known search volume now minus before (null when neither run had a volume). */
  volume_change: number | null;
};

/**
 * GET /api/runs/compare?from=&to=: `from` is the older view, `to` the newer. Clusters are matched
 * by keywords (each cluster of `to` with the `from` cluster it shares most keywords with, when they
 * share at least half of the smaller one's keywords).
 */
export type RunComparison = {
  from: RunSummary;
  to: RunSummary;
  /** Clusters of `to` with no match in `from`. */
  gained: ComparedCluster[];
  /** Clusters of `from` with no match in `to`. */
  lost: ComparedCluster[];
  /** Matched clusters whose keywords or name differ. */
  changed: ComparedCluster[];
  unchanged: number;
  /** Keywords in both runs that sit in another cluster (or moved in or out of the unclustered list). */
  keywords_moved: number;
  /** Search volume of those keywords (their volume in `to`). */
  volume_moved: number | null;
  /** Keywords only in `to` / only in `from`. */
  keywords_added: number;
  keywords_removed: number;
  /** Total search volume of `to` minus `from`; null when neither had one. */
  volume_change: number | null;
};
