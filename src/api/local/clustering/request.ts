/**
 * Validation of POST /api/cluster (spec 000 §5 ranges, §9 defaults; max_cluster_size 0 is no
 * maximum, for scripts and the CLI). Bad values are a 400 naming the field; keywords are cleaned
 * the way uploads are (bidirectional controls and invisible characters out, spaces collapsed) and
 * unusable lines are counted, not fatal.
 */
import { cleanKeyword } from '@workers/imports/keyword';
import { MAX_KEYWORDS_PER_RUN, tooManyKeywordsMessage } from '@/lib/keywordLimit';
import { countLines } from '@/lib/lines';
import { ApiError } from '../../../contract/errors';
import { CLUSTER_SETTINGS, NO_MAXIMUM_CLUSTER_SIZE, type NumberSetting } from '../../../contract/settings';
import type { ClusteringSettings } from '../../../contract/types/clustering';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION, LANGUAGES, LOCATION_CODES } from '../../../contract/vocabulary';
import { bodyObject, optionalText } from '../validate';
import { createPacer, type Pacer } from './pacer';

export { MAX_KEYWORDS_PER_RUN } from '@/lib/keywordLimit';

export const RESULT_NAME_MAX = 200;

export const DEFAULT_SETTINGS: Readonly<ClusteringSettings> = Object.freeze({
  similarity_threshold: CLUSTER_SETTINGS.similarity_threshold.default,
  topic_threshold: CLUSTER_SETTINGS.topic_threshold.default,
  min_cluster_size: CLUSTER_SETTINGS.min_cluster_size.default,
  max_cluster_size: CLUSTER_SETTINGS.max_cluster_size.default,
  location: DEFAULT_LOCATION,
  language: DEFAULT_LANGUAGE,
  get_seo_data: false,
  expand_keywords: false,
  serp_overlap: CLUSTER_SETTINGS.serp_overlap.default,
});

export interface ParsedClusterRequest {
  keywords: string[];
  /** Lines dropped as unusable (longer than 200 characters, no letters, digits or symbols). */
  skipped: number;
  settings: ClusteringSettings;
  projectId: string | null;
  importIds: string[];
  /** SERP files (POST /api/upload-serp) whose top-10 URLs tie keywords together. */
  serpImportIds: string[];
  name: string | null;
}

function numberIn(value: unknown, field: string, setting: NumberSetting, integer: boolean): number {
  const { min, max } = setting;
  if (value === undefined || value === null) return setting.default;
  const valid =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!integer || Number.isInteger(value));
  if (!valid) {
    throw new ApiError(400, `${field} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
  }
  return value;
}

function flag(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new ApiError(400, `${field} must be true or false`);
  return value;
}

function oneOf<T extends string>(
  value: unknown,
  field: string,
  options: readonly T[],
  fallback: T,
  normalise: (text: string) => string,
): T {
  if (value === undefined || value === null || value === '') return fallback;
  const found = typeof value === 'string' ? options.find((option) => option === normalise(value.trim())) : undefined;
  if (!found) throw new ApiError(400, `${field} must be one of ${options.join(', ')}`);
  return found;
}

function idList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
    throw new ApiError(400, `${field} must be a list of ids`);
  }
  return [...new Set(value as string[])];
}

/**
 * Text-area lines: each entry may itself hold several lines (a paste); blanks are dropped. The
 * lines are counted before any is cleaned, so 200,000 pasted lines are refused in milliseconds.
 */
async function keywordLines(value: unknown, pace: Pacer): Promise<{ keywords: string[]; skipped: number }> {
  if (value === undefined || value === null) return { keywords: [], skipped: 0 };
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new ApiError(400, 'keywords must be a list of text');
  }
  const entries = value as string[];
  let lineCount = 0;
  for (const entry of entries) lineCount += countLines(entry);
  if (lineCount > MAX_KEYWORDS_PER_RUN) throw new ApiError(400, tooManyKeywordsMessage('typed', lineCount, 'keywords'));
  const keywords: string[] = [];
  let skipped = 0;
  for (const entry of entries) {
    for (const line of entry.split(/\r\n|\n|\r/)) {
      if (line.trim() === '') continue;
      const checked = cleanKeyword(line);
      if (checked.ok) keywords.push(checked.keyword);
      else skipped += 1;
      await pace();
    }
  }
  return { keywords, skipped };
}

/** Async only to yield while cleaning 10,000+ lines. */
export async function parseClusterRequest(body: unknown, pace: Pacer = createPacer()): Promise<ParsedClusterRequest> {
  const input = bodyObject(body);
  const { keywords, skipped } = await keywordLines(input.keywords, pace);
  const importIds = idList(input.import_ids, 'import_ids');
  const d = DEFAULT_SETTINGS;
  const s = CLUSTER_SETTINGS;
  const minSize = numberIn(input.min_cluster_size, 'min_cluster_size', s.min_cluster_size, true);
  const maxSize =
    input.max_cluster_size === NO_MAXIMUM_CLUSTER_SIZE
      ? NO_MAXIMUM_CLUSTER_SIZE
      : numberIn(input.max_cluster_size, 'max_cluster_size', s.max_cluster_size, true);
  if (maxSize !== NO_MAXIMUM_CLUSTER_SIZE && maxSize < minSize)
    throw new ApiError(400, 'max_cluster_size must not be smaller than min_cluster_size');
  const getSeoData = flag(input.get_seo_data, 'get_seo_data', d.get_seo_data);
  // Spec 000 §5: Expand Keywords is off while Get SEO Data is off.
  const expand = flag(input.expand_keywords, 'expand_keywords', d.expand_keywords) && getSeoData;
  const projectId = input.project_id;
  if (projectId !== undefined && projectId !== null && typeof projectId !== 'string') {
    throw new ApiError(400, 'project_id must be a project id');
  }
  const name = optionalText(input.name, 'Result name', RESULT_NAME_MAX, '');
  if (keywords.length === 0 && importIds.length === 0) {
    if (skipped > 0) {
      throw new ApiError(
        400,
        `No usable keywords: ${skipped} ${skipped === 1 ? 'line was' : 'lines were'} longer than 200 characters or had no letters, digits or symbols`,
      );
    }
    throw new ApiError(400, 'No keywords provided');
  }
  return {
    keywords,
    skipped,
    settings: {
      similarity_threshold: numberIn(input.similarity_threshold, 'similarity_threshold', s.similarity_threshold, false),
      topic_threshold: numberIn(input.topic_threshold, 'topic_threshold', s.topic_threshold, false),
      min_cluster_size: minSize,
      max_cluster_size: maxSize,
      location: oneOf(input.location, 'location', LOCATION_CODES, DEFAULT_LOCATION, (text) => text.toUpperCase()),
      language: oneOf(input.language, 'language', LANGUAGES, DEFAULT_LANGUAGE, (text) => text.toLowerCase()),
      get_seo_data: getSeoData,
      expand_keywords: expand,
      serp_overlap: numberIn(input.serp_overlap, 'serp_overlap', s.serp_overlap, true),
    },
    projectId: projectId || null,
    importIds,
    serpImportIds: idList(input.serp_import_ids, 'serp_import_ids'),
    name: name === '' ? null : name,
  };
}
