/**
 * Bing Ads research and SERP features (spec 001 §2.1, §7). Bing: ideas from the expansion worker,
 * figures from the estimates worker, replaced by a Microsoft Advertising Keyword Planner export's
 * real figures when one is imported. SERP features: from an imported Semrush Positions export,
 * else predicted from the query by written rules.
 */
import type {
  BingLocation,
  BingResearchResponse,
  PlannerImportResponse,
  SerpFeaturesResponse,
} from '../../../contract/types/datasources';
import { ApiError } from '../../../contract/errors';
import { db } from '@/db/database';
import { newRecordMeta } from '@/db/records';
import type { SourceImportRecord } from '@/db/sourceRecords';
import { workerServices } from '../workers';
import { keywordLines, uploadedFile } from './datasourcesInput';
import { PAYLOADS, readPayload, storedPayload, type PayloadSpec } from '../payloads';
import { assembleBingResearch, BING_MARKETS, plannerIdeas } from '@workers/datasources/bing';
import { analyseSerpFeatures } from '@workers/datasources/serp';
import { uploadTooLarge } from '@workers/searchconsole/limits';

export const PLANNER_KIND = 'ads-planner';
export const SERP_KIND = 'serp-features';
/** These imports are not per site: one subject, the newest file wins. */
const ANY_SUBJECT = 'all';

export const MAX_SEEDS = 50;
export const MAX_SERP_KEYWORDS = 500;
/** Ideas per seed and in all, from the expansion worker. */
const IDEAS_PER_SEED = 10;
const MAX_IDEAS = 300;
/** The expansion's language follows the market; other languages fall back to English patterns. */
const MARKET_LANGUAGES: Record<BingLocation, string> = { US: 'en', CA: 'en', UK: 'en', DE: 'de', FR: 'fr' };

async function newestPayload<T>(kind: string, spec: PayloadSpec<T>): Promise<T | null> {
  const records = await db.source_imports.where('[kind+subject]').equals([kind, ANY_SUBJECT]).toArray();
  const newest = records.sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  return newest ? readPayload(spec, newest) : null;
}

export function bingLocationOf(raw: unknown): BingLocation {
  if (raw === undefined || raw === null || raw === '') return 'US';
  if (typeof raw === 'string' && raw in MARKET_LANGUAGES) return raw as BingLocation;
  throw new ApiError(400, 'location must be one of US, CA, UK, DE, FR');
}

export async function bingResearch(seedInput: unknown, locationInput: unknown): Promise<BingResearchResponse> {
  const seeds = keywordLines(seedInput, MAX_SEEDS);
  if (seeds.length === 0) throw new ApiError(400, 'Please enter seed keywords for research');
  const location = bingLocationOf(locationInput);
  const market = BING_MARKETS[location];
  const services = workerServices();
  const [expanded, planner] = await Promise.all([
    services.estimates.expandKeywords(undefined, seeds, {
      location: market,
      language: MARKET_LANGUAGES[location],
      maxPerSeed: IDEAS_PER_SEED,
      maxTotal: MAX_IDEAS,
    }),
    newestPayload(PLANNER_KIND, PAYLOADS.adsPlanner),
  ]);
  const candidates = new Map<string, string>();
  const add = (keyword: string) => {
    if (candidates.size < MAX_IDEAS && !candidates.has(keyword.toLowerCase()))
      candidates.set(keyword.toLowerCase(), keyword);
  };
  seeds.forEach(add);
  plannerIdeas(planner ?? [], seeds).forEach((row) => add(row.keyword));
  expanded.forEach((idea) => add(idea.keyword));
  const keywords = [...candidates.values()];
  const estimates = await services.estimates.estimateMany(undefined, keywords, market);
  return assembleBingResearch(keywords, estimates, planner ?? []);
}

async function storeImport<T>(kind: string, spec: PayloadSpec<T>, fileName: string, payload: T): Promise<string> {
  const record: SourceImportRecord = {
    id: newRecordMeta().id,
    subject: ANY_SUBJECT,
    kind,
    file_name: fileName,
    ...storedPayload(spec, payload),
    created_at: new Date().toISOString(),
  };
  await db.transaction('rw', db.source_imports, async () => {
    await db.source_imports.where('[kind+subject]').equals([kind, ANY_SUBJECT]).delete();
    await db.source_imports.add(record);
  });
  return record.id;
}

async function fileBytes(body: unknown) {
  const { file, name } = uploadedFile(body);
  const tooLarge = uploadTooLarge(file.size);
  if (tooLarge) throw new ApiError(400, tooLarge.replace(/ A Search Console export.*$/, ''));
  return { bytes: await file.arrayBuffer(), name };
}

export async function importPlanner(body: unknown): Promise<PlannerImportResponse> {
  const { bytes, name } = await fileBytes(body);
  const outcome = await workerServices().dataSources.readPlannerFile(undefined, bytes, name);
  if (!outcome.ok) throw new ApiError(400, outcome.message);
  const id = await storeImport(PLANNER_KIND, PAYLOADS.adsPlanner, name, outcome.rows);
  return {
    import_id: id,
    file_name: name,
    keywords: outcome.rows.length,
    message: `Imported ${outcome.rows.length.toLocaleString('en-US')} keywords from your Keyword Planner export: their real figures replace the estimates.`,
  };
}

export async function serpFeatures(keywordInput: unknown): Promise<SerpFeaturesResponse> {
  const keywords = keywordLines(keywordInput, MAX_SERP_KEYWORDS);
  if (keywords.length === 0) throw new ApiError(400, 'Please enter keywords to analyze SERP features');
  const imported = await newestPayload(SERP_KIND, PAYLOADS.serpFeatures);
  return analyseSerpFeatures(keywords, imported ?? []);
}

export async function importSerpFeatures(body: unknown): Promise<PlannerImportResponse> {
  const { bytes, name } = await fileBytes(body);
  const outcome = await workerServices().dataSources.readSemrushSerpFile(undefined, bytes, name);
  if (!outcome.ok) throw new ApiError(400, outcome.message);
  const id = await storeImport(SERP_KIND, PAYLOADS.serpFeatures, name, outcome.rows);
  return {
    import_id: id,
    file_name: name,
    keywords: outcome.rows.length,
    message: `Imported the SERP features of ${outcome.rows.length.toLocaleString('en-US')} keywords from your Semrush export.`,
  };
}
