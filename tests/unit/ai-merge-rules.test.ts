import { describe, expect, it } from 'vitest';
import type { Cluster, Keyword } from '@/contract/types/clustering';
import { dominantIntent, inferIntent } from '@workers/clustering/intent';
import { relateClusters } from '@workers/clustering/relate';
import { loadWordVectorsFromDisk } from '@workers/clustering/vectors.node';
import { optimizeClusters } from '@workers/ai';
import {
  ENGINE_MERGE_CALIBRATION,
  LEXICAL_MERGE_CALIBRATION,
  MIN_MERGE_CONFIDENCE,
  mergeConfidence,
} from '@workers/ai/merge-calibration';
import { clusterNames, clusterQuestionType, mergeBlock, nameWords, questionType } from '@workers/ai/merge-rules';

describe('question types', () => {
  it('reads the kind of answer a keyword asks for', () => {
    expect(questionType('how to fix espresso machine not heating')).toBe('fix');
    expect(questionType('espresso machine not working')).toBe('fix');
    expect(questionType('how much does a linea mini cost')).toBe('cost');
    expect(questionType('what is a lungo')).toBe('what');
    expect(questionType('ristretto meaning')).toBe('what');
    expect(questionType('why is my espresso sour')).toBe('why');
    expect(questionType('how to tamp espresso')).toBe('how');
    expect(questionType('can i descale with vinegar')).toBe('how');
    expect(questionType('espresso beans')).toBeNull();
  });

  it('gives a cluster the type more than half of its keywords ask, else none', () => {
    expect(clusterQuestionType(['how to tamp espresso', 'how to tamp coffee', 'espresso tamping technique'])).toBe(
      'how',
    );
    expect(clusterQuestionType(['what is a lungo', 'how to make a lungo'])).toBeNull();
  });
});

describe('brand and model names', () => {
  const texts = [
    "De'Longhi La Specialista",
    'la specialista arte',
    'Linea Mini price',
    'I want a Linea Mini',
    'gaggia classic pro 2019',
  ];
  const names = nameWords(texts);

  it('are words written with a capital inside keywords, or with a digit', () => {
    expect([...names].sort()).toEqual(['2019', 'la', 'linea', 'longhi', 'mini', 'specialista']);
    // "I" is one letter; a first word's capital only starts a sentence.
    expect(names.has('i')).toBe(false);
    expect(names.has('de')).toBe(false);
  });

  it("are a cluster's when at least half its keywords carry them, in any case", () => {
    expect(clusterNames(['la specialista arte', 'La Specialista review', 'espresso'], names)).toEqual([
      'la',
      'specialista',
    ]);
  });

  it('block a merge when one cluster names what the other does not', () => {
    const a = { intent: 'commercial' as const, keywords: ['La Specialista review', 'la specialista arte review'] };
    const b = { intent: 'commercial' as const, keywords: ['Linea Mini review', 'linea mini review 2024'] };
    expect(mergeBlock(a, b, names)).toEqual({ rule: 'brand', a: ['la', 'specialista'], b: ['linea', 'mini'] });
    expect(mergeBlock(a, { ...a, keywords: ['best La Specialista'] }, names)).toBeNull();
  });
});

let nextId = 0;
/** A cluster as the engine builds it: each keyword's intent by the engine's rules, the cluster's the dominant one. */
function cluster(id: string, texts: string[]): Cluster {
  const keywords = texts.map((text): Keyword => ({
    id: `k${nextId++}`,
    text,
    search_volume: 100,
    competition: 'MEDIUM',
    cpc_low: null,
    cpc_high: null,
    difficulty: null,
    opportunity_score: null,
    intent: inferIntent(text.toLowerCase()),
    data_source: 'imported',
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
  }));
  return {
    id,
    name: texts[0],
    keywords,
    keyword_count: keywords.length,
    total_volume: keywords.length * 100,
    avg_cpc: null,
    avg_difficulty: null,
    avg_opportunity: null,
    total_clicks: null,
    total_impressions: null,
    intent: dominantIntent(keywords.map((k) => k.intent)),
    terms: [],
    edited: false,
    topic_id: 't1',
  };
}

describe('merge suggestions on the reported pairs, with the engine’s own similarity', async () => {
  const clusters = [
    cluster('descale', [
      'descale espresso machine',
      'how to descale espresso machine',
      'descaling espresso machine vinegar',
    ]),
    cluster('buy', ['buy espresso machine', 'espresso machine sale', 'cheap espresso machine']),
    cluster('specialista', ["De'Longhi La Specialista", 'La Specialista Arte', 'La Specialista review']),
    cluster('linea', ['La Marzocco Linea Mini', 'Linea Mini review', 'Linea Mini espresso machine']),
    cluster('beans', ['espresso beans', 'best espresso beans for espresso', 'espresso coffee beans']),
    cluster('tamp', ['how to tamp espresso', 'how to tamp coffee', 'espresso tamping technique']),
    cluster('grinder', ['espresso grinder', 'burr grinder for espresso', 'espresso coffee grinder']),
    // The planted duplicate: one topic cut in two.
    cluster('grinder2', ['grinder for espresso', 'espresso grinders', 'coffee grinder for espresso']),
  ];
  const relations = await relateClusters(
    { clusters: clusters.map((c) => ({ id: c.id, keywords: c.keywords.map((k) => k.text) })) },
    await loadWordVectorsFromDisk(),
  );
  const out = optimizeClusters(
    { result_id: 'r', result_updated_at: '2026-01-01T00:00:00.000Z', clusters, max_cluster_size: 20, goals: [] },
    relations,
  );
  const merged = out.optimizations.flatMap((o) =>
    o.edit.kind === 'merge' ? [[...o.edit.cluster_ids].sort().join('+')] : [],
  );

  it('never merges descaling with buying, two machine models, or beans with tamping', () => {
    for (const bad of ['buy+descale', 'linea+specialista', 'beans+tamp']) expect(merged).not.toContain(bad);
  });

  it('still merges the planted duplicate, with a calibrated confidence and its basis stated', () => {
    expect(merged).toContain('grinder+grinder2');
    const merge = out.optimizations.find((o) => o.id === 'merge:grinder|grinder2');
    expect(merge?.confidence_score).toBeGreaterThanOrEqual(MIN_MERGE_CONFIDENCE);
    expect(out.based_on).toMatch(/confidence is how often cluster pairs this similar were one intent/);
  });
});

describe('merge suggestions the rules alone keep apart, even at 99% similarity', () => {
  const clusters = [
    cluster('descale', ['descale espresso machine', 'how to descale espresso machine']),
    cluster('buy', ['buy espresso machine', 'cheap espresso machine']),
    cluster('specialista', ['La Specialista review', 'best La Specialista grinder']),
    cluster('linea', ['Linea Mini review', 'best Linea Mini grinder']),
    cluster('fix', ['how to fix espresso machine pump', 'espresso machine pump not working']),
    cluster('what', ['what is an espresso machine pump', 'what is a vibration pump']),
    cluster('grinder', ['espresso grinder', 'burr grinder for espresso']),
    cluster('grinder2', ['grinder for espresso', 'espresso grinders']),
  ];
  const near = (id: string, others: string[]) => ({
    id,
    cohesion: 0.9,
    neighbours: others.map((o) => ({ id: o, similarity: 0.99 })),
    keywords: [],
    subgroups: [],
  });
  const out = optimizeClusters(
    { result_id: 'r', result_updated_at: '2026-01-01T00:00:00.000Z', clusters, max_cluster_size: 20, goals: [] },
    {
      semantic: true,
      clusters: [
        near('descale', ['buy']),
        near('specialista', ['linea']),
        near('fix', ['what']),
        near('what', ['fix']),
        near('grinder', ['grinder2']),
      ],
    },
  );

  it('different intents, brand or model names, and question types; the plain duplicate merges', () => {
    expect(clusters.map((c) => c.intent).slice(0, 2)).toEqual(['informational', 'transactional']);
    const merges = out.optimizations.filter((o) => o.optimization_type === 'merge');
    expect(merges.map((o) => o.id)).toEqual(['merge:grinder|grinder2']);
    expect(merges[0].confidence_score).toBe(mergeConfidence(0.99, ENGINE_MERGE_CALIBRATION));
  });
});

describe('the calibration tables', () => {
  it.each([
    ['engine', ENGINE_MERGE_CALIBRATION],
    ['shared words', LEXICAL_MERGE_CALIBRATION],
  ])('%s: start at 0, rise with the similarity, and are probabilities', (_, table) => {
    expect(table[0].from).toBe(0);
    for (let i = 1; i < table.length; i++) {
      expect(table[i].from).toBeGreaterThan(table[i - 1].from);
      expect(table[i].p).toBeGreaterThanOrEqual(table[i - 1].p);
    }
    for (const step of table) expect(step.p).toBeGreaterThanOrEqual(0);
    for (const step of table) expect(step.p).toBeLessThanOrEqual(1);
    const grid = Array.from({ length: 101 }, (_, i) => mergeConfidence(i / 100, table));
    expect(grid).toEqual([...grid].sort((a, b) => a - b));
  });
});
