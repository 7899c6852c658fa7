import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnomalyKeywordInput } from '@/contract/types/ai';
import type { Cluster, Keyword, SearchIntent } from '@/contract/types/clustering';
import type { ClusterRelations } from '@workers/clustering/relate';
import {
  detectAnomalies,
  insightsDashboard,
  multiLanguageAnalysis,
  optimizeClusters,
  optimizeForVoice,
  parseDictionary,
  snippetPotential,
  translateKeyword,
  voiceFriendliness,
  voiceSearchOptimization,
  DICTIONARY_FILES,
} from '@workers/ai';
import {
  ENGINE_MERGE_CALIBRATION,
  LEXICAL_MERGE_CALIBRATION,
  MIN_MERGE_CONFIDENCE,
  mergeConfidence,
} from '@workers/ai/merge-calibration';

let nextId = 0;
function keyword(text: string, volume: number | null = null, intent: SearchIntent = 'informational'): Keyword {
  return {
    id: `k${nextId++}`,
    text,
    search_volume: volume,
    competition: 'MEDIUM',
    cpc_low: null,
    cpc_high: null,
    difficulty: null,
    opportunity_score: null,
    intent,
    data_source: volume === null ? 'none' : 'imported',
    estimated_fields: [],
    metric_sources: {},
    sources: [],
    source_label: null,
    expanded: false,
    expanded_from: null,
    variants: [],
    similarity: null,
    clicks: null,
    impressions: null,
    ctr: null,
    position: null,
    url: null,
  };
}

function cluster(id: string, name: string, keywords: Keyword[], intent: SearchIntent = 'informational'): Cluster {
  const volumes = keywords.flatMap((k) => (k.search_volume === null ? [] : [k.search_volume]));
  return {
    id,
    name,
    keywords,
    keyword_count: keywords.length,
    total_volume: volumes.length ? volumes.reduce((s, v) => s + v, 0) : null,
    avg_cpc: null,
    avg_difficulty: null,
    avg_opportunity: null,
    total_clicks: null,
    total_impressions: null,
    intent,
    terms: [],
    edited: false,
    topic_id: `t-${id}`,
  };
}

const optimizeInput = (clusters: Cluster[]) => ({
  result_id: 'r1',
  result_updated_at: '2026-01-01T00:00:00.000Z',
  clusters,
  max_cluster_size: 50,
  goals: [],
});

describe('optimizeClusters with the engine’s relations', () => {
  const shoes = cluster('a', 'running shoes', [keyword('running shoes', 5000), keyword('best running shoes', 2000)]);
  const trainers = cluster('b', 'running trainers', [
    keyword('running trainers', 800),
    keyword('trainers for running', 300),
  ]);
  const buyShoes = cluster(
    'c',
    'buy running shoes',
    [keyword('buy running shoes', 900, 'transactional'), keyword('running shoes sale', 700, 'transactional')],
    'transactional',
  );
  const mixed = cluster('d', 'coffee and tea', [
    keyword('coffee beans', 3000),
    keyword('coffee grinder', 1000),
    keyword('green tea', 900),
    keyword('tea pot', 400),
    keyword('running socks', 50),
  ]);
  const socks = cluster('e', 'socks', [keyword('wool socks', 600), keyword('sport socks', 300)]);
  const relations: ClusterRelations = {
    semantic: true,
    clusters: [
      {
        id: 'a',
        cohesion: 0.8,
        neighbours: [
          { id: 'b', similarity: 0.93 },
          { id: 'c', similarity: 0.9 },
        ],
        keywords: [
          { own: 0.8, best_other_id: 'b', best_other: 0.7 },
          { own: 0.8, best_other_id: 'b', best_other: 0.7 },
        ],
        subgroups: [[0, 1]],
      },
      {
        id: 'b',
        cohesion: 0.75,
        neighbours: [{ id: 'a', similarity: 0.93 }],
        keywords: [
          { own: 0.75, best_other_id: 'a', best_other: 0.7 },
          { own: 0.75, best_other_id: 'a', best_other: 0.7 },
        ],
        subgroups: [[0, 1]],
      },
      {
        id: 'c',
        cohesion: 0.8,
        neighbours: [{ id: 'a', similarity: 0.9 }],
        keywords: [
          { own: 0.8, best_other_id: 'a', best_other: 0.6 },
          { own: 0.8, best_other_id: 'a', best_other: 0.6 },
        ],
        subgroups: [[0, 1]],
      },
      {
        id: 'd',
        cohesion: 0.2,
        neighbours: [],
        keywords: [
          { own: 0.3, best_other_id: null, best_other: 0 },
          { own: 0.3, best_other_id: null, best_other: 0 },
          { own: 0.3, best_other_id: null, best_other: 0 },
          { own: 0.3, best_other_id: null, best_other: 0 },
          { own: 0.1, best_other_id: 'e', best_other: 0.75 },
        ],
        subgroups: [[0, 1], [2, 3], [4]],
      },
      {
        id: 'e',
        cohesion: 0.7,
        neighbours: [],
        keywords: [
          { own: 0.7, best_other_id: null, best_other: 0 },
          { own: 0.7, best_other_id: null, best_other: 0 },
        ],
        subgroups: [[0, 1]],
      },
    ],
  };
  const result = optimizeClusters(optimizeInput([shoes, trainers, buyShoes, mixed, socks]), relations);

  it('suggests the planted merge (close and same intent), never across intents', () => {
    const merges = result.optimizations.filter((o) => o.optimization_type === 'merge');
    expect(merges).toHaveLength(1);
    expect(merges[0].edit).toEqual({ kind: 'merge', cluster_ids: ['a', 'b'], name: 'running shoes' });
    // The calibrated confidence of 0.93 similar (the 'c' pair, 0.9 similar, is across intents).
    expect(merges[0].confidence_score).toBe(mergeConfidence(0.93, ENGINE_MERGE_CALIBRATION));
    expect(merges[0].reasoning).toMatch(/93% similar, both informational with no brand or model between them/);
    expect(merges[0].keywords_affected).toEqual(['running trainers', 'trainers for running']);
  });

  it('splits the loose cluster into its two sub-groups', () => {
    const split = result.optimizations.find((o) => o.optimization_type === 'split');
    expect(split?.subgroups).toEqual([
      ['coffee beans', 'coffee grinder'],
      ['green tea', 'tea pot'],
    ]);
    expect(split?.edit).toMatchObject({ kind: 'split', cluster_id: 'd', name: 'green tea' });
  });

  it('moves the keyword that sits closer to another cluster', () => {
    const move = result.optimizations.find((o) => o.optimization_type === 'move');
    expect(move?.keywords_affected).toEqual(['running socks']);
    expect(move?.edit).toMatchObject({ kind: 'move', from_cluster_id: 'd', to_cluster_id: 'e' });
    expect(move?.confidence_score).toBeGreaterThan(0.9);
  });

  it('summarises, sorts by confidence and states its basis', () => {
    expect(result.similarity_source).toBe('engine');
    expect(result.based_on).toMatch(/^Based on the clustering engine's similarity/);
    expect(result.summary.total_clusters_analyzed).toBe(5);
    expect(result.summary.optimizations_suggested).toBe(result.optimizations.length);
    const scores = result.optimizations.map((o) => o.confidence_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('renames a cluster after its most-searched keyword, and leaves names the user typed alone', () => {
    const stale = cluster('f', 'trail shoes', [keyword('trail shoes', 100), keyword('trail running shoes', 4000)]);
    const typed = cluster('g', 'My trail page', [keyword('trail shoes', 100), keyword('trail running shoes', 4000)]);
    const out = optimizeClusters(
      { ...optimizeInput([stale, typed]), goals: ['search_volume_balance'] },
      { semantic: true, clusters: [] },
    );
    expect(out.optimizations).toHaveLength(1);
    expect(out.optimizations[0]).toMatchObject({ optimization_type: 'rename', suggested_name: 'trail running shoes' });
  });

  it('caps the affected keywords at 5', () => {
    const big = cluster(
      'h',
      'pizza',
      Array.from({ length: 9 }, (_, i) => keyword(`pizza recipe ${i}`)),
    );
    const near = cluster('i', 'pizza recipes', [keyword('pizza recipes')]);
    const out = optimizeClusters(optimizeInput([near, big]), {
      semantic: true,
      clusters: [
        { id: 'h', cohesion: 0.9, neighbours: [{ id: 'i', similarity: 0.95 }], keywords: [], subgroups: [] },
        { id: 'i', cohesion: 1, neighbours: [{ id: 'h', similarity: 0.95 }], keywords: [], subgroups: [] },
      ],
    });
    const merge = out.optimizations[0];
    expect(merge.keywords_affected.length).toBeLessThanOrEqual(5);
    expect(merge.keywords_affected_total).toBeGreaterThanOrEqual(1);
  });
});

describe('optimizeClusters without the engine (shared words)', () => {
  it('suggests no merge, as shared words alone were right less than one time in two, and says so', () => {
    const a = cluster('a', 'cold brew coffee', [keyword('cold brew coffee'), keyword('cold brew coffee recipe')]);
    const b = cluster('b', 'cold brew recipe', [keyword('cold brew recipe'), keyword('cold brew coffee ratio')]);
    const c = cluster('c', 'latte art', [keyword('latte art'), keyword('latte art designs')]);
    const out = optimizeClusters(optimizeInput([a, b, c]), null);
    expect(out.similarity_source).toBe('lexical');
    expect(out.based_on).toMatch(/the engine's similarity was unavailable/);
    expect(out.based_on).toMatch(/so no merge is suggested/);
    expect(Math.max(...LEXICAL_MERGE_CALIBRATION.map((s) => s.p))).toBeLessThan(MIN_MERGE_CONFIDENCE);
    expect(out.optimizations.some((o) => o.optimization_type === 'merge')).toBe(false);
  });
});

const row = (text: string, figures: Partial<AnomalyKeywordInput>): AnomalyKeywordInput => ({
  text,
  search_volume: null,
  cpc: null,
  difficulty: null,
  intent: 'commercial',
  cluster: 'espresso',
  ...figures,
});

function cleanSet(): AnomalyKeywordInput[] {
  return Array.from({ length: 10 }, (_, i) =>
    row(`espresso machine ${i}`, { search_volume: 1000 + i * 40, cpc: 1.5 + i * 0.05, difficulty: 40 + i }),
  );
}

describe('detectAnomalies', () => {
  it('finds nothing in a clean set', () => {
    const out = detectAnomalies(cleanSet(), 'medium', 'planted');
    expect(out.anomalies).toEqual([]);
    expect(out.summary).toEqual({
      total_keywords_analyzed: 10,
      anomalies_detected: 0,
      critical_anomalies: 0,
      high_confidence_detections: 0,
    });
  });

  it('finds the planted volume, CPC and difficulty outliers with expected values and deviations', () => {
    const data = cleanSet();
    data[2] = { ...data[2], search_volume: 250_000 };
    data[5] = { ...data[5], cpc: 19 };
    data[7] = { ...data[7], difficulty: 95 };
    const out = detectAnomalies(data, 'medium', 'planted');
    const found = Object.fromEntries(out.anomalies.map((a) => [`${a.metric_type}:${a.keyword}`, a]));
    expect(Object.keys(found).sort()).toEqual([
      'cpc:espresso machine 5',
      'difficulty:espresso machine 7',
      'search_volume:espresso machine 2',
    ]);
    const volume = found['search_volume:espresso machine 2'];
    expect(volume.anomaly_type).toBe('unusually_high');
    expect(volume.current_value).toBe(250_000);
    expect(volume.expected_value).toBeGreaterThan(1000);
    expect(volume.expected_value).toBeLessThan(1400);
    expect(volume.deviation_percentage).toBeGreaterThan(10_000);
    expect(volume.severity).toBe('critical');
    expect(volume.confidence_score).toBeGreaterThan(0.5);
    expect(volume.recommended_action).toBeTruthy();
    expect(out.summary.anomalies_detected).toBe(3);
  });

  it('flags a high CPC on an informational keyword and a difficulty far from its cluster', () => {
    const data = [
      ...cleanSet(),
      row('what is espresso', { intent: 'informational', cpc: 6, cluster: 'basics', difficulty: 10 }),
      row('espresso history', { intent: 'informational', cluster: 'basics', difficulty: 12 }),
      row('espresso meaning', { intent: 'informational', cluster: 'basics', difficulty: 80 }),
      row('espresso origin', { intent: 'informational', cluster: 'basics', difficulty: 14 }),
    ];
    const out = detectAnomalies(data, 'medium', 'planted');
    expect(out.anomalies.find((a) => a.anomaly_type === 'intent_mismatch')?.keyword).toBe('what is espresso');
    const gap = out.anomalies.find((a) => a.anomaly_type === 'difficulty_mismatch');
    expect(gap).toMatchObject({ keyword: 'espresso meaning', expected_value: 13, current_value: 80 });
  });

  it('flags more at high sensitivity than at low, and lowers confidence for an estimated figure', () => {
    const data = cleanSet();
    data[3] = { ...data[3], cpc: 2.6, estimated_metrics: ['cpc'] };
    expect(detectAnomalies(data, 'low', '').anomalies).toHaveLength(0);
    const high = detectAnomalies(data, 'high', '').anomalies;
    expect(high).toHaveLength(1);
    expect(high[0].estimated).toBe(true);
    expect(high[0].confidence_score).toBeLessThan(0.8);
  });

  it('reports one card per keyword and figure: the intent mismatch, not also the CPC outlier', () => {
    const data = cleanSet().map((k) => ({ ...k, intent: 'informational' as const }));
    data[4] = { ...data[4], cpc: 12 };
    const found = detectAnomalies(data, 'medium', '').anomalies.filter((a) => a.keyword === 'espresso machine 4');
    expect(found.map((a) => a.anomaly_type)).toEqual(['intent_mismatch']);
  });

  it('needs at least five figures in a group', () => {
    const data = cleanSet().slice(0, 4);
    data[0] = { ...data[0], search_volume: 1_000_000 };
    expect(detectAnomalies(data, 'high', '').anomalies.filter((a) => a.metric_type === 'search_volume')).toEqual([]);
  });
});

describe('dictionary lookups', () => {
  const tiny = parseDictionary('coffee\tcafé\ncold\tfrío\ncoffee machine\tcafetera\nbean\tgrano\nrecipe\treceta\n');

  it('prefers phrases, folds plurals, drops articles and keeps unknown words marked', () => {
    expect(translateKeyword('coffee machine', tiny, 'es')).toEqual({
      original: 'coffee machine',
      translated: 'cafetera',
      status: 'translated',
      untranslated_words: [],
    });
    expect(translateKeyword('the coffee beans', tiny, 'es').translated).toBe('café grano');
    expect(translateKeyword('nitro cold brew recipe', tiny, 'es')).toEqual({
      original: 'nitro cold brew recipe',
      translated: 'nitro frío brew receta',
      status: 'partial',
      untranslated_words: ['nitro', 'brew'],
    });
    expect(translateKeyword('xyzzy', tiny, 'es')).toMatchObject({ status: 'untranslated', translated: 'xyzzy' });
    expect(translateKeyword('café 😀 东京', tiny, 'es').status).toBe('untranslated');
  });

  it('reads the bundled FreeDict files', () => {
    const read = (file: string) => parseDictionary(readFileSync(`public/${file}`, 'utf8'));
    expect(translateKeyword('dog', read(DICTIONARY_FILES.es), 'es').translated).toBe('perro');
    expect(translateKeyword('dog', read(DICTIONARY_FILES.fr), 'fr').translated).toBe('chien');
    expect(translateKeyword('dog', read(DICTIONARY_FILES.de), 'de').translated).toBe('Hund');
    expect(translateKeyword('dog', read(DICTIONARY_FILES.ja), 'ja').translated).toBe('犬');
    expect(translateKeyword('qwxzv', read(DICTIONARY_FILES.de), 'de').status).toBe('untranslated');
  });
});

describe('multiLanguageAnalysis', () => {
  const dictionaries = { es: parseDictionary('dog\tperro\nfood\tcomida\n'), fr: parseDictionary('dog\tchien\n') };
  const keywords = Array.from({ length: 12 }, (_, i) => ({
    text: i % 2 ? 'dog food' : 'dog',
    search_volume: 1000,
    competition: 'HIGH' as const,
  }));
  const out = multiLanguageAnalysis(keywords, ['es', 'fr', 'de'], dictionaries, 'planted');

  it('uses the first 10 keywords, reports missing dictionaries and caps insights', () => {
    expect(out.missing_dictionaries).toEqual(['de']);
    expect(out.language_analyses.map((a) => a.target_language)).toEqual(['es', 'fr']);
    const [es, fr] = out.language_analyses;
    expect(es.translated_keywords).toHaveLength(10);
    expect(es.dictionary_coverage).toBe(1);
    expect(fr.dictionary_coverage).toBe(0.5);
    expect(fr.translated_keywords[1]).toMatchObject({ translated: 'chien food', status: 'partial' });
    expect(es.cultural_insights).toHaveLength(2);
  });

  it('estimates volume from the audience ratio and scores opportunity from 0 to 100', () => {
    const es = out.language_analyses[0];
    expect(es.search_volume_comparison.source_volume).toBe(10_000);
    expect(es.search_volume_comparison.volume_ratio).toBeCloseTo(363.7 / 1186.5, 3);
    expect(es.search_volume_comparison.estimated_volume).toBe(Math.round(10_000 * (363.7 / 1186.5)));
    expect(es.market_opportunity_score).toBeGreaterThan(out.language_analyses[1].market_opportunity_score);
    expect(es.market_opportunity_score).toBeLessThanOrEqual(100);
    expect(es.figures_source).toMatch(/Internet World Stats/);
  });
});

describe('voice rules', () => {
  it('scores question form, spoken length, natural phrasing and local modifiers', () => {
    expect(voiceFriendliness('how do i make cold brew at home').score).toBeGreaterThanOrEqual(0.7);
    expect(voiceFriendliness('espresso').score).toBeLessThan(0.3);
    expect(voiceFriendliness('coffee shop near me').signals).toContain('local modifier');
  });

  it('rates snippet potential higher for what/how questions and lists than for local searches', () => {
    expect(snippetPotential('how to descale an espresso machine', 'informational')).toBeGreaterThanOrEqual(0.7);
    expect(snippetPotential('coffee shop near me', 'local')).toBeLessThan(0.3);
  });

  it('gives the intent type, capped variations and questions, and a content format', () => {
    const local = optimizeForVoice({ text: 'coffee shop near me', intent: 'commercial' });
    expect(local.voice_intent_type).toBe('local');
    expect(local.conversational_variations).toEqual([
      'where is the nearest coffee shop',
      'find coffee shop near me',
      'is there a coffee shop open now near me',
    ]);
    expect(local.question_opportunities).toHaveLength(2);
    expect(local.suggested_content_format).toMatch(/Local landing page/);
    const how = optimizeForVoice({ text: 'how to make cold brew', intent: 'informational' });
    expect(how.voice_intent_type).toBe('question');
    expect(how.suggested_content_format).toMatch(/Step-by-step/);
    expect(how.conversational_variations.every((v) => v.includes('make cold brew'))).toBe(true);
  });

  it('does not repeat the words the templates already say', () => {
    const best = optimizeForVoice({ text: 'best espresso machine', intent: 'commercial' });
    expect(best.conversational_variations[0]).toBe('what is the best espresso machine');
    const buy = optimizeForVoice({ text: 'buy coffee beans', intent: 'transactional' });
    expect(buy.conversational_variations[0]).toBe('where can I buy coffee beans');
  });

  it('analyses the first 8 keywords only', () => {
    const out = voiceSearchOptimization(
      Array.from({ length: 11 }, (_, i) => ({ text: `keyword ${i}`, intent: 'informational' as const })),
      'planted',
    );
    expect(out.summary.keywords_analyzed).toBe(8);
  });
});

describe('insightsDashboard', () => {
  it('computes the five metrics from the four analyses and orders recommendations by priority', () => {
    const a = cluster('a', 'cold brew coffee', [keyword('cold brew coffee'), keyword('cold brew coffee recipe')]);
    const b = cluster('b', 'cold brew recipe', [keyword('cold brew recipe'), keyword('cold brew coffee ratio')]);
    const c = cluster('c', 'latte art', [keyword('latte art'), keyword('latte art designs')]);
    // One merge, of 'a' and 'b': one cluster in three is left as it is.
    const optimization = optimizeClusters(optimizeInput([a, b, c]), {
      semantic: true,
      clusters: [{ id: 'a', cohesion: 0.9, neighbours: [{ id: 'b', similarity: 0.99 }], keywords: [], subgroups: [] }],
    });
    const data = cleanSet();
    data[0] = { ...data[0], search_volume: 900_000 };
    const anomalies = detectAnomalies(data, 'medium', '');
    const multilang = multiLanguageAnalysis(
      [{ text: 'dog', search_volume: 10, competition: 'LOW' }],
      ['es'],
      { es: parseDictionary('dog\tperro\n') },
      '',
    );
    const voice = voiceSearchOptimization([{ text: 'latte art', intent: 'informational' }], '');
    const out = insightsDashboard({ optimization, anomalies, multilang, voice }, true);
    expect(out.overview_metrics).toEqual({
      ai_optimization_score: 33,
      automation_opportunities: optimization.optimizations.length,
      performance_anomalies: 1,
      multi_language_potential: multilang.language_analyses[0].market_opportunity_score,
      voice_search_readiness: Math.round(voice.summary.average_voice_friendliness * 100),
    });
    const ranks = out.ai_recommendations.map((r) => ({ high: 0, medium: 1, low: 2 })[r.priority]);
    expect(ranks).toEqual([...ranks].sort());
    expect(out.ai_recommendations.some((r) => r.type === 'anomaly' && r.priority === 'high')).toBe(true);
    expect(insightsDashboard({ optimization, anomalies, multilang, voice }, false).ai_recommendations).toEqual([]);
  });
});
