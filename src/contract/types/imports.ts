/**
 * A keyword as read from an uploaded export, as the imports core produces it and the keyword
 * imports table stores it (src/db/clusteringRecords.ts). Wire names are snake_case.
 */

export type Competition = 'LOW' | 'MEDIUM' | 'HIGH';

export interface RankingUrl {
  url: string;
  /** Ranking position of this URL for the keyword (1 = top); fractional for Search Console averages. */
  position?: number;
}

/** One keyword as read from one file; every metric is optional because formats carry different ones. */
export interface ImportedKeyword {
  keyword: string;
  search_volume?: number;
  cpc?: number;
  cpc_low?: number;
  cpc_high?: number;
  /** 0..100 */
  difficulty?: number;
  competition?: Competition;
  /** 0..100 */
  competition_index?: number;
  /** Primary intent in lower case: informational, commercial, transactional or navigational. */
  intent?: string;
  clicks?: number;
  impressions?: number;
  /** Click-through rate as a fraction 0..1 ('45.61%' becomes 0.4561). */
  ctr?: number;
  /** Best organic ranking position among the file's rows for this keyword. */
  position?: number;
  urls?: RankingUrl[];
  /**
   * Result-page features the site also appears in for this keyword, as the tool names them
   * ('AI overview', 'People also ask'); from Semrush's Position Type rows other than Organic.
   */
  serp_features?: string[];
  /** Keyword Planner's `Searches: <Mon YYYY>` columns, oldest first ('YYYY-MM'). */
  monthly_searches?: { month: string; searches: number }[];
}

/**
 * A file's keywords as JSON text, arrays of a few thousand keywords per string: how an upload is
 * stored, synced and backed up (workers/imports/stored.ts writes and reads them).
 */
export interface ChunkedKeywords {
  keyword_chunks: string[];
  keyword_count: number;
}

/**
 * A file's keywords as objects (a file just read; an upload stored before chunks, or synced from a
 * device that stored it so) or as chunked text.
 */
export type HeldKeywords = { keywords: ImportedKeyword[] } | ChunkedKeywords;

export type FormatId =
  | 'keyword-planner'
  | 'search-console-queries'
  | 'search-console-pages'
  | 'semrush-keyword-magic'
  | 'semrush-positions'
  | 'ahrefs-keywords-explorer'
  | 'ahrefs-organic-keywords'
  | 'moz-keyword-explorer'
  | 'keyword-csv'
  | 'plain-list';

export interface ImportFormat {
  id: FormatId;
  /** The tool that wrote the file, e.g. 'Semrush'; used as provenance. */
  tool: string;
  /** What the user is told was detected, e.g. 'Semrush Positions'. */
  label: string;
}

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
