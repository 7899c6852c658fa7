/**
 * The keyword draft (the clustering text area): the clustering tab reads and writes it, and other
 * tabs (industry import, website analysis, data sources) append keywords to it before switching
 * to clustering, so no feature needs to know where another keeps its state.
 */
import type {
  AppendKeywordsRequest,
  AppendKeywordsResponse,
  KeywordDraft,
  PutKeywordDraftRequest,
} from '../types/draft';

export interface DraftRoutes {
  'GET /api/keyword-draft': { request: undefined; response: KeywordDraft };
  'PUT /api/keyword-draft': { request: PutKeywordDraftRequest; response: KeywordDraft };
  /** Appends the keywords the draft does not have yet, one per line. */
  'POST /api/keyword-draft/append': { request: AppendKeywordsRequest; response: AppendKeywordsResponse };
}
