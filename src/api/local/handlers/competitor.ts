/** Competitor Analysis routes: attach ranking exports, run an analysis. */
import { ApiError, CANCELLED_STATUS } from '../../../contract/errors';
import { isJsonObject } from '../../../contract/json';
import { MAX_COMPETITORS } from '../../../contract/settings';
import type { CompetitorAnalysisRequest, RankingsRole } from '../../../contract/types/competitor';
import { DEFAULT_LOCATION, LOCATION_CODES } from '../../../contract/vocabulary';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import { analyseCompetitors, type AnalysisPlan } from '../competitor/analyse';
import { importRankings } from '../competitor/rankings';
import { websiteUrl } from './website';
import { RunCancelledError } from '../workers';

const MAX_USER_KEYWORDS = 10_000;
const ANALYSIS_CANCELLED = 'Competitor analysis cancelled';

function competitorUrl(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ApiError(400, 'Please enter a competitor website URL');
  return websiteUrl(value);
}

const importId = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function competitors(request: Partial<CompetitorAnalysisRequest>): AnalysisPlan['competitors'] {
  const listed = Array.isArray(request.competitors) ? request.competitors : [];
  const entries = listed.length > 0 ? listed : [{ url: request.competitor_url, rankings_import_id: null }];
  if (listed.length > 0 && typeof request.competitor_url === 'string' && request.competitor_url.trim() !== '') {
    const first = listed[0];
    if (!isJsonObject(first) || typeof first.url !== 'string' || first.url.trim() === '') {
      entries[0] = { url: request.competitor_url, rankings_import_id: null };
    }
  }
  if (entries.length > MAX_COMPETITORS)
    throw new ApiError(400, `Compare at most ${MAX_COMPETITORS} competitors at once`);
  const seen = new Set<string>();
  return entries.map((entry) => {
    const url = competitorUrl(isJsonObject(entry) ? entry.url : undefined);
    const domain = new URL(url).hostname.replace(/^www\./, '');
    if (seen.has(domain)) throw new ApiError(400, `${domain} is listed twice: list each competitor once`);
    seen.add(domain);
    return { url, domain, rankings_import_id: isJsonObject(entry) ? importId(entry.rankings_import_id) : null };
  });
}

function userKeywords(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(/\r?\n/) : value;
  if (!Array.isArray(list) || !list.every((k) => typeof k === 'string')) {
    throw new ApiError(400, 'user_keywords must be a list of keywords');
  }
  const keywords = list.map((k) => k.trim()).filter(Boolean);
  if (keywords.length > MAX_USER_KEYWORDS) {
    throw new ApiError(413, `Enter at most ${MAX_USER_KEYWORDS.toLocaleString('en-US')} of your keywords`);
  }
  return keywords;
}

function uploadOf(body: unknown): { file: Blob; name: string; role: RankingsRole } {
  let file: unknown;
  let name: unknown;
  let role: unknown;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    [file, name, role] = [body.get('file'), body.get('file_name'), body.get('role')];
  } else if (typeof body === 'object' && body !== null) {
    ({ file, file_name: name, role } = body as { file?: unknown; file_name?: unknown; role?: unknown });
  }
  if (!(file instanceof Blob)) throw new ApiError(400, 'No file provided');
  if (role !== 'own' && role !== 'competitor') throw new ApiError(400, "role must be 'own' or 'competitor'");
  const fileName =
    typeof name === 'string' && name.trim() !== '' ? name.trim() : file instanceof File ? file.name : 'rankings.csv';
  return { file, name: fileName, role };
}

export const competitorRoutes = {
  'POST /api/competitor-rankings': {
    changes: ['source_imports'],
    handle: ({ body }) => {
      const { file, name, role } = uploadOf(body);
      return importRankings(file, name, role);
    },
  },

  'POST /api/competitor-analysis': {
    changes: ['analyses', 'jobs', 'crawled_pages'],
    handle: async ({ body, signal, onProgress }) => {
      const request = bodyObject(body) as Partial<CompetitorAnalysisRequest>;
      const location =
        typeof request.target_location === 'string' ? request.target_location.toUpperCase() : DEFAULT_LOCATION;
      const plan: AnalysisPlan = {
        competitors: competitors(request),
        own_rankings_import_id: importId(request.own_rankings_import_id),
        user_keywords: userKeywords(request.user_keywords),
        use_clustering_result: request.use_clustering_result === true,
        location: LOCATION_CODES.find((code) => code === location) ?? DEFAULT_LOCATION,
        analyze_gaps: request.analyze_gaps !== false,
        generate_opportunities: request.generate_opportunities !== false,
      };
      try {
        return await analyseCompetitors(plan, { signal, onProgress });
      } catch (error) {
        if (error instanceof RunCancelledError) throw new ApiError(CANCELLED_STATUS, ANALYSIS_CANCELLED);
        throw error;
      }
    },
  },
} satisfies RouteModule;
