// The clustering engine: normalise and merge duplicates, build lexical (and, with word
// vectors, semantic) features, tie SERP-overlapping keywords, build the sparse
// neighbour graph, agglomerate with average linkage, summarise. Pure: no DOM, no I/O.
import { CLUSTER_SETTINGS, type NumberSetting } from '@/contract/settings';
import type { LanguageCode } from '@/contract/vocabulary';
import { RunControl, type CancelSignal } from './control';
import { FACET_PENALTY, findFacets } from './facets';
import { buildLexicalFeatures } from './features';
import { inferIntent } from './intent';
import { languageResources, resolveLanguage, type LanguageResources } from './languages';
import { modelKey, type BuildModel, type KeywordModel, type ModelCache } from './modelCache';
import { averageLinkage, replayLinkage, type Linkage, type LinkageInput, type MergeLog } from './linkage';
import { GRAPH_PARAMS, buildNeighbourGraph, type NeighbourPool } from './neighbours';
import { semanticMatrix } from './semantic';
import { clusterMethod, normalizeUrl, serpGroups, type SerpGroups } from './serp';
import {
  HYBRID_CURVE,
  HYBRID_WEIGHTS,
  LEXICAL_CURVE,
  LEXICAL_WEIGHTS,
  rawThreshold,
  type SimilarityModel,
} from './similarity';
import { summarize, type UniqueKeyword } from './summarize';
import { groupTopics } from './topics';
import { cachedStemmer, normalizeKeyword, type NormalizedText } from './text';
import {
  DEFAULT_OPTIONS,
  type ClusteringOptions,
  type ClusteringProgress,
  type ClusteringResult,
  type ClusteringStats,
  type KeywordInput,
  type OutputKeyword,
} from './types';
import type { WordVectors } from './vectors';
import { opportunityScore } from '../figures';

export interface EngineContext {
  /** English word vectors; without them the similarity is lexical only. */
  vectors?: WordVectors;
  onProgress?: (progress: ClusteringProgress) => void;
  signal?: CancelSignal;
  /** Threads that share the neighbour search with this one. */
  pool?: NeighbourPool;
  /**
   * Keeps the last list's model, normalised lines and linkage at the floor (modelCache.ts), so a
   * re-run of the same keywords builds none of them; without it the linkage runs at the threshold.
   */
  models?: ModelCache;
}

const clamp = (x: number, lo: number, hi: number, fallback: number) =>
  Number.isFinite(x) ? Math.min(hi, Math.max(lo, x)) : fallback;

/** Into the app's range of the setting (src/contract/settings.ts); its default when not a number. */
const inRange = (x: number, setting: NumberSetting) => clamp(x, setting.min, setting.max, setting.default);

/** Options completed with defaults and clamped to their ranges. */
export function resolveOptions(options: Partial<ClusteringOptions> = {}): ClusteringOptions {
  const o = { ...DEFAULT_OPTIONS, ...options };
  const max = Math.round(clamp(o.max_cluster_size, 0, 100000, DEFAULT_OPTIONS.max_cluster_size));
  return {
    similarity_threshold: inRange(o.similarity_threshold, CLUSTER_SETTINGS.similarity_threshold),
    topic_threshold: inRange(o.topic_threshold, CLUSTER_SETTINGS.topic_threshold),
    min_cluster_size: Math.round(inRange(o.min_cluster_size, CLUSTER_SETTINGS.min_cluster_size)),
    max_cluster_size: max === 1 ? 2 : max,
    // A location given without a language sets the language (DE → de), not the default en.
    language:
      options.language ?? (options.location ? resolveLanguage(undefined, options.location) : DEFAULT_OPTIONS.language),
    location: o.location,
    serp_overlap: Math.round(inRange(o.serp_overlap, CLUSTER_SETTINGS.serp_overlap)),
  };
}

const finite = (x: number | undefined): number | undefined =>
  typeof x === 'number' && Number.isFinite(x) ? x : undefined;

/** The app's formula (workers/figures), so the CLI and the stored results agree; null without a volume. */
const opportunity = (volume?: number, difficulty?: number, cpc?: number): number | null =>
  volume === undefined ? null : opportunityScore(volume, difficulty ?? Number.NaN, cpc ?? Number.NaN);

interface Line {
  text: string;
  index: number;
  input: KeywordInput;
  norm: NormalizedText;
}

/** Input lines that share a duplicate key, in input order. */
interface Merged {
  lines: Line[];
  /** The head's first line: the spelling the keyword is shown as. */
  head: Line;
}

/** One spelling of a merged keyword: its lines (exact duplicates) and the figures they give, first known wins. */
interface Spelling {
  lines: Line[];
  search_volume?: number;
  cpc?: number;
  difficulty?: number;
  competition?: number;
  intent?: string;
}

function spellingOf(lines: Line[]): Spelling {
  // Loops rather than map + find: this runs for every keyword, and the arrays were a tenth of the
  // garbage of a run of 100,000.
  const pick = (get: (k: KeywordInput) => number | undefined) => {
    for (const line of lines) {
      const x = finite(get(line.input));
      if (x !== undefined) return x;
    }
    return undefined;
  };
  let intent: string | undefined;
  for (const line of lines) {
    const x = line.input.intent;
    if (typeof x === 'string' && x.trim() !== '') {
      intent = x;
      break;
    }
  }
  return {
    lines,
    search_volume: pick((k) => k.search_volume),
    cpc: pick((k) => k.cpc),
    difficulty: pick((k) => k.difficulty),
    competition: pick((k) => k.competition),
    intent,
  };
}

/** The spellings of a merged keyword (lines equal after folding are one spelling), in input order. */
function spellings(m: Merged): Spelling[] {
  if (m.lines.length === 1) return [spellingOf(m.lines)];
  const byFolded = new Map<string, Line[]>();
  for (const line of m.lines) {
    const same = byFolded.get(line.norm.folded);
    if (same) same.push(line);
    else byFolded.set(line.norm.folded, [line]);
  }
  return [...byFolded.values()].map(spellingOf);
}

/** The highest-volume spelling; on a tie (or with no volumes) the first. */
function headOf(all: readonly Spelling[]): Spelling {
  return all.reduce((best, s) => ((s.search_volume ?? -1) > (best.search_volume ?? -1) ? s : best));
}

/**
 * Merges exact, word-order and plural/stem duplicates into one keyword shown as its
 * highest-volume spelling. Every spelling keeps its own figures: the keyword's are its head's,
 * the others' stay in `variantFigures` for the totals. Exact duplicates of one spelling (the
 * same text after folding) are one keyword and count once. Sets each group's `head`, whose
 * normalised text the features then use, so a keyword is compared as it is shown.
 */
function mergeDuplicates(merged: Merged[]): UniqueKeyword[] {
  return merged.map((m) => {
    const all = spellings(m);
    const head = headOf(all);
    const others = all.filter((s) => s !== head);
    m.head = head.lines[0];
    const out: OutputKeyword = {
      text: m.head.text,
      variants: others.map((s) => s.lines[0].text),
      variant_indexes: others.map((s) => s.lines[0].index),
      input_index: m.head.index,
      merged_indexes: m.lines.filter((line) => line !== m.head).map((line) => line.index),
      ...(head.search_volume !== undefined && { search_volume: head.search_volume }),
      ...(head.cpc !== undefined && { cpc: head.cpc }),
      ...(head.difficulty !== undefined && { difficulty: head.difficulty }),
      ...(head.competition !== undefined && { competition: head.competition }),
      ...(head.intent !== undefined && { intent: head.intent }),
      opportunity: opportunity(head.search_volume, head.difficulty, head.cpc),
    };
    const norm = m.head.norm;
    return {
      out,
      variantFigures: others.map((s) => ({
        search_volume: s.search_volume,
        cpc: s.cpc,
        difficulty: s.difficulty,
        opportunity: opportunity(s.search_volume, s.difficulty, s.cpc),
      })),
      intent: inferIntent(norm.folded, head.intent, norm.tokens),
      stems: norm.stems,
      surfaces: norm.surfaces,
    };
  });
}

function topUrls(inputs: readonly KeywordInput[]): string[] {
  const urls = new Set<string>();
  for (const k of inputs) {
    for (const u of k.urls ?? []) {
      if (typeof u?.url === 'string' && Number.isFinite(u.position) && u.position >= 1 && u.position <= 10) {
        // A URL with no host or path ("https://", "#top") spells no page: two keywords would share it.
        const page = normalizeUrl(u.url);
        if (page) urls.add(page);
      }
    }
  }
  return [...urls];
}

/**
 * What the linkage needs from the keywords' shown texts: lexical (and, with word vectors,
 * semantic) features, the neighbour graph and the facets. No setting but the language changes it.
 */
async function buildKeywordModel(
  heads: NormalizedText[],
  lang: LanguageResources,
  stem: (word: string) => string,
  vectors: WordVectors | undefined,
  control: RunControl,
  pool: NeighbourPool | undefined,
): Promise<KeywordModel> {
  const n = heads.length;
  await control.begin('features', n);
  const lexical = await buildLexicalFeatures(heads, lang, stem, control);
  control.end();

  await control.begin('semantic', n);
  const semantic = vectors ? await semanticMatrix(heads, vectors, control) : null;
  control.end();

  const model: SimilarityModel = {
    n,
    lexical,
    semantic: semantic?.matrix ?? null,
    dim: semantic?.dim ?? 0,
    weights: semantic ? HYBRID_WEIGHTS : LEXICAL_WEIGHTS,
    curve: semantic ? HYBRID_CURVE : LEXICAL_CURVE,
  };

  await control.begin('neighbours', n);
  const graph = await buildNeighbourGraph(model, GRAPH_PARAMS, control, pool);
  control.end();
  return { model, graph, facets: findFacets(heads, lang.sentenceMarkers), floorLogs: new Map() };
}

/**
 * The run's keywords, normalised and merged into duplicate groups, in input order. With `models`,
 * a line the last list normalised is read from there, and this list's are kept for the next run.
 */
async function normalizeList(
  keywords: readonly KeywordInput[],
  language: LanguageCode,
  stem: (word: string) => string,
  control: RunControl,
  models: ModelCache | undefined,
): Promise<{ merged: Merged[]; items: UniqueKeyword[] }> {
  await control.begin('normalize', keywords.length);
  const lang = languageResources(language);
  const known = models?.normalized(language);
  const seen = models ? new Map<string, NormalizedText>() : undefined;
  const byKey = new Map<string, Merged>();
  const merged: Merged[] = [];
  for (let i = 0; i < keywords.length; i++) {
    const input = keywords[i];
    const text = typeof input?.text === 'string' ? input.text.trim() : '';
    if (text) {
      const norm = known?.get(text) ?? normalizeKeyword(text, lang, stem);
      seen?.set(text, norm);
      const line: Line = { text, index: i, input, norm };
      const found = byKey.get(norm.key);
      if (found) found.lines.push(line);
      else {
        const m: Merged = { lines: [line], head: line };
        byKey.set(norm.key, m);
        merged.push(m);
      }
    }
    if (control.due(i)) await control.tick(i);
  }
  if (seen) models?.keepNormalized(language, seen);
  const items = mergeDuplicates(merged);
  control.end();
  return { merged, items };
}

/** What a list's keyword model depends on, and how to build it, once its duplicates are merged. */
function keywordModelOf(
  merged: readonly Merged[],
  language: LanguageCode,
  stem: (word: string) => string,
  context: EngineContext,
): { key: string; build: BuildModel } {
  const lang = languageResources(language);
  const vectors = language === 'en' ? context.vectors : undefined;
  const heads = merged.map((m) => m.head.norm);
  return {
    key: modelKey(
      language,
      vectors !== undefined,
      merged.map((m) => m.head.text),
    ),
    build: (control) => buildKeywordModel(heads, lang, stem, vectors, control, context.pool),
  };
}

/** The linkage of a list's model with the run's SERP groups, threshold and maximum size. */
function linkageInput(
  { model, graph, facets }: KeywordModel,
  serp: Pick<SerpGroups, 'group' | 'hasSerp'>,
  opts: ClusteringOptions,
): LinkageInput {
  return {
    model,
    graph,
    threshold: rawThreshold(opts.similarity_threshold, model.curve),
    floor: rawThreshold(CLUSTER_SETTINGS.similarity_threshold.min, model.curve),
    maxSize: opts.max_cluster_size,
    initialGroup: serp.group,
    hasSerp: serp.hasSerp,
    facets,
    facetPenalty: FACET_PENALTY,
  };
}

/**
 * The list's linkage recorded at the floor for this maximum size (lists without SERP data): run
 * once and kept with the model, it holds the linkage of every threshold (linkage.ts, MergeLog).
 * Only a run of it is a linkage stage: reading the log back, about a tenth of a run (20 ms at
 * 10,000 keywords, 0.2-0.3 s at 100,000), counts in the total alone.
 */
async function floorLog(kept: KeywordModel, input: LinkageInput, control: RunControl): Promise<MergeLog> {
  const found = kept.floorLogs.get(input.maxSize);
  if (found) return found;
  await control.begin('linkage', input.model.n);
  const log: MergeLog = { a: [], b: [], mean: [] };
  await averageLinkage({ ...input, threshold: input.floor }, control, log);
  control.end();
  kept.floorLogs.set(input.maxSize, log);
  return log;
}

/**
 * Builds a list's keyword model and its linkage at the floor for the options' maximum size ahead of
 * its run, into `context.models`: a run of the same list at any threshold uses them, or waits for
 * them while they are built. False when another list replaced it first.
 */
export async function prepareKeywordModel(
  keywords: readonly KeywordInput[],
  options: Partial<ClusteringOptions>,
  context: EngineContext & { models: ModelCache },
): Promise<boolean> {
  const opts = resolveOptions(options);
  const language = resolveLanguage(opts.language, opts.location);
  const lang = languageResources(language);
  const stem = cachedStemmer(lang);
  const { merged } = await normalizeList(keywords, language, stem, new RunControl(context.signal), context.models);
  const { key, build } = keywordModelOf(merged, language, stem, context);
  const withoutSerp = (kept: KeywordModel) => {
    const n = kept.model.n;
    return linkageInput(kept, { group: new Int32Array(n).fill(-1), hasSerp: new Uint8Array(n) }, opts);
  };
  // The linkage is part of the build, so a run that comes meanwhile waits for it too.
  const kept = await context.models.prepare(key, async (control) => {
    const built = await build(control);
    await floorLog(built, withoutSerp(built), control);
    return built;
  });
  if (!kept) return false;
  // A list prepared before, now with another maximum size.
  await floorLog(kept, withoutSerp(kept), new RunControl(context.signal));
  return true;
}

/**
 * Clusters keywords. Same input and options give the same output; a higher
 * similarity_threshold only ever splits clusters. Empty and whitespace-only texts are
 * ignored; every other input keyword appears once, as a keyword or as a variant.
 */
export async function clusterKeywords(
  keywords: readonly KeywordInput[],
  options: Partial<ClusteringOptions> = {},
  context: EngineContext = {},
): Promise<ClusteringResult> {
  const opts = resolveOptions(options);
  const control = new RunControl(context.signal, context.onProgress);
  const language = resolveLanguage(opts.language, opts.location);
  const lang = languageResources(language);
  const stem = cachedStemmer(lang);
  const { merged, items } = await normalizeList(keywords, language, stem, control, context.models);
  const n = items.length;
  const { key, build } = keywordModelOf(merged, language, stem, context);
  const keywordModel = context.models ? await context.models.forRun(key, build, control) : await build(control);
  const { model, graph } = keywordModel;

  const priority = items
    .map((_, i) => i)
    .sort((a, b) => (items[b].out.search_volume ?? -1) - (items[a].out.search_volume ?? -1) || a - b);
  const serp = serpGroups(
    merged.map((m) => topUrls(m.lines.map((line) => line.input))),
    opts.serp_overlap,
    opts.max_cluster_size,
    priority,
  );

  const linkage = linkageInput(keywordModel, serp, opts);
  let linked: Linkage;
  // A kept model (a re-run, a prepared list) keeps its linkage at the floor, from which every
  // threshold is read; with SERP data the groups depend on the run's URLs and overlap, so the
  // linkage runs at the threshold.
  if (context.models && !serp.hasSerp.includes(1)) {
    linked = replayLinkage(linkage, await floorLog(keywordModel, linkage, control));
  } else {
    await control.begin('linkage', n);
    linked = await averageLinkage(linkage, control);
    control.end();
  }
  const { owner, sums } = linked;

  await control.begin('summarize', n);
  const summary = summarize({ items, owner, sums, minSize: opts.min_cluster_size, model, graph });
  control.end();

  await control.begin('topics', summary.clusters.length);
  const { topics, topicOf } = await groupTopics(
    {
      model,
      items,
      clusters: summary.clusters,
      members: summary.members,
      threshold: opts.topic_threshold,
      language,
      pool: context.pool,
    },
    control,
  );
  const clusters = summary.clusters.map((cluster, index) => ({
    ...cluster,
    topic: topicOf[index],
    method: clusterMethod(summary.members[index], serp.group),
  }));
  const { unclustered } = summary;
  control.end();

  const clustered = clusters.reduce((a, c) => a + c.keywords.length, 0);
  return {
    clusters,
    topics,
    unclustered,
    options: opts,
    stats: {
      input_keywords: keywords.length,
      unique_keywords: n,
      duplicates_merged: merged.reduce((a, m) => a + m.lines.length - 1, 0),
      clusters: clusters.length,
      clustered_keywords: clustered,
      unclustered_keywords: unclustered.length,
      semantic: model.semantic !== null,
      language,
      serp_pairs: serp.pairs,
      serp_keywords: serp.hasSerp.reduce((a, x) => a + x, 0),
      graph_edges: graph.nbr.length / 2,
      topics: topics.length,
      seconds: Object.fromEntries(
        Object.entries(control.seconds).map(([k, v]) => [k, Math.round(v * 1000) / 1000]),
      ) as ClusteringStats['seconds'],
    },
  };
}
