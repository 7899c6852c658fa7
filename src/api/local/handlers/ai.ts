/**
 * AI & Automation routes (spec 001 §2.6, §7): each reads the stored clustering result, gathers what
 * the analysis needs (the engine's cluster relations, the bundled dictionaries) and runs the
 * analysis in the AI worker (workers/ai). Nothing is stored: a new run replaces the screen's results.
 */
import {
  ANOMALY_METRICS,
  ANOMALY_SENSITIVITIES,
  DEFAULT_SENSITIVITY,
  OPTIMIZATION_GOALS,
  TARGET_LANGUAGES,
  type AiMode,
  type AnomalyKeywordInput,
  type AnomalyMetric,
  type StoredAiAnalyses,
  type TargetLanguage,
} from '../../../contract/types/ai';
import { SEARCH_INTENTS } from '../../../contract/types/clustering';
import type { ClusterRelations } from '@workers/clustering/relate';
import { MAX_KEYWORD_LENGTH } from '@workers/imports/limits';
import { DICTIONARY_FILES } from '@workers/ai/dictionary';
import type { AiResult, DictionaryTexts } from '@workers/ai/analyses';
import { ApiError, CANCELLED_STATUS } from '../../../contract/errors';
import { isJsonObject, type JsonObject } from '../../../contract/json';
import { loadDerived, saveDerived } from '../derived';
import { PAYLOADS, storedPayload } from '../payloads';
import { currentResultId, loadResult, NO_RESULT_YET } from '../clustering/store';
import type { RouteModule } from '../types';
import { bodyObject, charLength } from '../validate';
import { RunCancelledError, workerServices } from '../workers';

const MAX_KEYWORD_DATA = 10_000;

const NO_RESULT = `${NO_RESULT_YET}: run a keyword clustering first, then come back to AI & Automation.`;

async function readResult(body: JsonObject): Promise<AiResult> {
  const requested = body.result_id;
  if (requested !== undefined && typeof requested !== 'string')
    throw new ApiError(400, 'result_id must be a result id');
  const id = requested ?? (await currentResultId());
  if (!id) throw new ApiError(404, NO_RESULT);
  const result = await loadResult(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw new ApiError(404, NO_RESULT);
    throw error;
  });
  return {
    id: result.id,
    name: result.name,
    updated_at: result.updated_at,
    clusters: result.clusters,
    max_cluster_size: result.settings.max_cluster_size,
    language: result.settings.language,
    location: result.settings.location,
  };
}

/** The result, or null when the body brings its own keywords and no result exists yet. */
async function readOptionalResult(body: JsonObject): Promise<AiResult | null> {
  try {
    return await readResult(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && body.result_id === undefined) return null;
    throw error;
  }
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], label: string, fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new ApiError(400, `${label} must be one of: ${allowed.join(', ')}`);
}

function listOf<T extends string>(value: unknown, allowed: readonly T[], label: string): T[] {
  if (value === undefined || value === null) return [...allowed];
  if (!Array.isArray(value)) throw new ApiError(400, `${label} must be a list of: ${allowed.join(', ')}`);
  return [...new Set(value.map((v) => oneOf(v, allowed, label, allowed[0])))];
}

/** Keywords sent in the body, trimmed, blanks dropped; null when absent. */
function keywordList(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw new ApiError(400, 'keywords must be a list of keyword texts');
  const keywords = (value as string[]).map((k) => k.trim()).filter(Boolean);
  if (keywords.some((k) => charLength(k) > MAX_KEYWORD_LENGTH))
    throw new ApiError(400, `Each keyword must be ${MAX_KEYWORD_LENGTH} characters or fewer; shorten the long ones.`);
  if (!keywords.length) throw new ApiError(400, 'Enter at least one keyword to analyse.');
  return keywords;
}

function figure(value: unknown, label: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new ApiError(400, `${label} must be a number of 0 or more, or null when unknown`);
  return value;
}

function keywordData(value: unknown): AnomalyKeywordInput[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length > MAX_KEYWORD_DATA)
    throw new ApiError(
      400,
      `keyword_data must be a list of at most ${MAX_KEYWORD_DATA.toLocaleString('en-US')} keywords`,
    );
  return value.map((row, i) => {
    if (!isJsonObject(row) || typeof row.text !== 'string' || !row.text.trim())
      throw new ApiError(400, `keyword_data[${i}] needs a text`);
    if (charLength(row.text) > MAX_KEYWORD_LENGTH)
      throw new ApiError(400, `keyword_data[${i}].text must be ${MAX_KEYWORD_LENGTH} characters or fewer`);
    const estimated = Array.isArray(row.estimated_metrics) ? row.estimated_metrics : [];
    return {
      text: row.text.trim(),
      search_volume: figure(row.search_volume, `keyword_data[${i}].search_volume`),
      cpc: figure(row.cpc, `keyword_data[${i}].cpc`),
      difficulty: figure(row.difficulty, `keyword_data[${i}].difficulty`),
      competition: oneOf(row.competition, ['LOW', 'MEDIUM', 'HIGH', 'UNKNOWN'] as const, 'competition', 'UNKNOWN'),
      intent:
        row.intent === undefined
          ? undefined
          : oneOf(row.intent, SEARCH_INTENTS, `keyword_data[${i}].intent`, 'informational'),
      cluster: typeof row.cluster === 'string' ? row.cluster : undefined,
      estimated_metrics: estimated.filter((m): m is AnomalyMetric => ANOMALY_METRICS.includes(m as AnomalyMetric)),
    };
  });
}

/** The engine's relations between the clusters, or null (the analysis then uses shared words). */
async function relations(result: AiResult): Promise<ClusterRelations | null> {
  try {
    return await workerServices().clustering.relate(undefined, {
      clusters: result.clusters.map((c) => ({ id: c.id, keywords: c.keywords.map((k) => k.text) })),
      language: result.language,
      location: result.location,
    });
  } catch {
    return null;
  }
}

// ---- Dictionaries: fetched on first use of the multi-language analysis, one file per language ----

export type DictionaryLoader = (file: string) => Promise<string>;

async function fetchDictionary(file: string): Promise<string> {
  const response = await fetch(`${import.meta.env.BASE_URL}${file}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

let dictionaryLoader: DictionaryLoader = fetchDictionary;
const dictionaries = new Map<TargetLanguage, Promise<string>>();

/** Where the dictionaries come from (tests: the files on disk). Forgets those already loaded. */
export function setDictionaryLoader(next: DictionaryLoader): void {
  dictionaryLoader = next;
  dictionaries.clear();
}

/** The languages' word lists; a list that cannot be loaded is left out (and tried again next time). */
async function loadDictionaries(languages: readonly TargetLanguage[]): Promise<DictionaryTexts> {
  const entries = await Promise.all(
    languages.map(async (language) => {
      let text = dictionaries.get(language);
      if (!text) {
        text = dictionaryLoader(DICTIONARY_FILES[language]);
        dictionaries.set(language, text);
      }
      try {
        return [[language, await text]] as const;
      } catch {
        dictionaries.delete(language);
        return [];
      }
    }),
  );
  return Object.fromEntries(entries.flat());
}

const analysis = <H>(handle: H) => ({ handle, changes: ['derived_results'] as const });

const MODES: readonly AiMode[] = ['optimization', 'anomalies', 'multilang', 'voice', 'dashboard'];
const derivedKind = (mode: AiMode) => `ai-${mode}`;

/** Keeps the analysis of a stored result, so the tab shows it again on the next visit. */
async function kept<M extends AiMode>(
  mode: M,
  result: AiResult | null,
  analysis: NonNullable<StoredAiAnalyses[M]>,
): Promise<NonNullable<StoredAiAnalyses[M]>> {
  if (result) await saveDerived(derivedKind(mode), result.id, storedPayload(PAYLOADS.ai[mode], analysis));
  return analysis;
}

export const AI_CANCELLED = 'AI analysis cancelled';

/** The analysis in the AI worker; Cancel ends the worker and answers 499. */
async function inWorker<T>(signal: AbortSignal | undefined, call: (signal?: AbortSignal) => Promise<T>): Promise<T> {
  if (signal?.aborted) throw new ApiError(CANCELLED_STATUS, AI_CANCELLED);
  try {
    return await call(signal);
  } catch (error) {
    throw error instanceof RunCancelledError ? new ApiError(CANCELLED_STATUS, AI_CANCELLED) : error;
  }
}

export const aiRoutes = {
  'GET /api/ai/analyses': async () => {
    const id = await currentResultId();
    const stored: StoredAiAnalyses = { result_id: id, stale: [] };
    if (!id) return stored;
    for (const mode of MODES) {
      const record = await loadDerived(derivedKind(mode), id, PAYLOADS.ai[mode]);
      if (!record) continue;
      Object.assign(stored, { [mode]: record.payload });
      if (record.stale) stored.stale.push(mode);
    }
    return stored;
  },

  'POST /api/ai/optimize-clusters': analysis(async ({ body, signal }) => {
    const input = bodyObject(body);
    const goals = listOf(input.optimization_goals, OPTIMIZATION_GOALS, 'optimization_goals');
    const result = await readResult(input);
    const related = await relations(result);
    return kept(
      'optimization',
      result,
      await inWorker(signal, (s) => workerServices().ai.runOptimization(s, result, goals, related)),
    );
  }),

  'POST /api/ai/detect-anomalies': analysis(async ({ body, signal }) => {
    const input = bodyObject(body);
    const sensitivity = oneOf(input.sensitivity, ANOMALY_SENSITIVITIES, 'sensitivity', DEFAULT_SENSITIVITY);
    const data = keywordData(input.keyword_data);
    const result = data ? null : await readResult(input);
    return kept(
      'anomalies',
      result,
      await inWorker(signal, (s) => workerServices().ai.runAnomalies(s, result, data, sensitivity)),
    );
  }),

  'POST /api/ai/multi-language-analysis': analysis(async ({ body, signal }) => {
    const input = bodyObject(body);
    if (input.source_language !== undefined && input.source_language !== 'en')
      throw new ApiError(
        400,
        'Only English (en) keywords can be analysed: the bundled dictionaries translate English into Spanish, French, German and Japanese.',
      );
    const languages = listOf(input.target_languages, TARGET_LANGUAGES, 'target_languages');
    const keywords = keywordList(input.keywords);
    const result = keywords ? await readOptionalResult(input) : await readResult(input);
    const texts = await loadDictionaries(languages);
    const analysis = await inWorker(signal, (s) =>
      workerServices().ai.runMultiLanguage(s, result, keywords, languages, texts),
    );
    return kept('multilang', keywords ? null : result, analysis);
  }),

  'POST /api/ai/voice-search-optimization': analysis(async ({ body, signal }) => {
    const input = bodyObject(body);
    const keywords = keywordList(input.keywords);
    const result = keywords ? await readOptionalResult(input) : await readResult(input);
    return kept(
      'voice',
      keywords ? null : result,
      await inWorker(signal, (s) => workerServices().ai.runVoice(s, result, keywords)),
    );
  }),

  'POST /api/ai/insights-dashboard': analysis(async ({ body, signal }) => {
    const input = bodyObject(body);
    const result = await readResult(input);
    const [related, texts] = await Promise.all([relations(result), loadDictionaries(TARGET_LANGUAGES)]);
    const recommend = input.include_recommendations !== false;
    return kept(
      'dashboard',
      result,
      await inWorker(signal, (s) => workerServices().ai.runDashboard(s, result, related, texts, recommend)),
    );
  }),
} satisfies RouteModule;
