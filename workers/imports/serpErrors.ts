// Why a SERP file cannot be used, in words that say what to do instead.
import { MAX_FILE_BYTES } from './limits';

export type SerpImportErrorCode =
  | 'unsupported_type'
  | 'too_large'
  | 'empty_file'
  | 'not_serp'
  | 'no_keyword_column'
  | 'no_position_column'
  | 'bad_json'
  | 'no_results'
  | 'read_failed';

const MB = MAX_FILE_BYTES / (1024 * 1024);

export const SERP_MESSAGES: Record<SerpImportErrorCode, string> = {
  unsupported_type: 'Unsupported SERP file: upload a .csv or .txt export, or a .json saved from DataForSEO or SerpApi',
  too_large: `The SERP file is larger than the ${MB} MB limit: export fewer keywords per file`,
  empty_file: 'The SERP file is empty: export the top 10 results of your keywords (Keyword, Position, URL)',
  not_serp:
    "No URL column found: a SERP file lists each keyword's results with Keyword, Position and URL columns (this looks like a keyword list; upload it as the keyword file instead)",
  no_keyword_column:
    'No Keyword column found: exports of one keyword (Ahrefs SERP overview, Semrush Organic Results) leave it out; add a column named Keyword with the keyword on every row',
  no_position_column: "No Position column found: add a column named Position with each result's rank (1 to 10)",
  bad_json:
    'The JSON file could not be read as a SERP: save the whole response of DataForSEO (tasks → result → items) or SerpApi (organic_results)',
  no_results: 'No organic results ranked 1 to 10 were found in the SERP file',
  read_failed: 'Failed to process the SERP file',
};

export class SerpImportError extends Error {
  readonly code: SerpImportErrorCode;

  constructor(code: SerpImportErrorCode, message: string = SERP_MESSAGES[code]) {
    super(message);
    this.name = 'SerpImportError';
    this.code = code;
  }
}
