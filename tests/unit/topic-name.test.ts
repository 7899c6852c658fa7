import { describe, expect, it } from 'vitest';
import { clusterKeywords } from '../../workers/clustering/engine';
import { termLike, titleLike } from '../../workers/clustering/topicName';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node';

describe('topic names', () => {
  it('pass over questions, domains and model numbers, not years or ordinary words', () => {
    expect(titleLike('sump pump', 'en')).toBe(true);
    expect(titleLike('best sump pump 2024', 'en')).toBe(true);
    expect(titleLike('how sump pump', 'en')).toBe(false);
    expect(titleLike('what is a sump pump for', 'en')).toBe(false);
    expect(titleLike('lowes.com sump pump', 'en')).toBe(false);
    expect(titleLike('sump pump 53-0001', 'en')).toBe(false);
    expect(titleLike('zoeller m53 sump pump', 'en')).toBe(false);
    expect(titleLike('hoe werkt een pomp', 'nl')).toBe(false);
    expect(termLike('pump')).toBe(true);
    expect(termLike('53')).toBe(false);
    expect(termLike('lowes.com')).toBe(false);
  });

  it("name a topic after a title-like head phrase, the consultant's list", async () => {
    const keywords = [
      'how sump pump works',
      'how does a sump pump work',
      'how sump pump',
      'what is a sump pump for',
      'what does a sump pump do',
      'how to fix a sump pump',
      'how to replace a sump pump',
      'lowes.com sump pump',
      'sump pump 53-0001',
      'sump pump 53-0002',
      'sump pump installation',
      'sump pump repair',
      'sump pump replacement cost',
    ].map((text) => ({ text, search_volume: text.startsWith('how') ? 900 : 100 }));
    const result = await clusterKeywords(
      keywords,
      { topic_threshold: 0.1, min_cluster_size: 1 },
      { vectors: await loadWordVectorsFromDisk() },
    );
    expect(result.topics.length).toBeGreaterThan(0);
    for (const topic of result.topics) expect(titleLike(topic.name, 'en'), topic.name).toBe(true);
    const largest = [...result.topics].sort((a, b) => b.keyword_count - a.keyword_count)[0];
    expect(largest.name).toBe('sump pump');
    expect(largest.terms.length).toBeGreaterThan(0);
  });

  it('keep a keyword as the name when the shared head is a single word', async () => {
    const keywords = ['insurance quotes online', 'insurance claim process', 'insurance for new drivers'];
    const result = await clusterKeywords(
      keywords.map((text) => ({ text })),
      { similarity_threshold: 0.1, min_cluster_size: 1, topic_threshold: 0.1 },
      { vectors: await loadWordVectorsFromDisk() },
    );
    const names = result.topics.map((topic) => topic.name);
    for (const name of names) expect(keywords, name).toContain(name);
  });
});
