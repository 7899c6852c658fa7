/**
 * Search Console from the user's own exports: imports stored per property in `source_imports`
 * (kind 'search-console', subject = the property in host form), and the analysis answered from
 * them, or deterministic estimates when nothing is imported.
 */
import type {
  DateRange,
  SearchConsoleAnalysis,
  SearchConsoleData,
  SearchConsoleImportResponse,
} from '../../../contract/types/datasources';
import { ApiError, CANCELLED_STATUS } from '../../../contract/errors';
import { db } from '@/db/database';
import { newRecordMeta } from '@/db/records';
import type { SourceImportRecord } from '@/db/sourceRecords';
import { currentResultId, loadResult } from '../clustering/store';
import { RunCancelledError, workerServices } from '../workers';
import { uploadedFile } from './datasourcesInput';
import { PAYLOADS, readPayload, readPayloadOrSkip, storedPayload } from '../payloads';
import { normaliseProperty } from '@workers/searchconsole/property';
import { parseBrandTerms } from '@workers/searchconsole/brand';
import { uploadTooLarge } from '@workers/searchconsole/limits';
import { periodOf } from '@workers/searchconsole/dates';
import type { ClusterKeywords } from '@workers/searchconsole/opportunities';
import { propertyOwningQueries } from '@workers/searchconsole/overlap';

export const SEARCH_CONSOLE_KIND = 'search-console';
/** Imports kept per property; older ones are dropped when a new file arrives. */
export const MAX_IMPORTS_PER_PROPERTY = 10;
const DATE_RANGES: readonly DateRange[] = ['7d', '30d', '90d', '365d'];
/** Queries estimated when nothing is imported (spec 001 §9 shows 10). */
const ESTIMATED_QUERIES = 10;

/** Spec 001 §5: 'Domain Required / Please enter a domain to analyze'. */
export function propertyOf(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (text === '') throw new ApiError(400, 'Please enter a domain to analyze');
  const property = normaliseProperty(text);
  if (!property)
    throw new ApiError(
      400,
      `'${text.slice(0, 100)}' is not a site: type a domain (example.com), a URL prefix (https://www.example.com/) or sc-domain:example.com.`,
    );
  return property;
}

export function dateRangeOf(raw: string | undefined): DateRange {
  if (raw === undefined || raw === '') return '30d';
  if ((DATE_RANGES as readonly string[]).includes(raw)) return raw as DateRange;
  throw new ApiError(400, `date_range must be one of ${DATE_RANGES.join(', ')}`);
}

function propertyImports(property: string): Promise<SourceImportRecord[]> {
  return db.source_imports
    .where('[kind+subject]')
    .equals([SEARCH_CONSOLE_KIND, property])
    .toArray()
    .then((records) => records.sort((a, b) => b.created_at.localeCompare(a.created_at)));
}

/** The current clustering result's clusters, to map queries to; none when there is no result. */
async function currentClusters(): Promise<{ resultId: string | null; clusters: ClusterKeywords[] }> {
  const resultId = await currentResultId();
  if (!resultId) return { resultId: null, clusters: [] };
  try {
    const result = await loadResult(resultId);
    const clusters = result.clusters.map((cluster) => ({
      id: cluster.id,
      name: cluster.name,
      keywords: cluster.keywords.map((keyword) => keyword.text),
    }));
    return { resultId, clusters };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { resultId: null, clusters: [] };
    throw error;
  }
}

/** Queries to estimate for: the clustering result's first keywords, else the property's own name. */
async function estimationKeywords(property: string, clusters: ClusterKeywords[]) {
  const fromResult = clusters.flatMap((cluster) => cluster.keywords).slice(0, ESTIMATED_QUERIES);
  const name = property.split('.')[0];
  const keywords =
    fromResult.length > 0
      ? fromResult
      : [name, `${name} reviews`, `${name} login`, `${name} pricing`, `what is ${name}`];
  const estimates = await workerServices().estimates.estimateMany(undefined, keywords, 'US');
  return keywords.map((keyword, index) => ({ keyword, search_volume: estimates[index].search_volume }));
}

export async function analyseSearchConsole(
  rawProperty: string | undefined,
  range: DateRange,
  brand: string | undefined,
): Promise<SearchConsoleAnalysis> {
  const property = propertyOf(rawProperty);
  const brandTerms = parseBrandTerms(brand);
  const [records, { resultId, clusters }] = await Promise.all([propertyImports(property), currentClusters()]);
  if (records.length === 0) {
    const keywords = await estimationKeywords(property, clusters);
    return workerServices().dataSources.estimateAnalysis(undefined, {
      domain: property,
      range,
      keywords,
      brandTerms,
      clusters,
      resultId,
    });
  }
  const imports = records.map((record) => ({
    file_name: record.file_name,
    created_at: record.created_at,
    data: readPayload(PAYLOADS.searchConsole, record),
  }));
  return workerServices().dataSources.analyseImports(undefined, {
    domain: property,
    range,
    imports,
    brandTerms,
    clusters,
    resultId,
  });
}

const SHEET_FILES: Record<string, string> = {
  queries: 'queries',
  pages: 'pages',
  countries: 'countries',
  devices: 'devices',
  dates: 'dates',
  search_appearance: 'search appearance',
  filters: 'filters',
  query_pages: 'query+page rows',
};

/** A lone Queries.csv (no page URLs to check) that is another imported property's says so. */
async function refuseOtherPropertysQueries(property: string, data: SearchConsoleData): Promise<void> {
  if (data.queries.length === 0 || data.pages.length > 0 || data.query_pages.length > 0) return;
  const records = await db.source_imports.where('kind').equals(SEARCH_CONSOLE_KIND).toArray();
  const others = records.flatMap((record) => {
    const data = readPayloadOrSkip(PAYLOADS.searchConsole, record, 'Its queries are not compared.');
    return data ? [{ property: record.subject, queries: data.queries }] : [];
  });
  const owner = propertyOwningQueries(data.queries, property, others);
  if (owner)
    throw new ApiError(
      400,
      `This Queries.csv looks like ${owner.property}'s, not ${property}'s: ${owner.shared} of its ${owner.total} queries are in the export imported for ${owner.property}. Type ${owner.property} as the property, or export ${property}'s report.`,
    );
}

export const IMPORT_CANCELLED = 'Import cancelled';

export async function importSearchConsole(body: unknown, signal?: AbortSignal): Promise<SearchConsoleImportResponse> {
  const { file, name, fields } = uploadedFile(body, ['property']);
  const property = propertyOf(fields.property);
  const tooLarge = uploadTooLarge(file.size);
  if (tooLarge) throw new ApiError(400, tooLarge);
  const outcome = await workerServices()
    .dataSources.readSearchConsoleFile(signal, await file.arrayBuffer(), name, property)
    .catch((error: unknown) => {
      throw error instanceof RunCancelledError ? new ApiError(CANCELLED_STATUS, IMPORT_CANCELLED) : error;
    });
  if (!outcome.ok) throw new ApiError(400, outcome.message);
  if (signal?.aborted) throw new ApiError(CANCELLED_STATUS, IMPORT_CANCELLED);
  await refuseOtherPropertysQueries(property, outcome.data);
  const record: SourceImportRecord = {
    id: newRecordMeta().id,
    subject: property,
    kind: SEARCH_CONSOLE_KIND,
    file_name: name || 'Search Console export',
    ...storedPayload(PAYLOADS.searchConsole, outcome.data),
    created_at: new Date().toISOString(),
  };
  await db.transaction('rw', db.source_imports, async () => {
    await db.source_imports.add(record);
    const older = (await propertyImports(property)).slice(MAX_IMPORTS_PER_PROPERTY);
    await db.source_imports.bulkDelete(older.map((item) => item.id));
  });
  const sheets = outcome.reads.map((read) => ({ sheet: read.sheet, rows: read.rows }));
  const listed = sheets.map((sheet) => `${sheet.rows.toLocaleString('en-US')} ${SHEET_FILES[sheet.sheet]}`).join(', ');
  return {
    import_id: record.id,
    property,
    file_name: record.file_name,
    language: outcome.data.language,
    sheets,
    period: periodOf(outcome.data.dates),
    message: [`Imported ${listed} for ${property} (${outcome.data.language} headers).`, ...outcome.notes].join(' '),
  };
}

export async function forgetSearchConsole(rawProperty: string | undefined): Promise<{ deleted: number }> {
  const property = propertyOf(rawProperty);
  const deleted = await db.source_imports.where('[kind+subject]').equals([SEARCH_CONSOLE_KIND, property]).delete();
  return { deleted };
}
