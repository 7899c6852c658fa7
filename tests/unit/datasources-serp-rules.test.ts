import { describe, expect, it } from 'vitest';
import { predictFeatures, SERP_RULES } from '@workers/datasources/serpRules';
import { analyseSerpFeatures, MAX_OPPORTUNITIES } from '@workers/datasources/serp';
import { semrushFeatures } from '@workers/datasources/serpImport';

describe('SERP feature rules', () => {
  it.each([
    ['what is a trail shoe', ['featured_snippet', 'people_also_ask']],
    ['are trail shoes good for walking?', ['featured_snippet', 'people_also_ask']],
    ['shoe repair near me', ['local_pack']],
    ['buy trail shoes', ['shopping']],
    ['trail shoes price', ['shopping']],
    ['how to lace running shoes', ['featured_snippet', 'people_also_ask', 'video']],
    ['running outfit ideas', ['images']],
    ['shoe pictures', ['images']],
    ['running shoe news', ['top_stories']],
    ['best running shoes 2025', ['top_stories', 'reviews']],
    ['nike vs adidas', ['reviews']],
    ['running shoes', []],
  ])('%s → %j', (query, features) => {
    expect(predictFeatures(query)).toEqual(features);
  });

  it('keeps every rule readable: a label, a reason and an action', () => {
    expect(SERP_RULES.length).toBeGreaterThan(0);
    for (const rule of SERP_RULES) {
      expect(rule.label).not.toBe('');
      expect(rule.why).not.toBe('');
      expect(rule.action).not.toBe('');
    }
  });

  it('maps Semrush feature names', () => {
    expect(
      semrushFeatures('Featured snippet, People also ask, Image pack, Video carousel, Reviews, AI Overview'),
    ).toEqual(['featured_snippet', 'people_also_ask', 'images', 'video', 'reviews', 'ai_overview']);
  });
});

describe('SERP feature analysis', () => {
  it('predicts when nothing is imported and labels it so', () => {
    const result = analyseSerpFeatures(['how to clean shoes', 'what are trail shoes', 'buy shoes'], []);
    expect(result.data_source).toBe('predicted');
    expect(result.data.keywords.map((row) => row.source)).toEqual(['predicted', 'predicted', 'predicted']);
    const snippet = result.data.optimization_opportunities.find((o) => o.opportunity_type === 'featured_snippet');
    expect(snippet).toMatchObject({
      priority: 'high',
      target_keywords: ['how to clean shoes', 'what are trail shoes'],
    });
    expect(result.summary.total_features_detected).toBe(4);
    expect(result.summary.high_priority_opportunities).toBeGreaterThanOrEqual(1);
  });

  it('uses the imported Semrush features for the keywords it has', () => {
    const result = analyseSerpFeatures(
      ['running shoes', 'how to clean shoes'],
      [{ keyword: 'Running Shoes', features: ['shopping', 'images'], source: 'semrush_export' }],
    );
    expect(result.imported_keywords).toBe(1);
    expect(result.data.keywords[0]).toEqual({
      keyword: 'running shoes',
      features: ['shopping', 'images'],
      source: 'semrush_export',
    });
    expect(result.data.keywords[1].source).toBe('predicted');
  });

  it('shows at most 8 opportunities with at most 5 keywords each', () => {
    const keywords = Array.from({ length: 12 }, (_, i) => `how to buy best shoe ideas near me news ${i}`);
    const result = analyseSerpFeatures(keywords, []);
    expect(result.data.optimization_opportunities.length).toBeLessThanOrEqual(MAX_OPPORTUNITIES);
    expect(result.data.optimization_opportunities.length).toBeGreaterThan(0);
    for (const o of result.data.optimization_opportunities) expect(o.target_keywords.length).toBeLessThanOrEqual(5);
  });
});
