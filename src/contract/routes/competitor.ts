/** Competitor Analysis (spec 000 §2, §7): keyword gaps and content opportunities. */
import type {
  CompetitorAnalysis,
  CompetitorAnalysisRequest,
  RankingsImport,
  UploadRankingsRequest,
} from '../types/competitor';

export interface CompetitorRoutes {
  /**
   * Gaps against up to 5 competitors, from attached ranking exports or, without one, a crawl of the
   * competitor's pages. Progress and cancel: third argument of api.post.
   */
  'POST /api/competitor-analysis': { request: CompetitorAnalysisRequest; response: CompetitorAnalysis };
  /** Reads and keeps a ranking export for an analysis; 422 when it holds no rankings (e.g. Keyword Planner). */
  'POST /api/competitor-rankings': { request: UploadRankingsRequest | FormData; response: RankingsImport };
}
