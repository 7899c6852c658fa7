/** Pure helpers of the Content Strategy screen: the stored capacity, dates, PDF-safe text, brief sections. */
import { describe, expect, it } from 'vitest';
import type { ContentBrief } from '@/contract';
import { needsUnicode } from '@/features/content-strategy/briefPdf';
import { briefSections } from '@/features/content-strategy/briefSections';
import { calendarCsv } from '@/features/content-strategy/exportCsv';
import { DEFAULT_CAPACITY, formatDay, parseCapacity } from '@/features/content-strategy/model';

const brief = (markdown: string): ContentBrief => ({
  page_id: 'cluster:c1',
  cluster_id: 'c1',
  title: 'Cold Brew: A Practical Guide',
  topic: 'cold brew',
  intent: 'informational',
  content_type: 'Guide',
  target_keyword: 'cold brew',
  secondary_keywords: [],
  search_volume: null,
  questions: ['What is cold brew?'],
  questions_from_keywords: false,
  headings: [],
  headings_basis: 'shared_terms',
  links_out: [],
  links_in: [{ anchor: 'cold brew', page: 'Coffee: The Complete Guide' }],
  estimated_word_count: 1500,
  markdown,
  file_name: 'brief-cold-brew',
});

describe('content strategy screen helpers', () => {
  it('reads a stored capacity and falls back to the default on anything else', () => {
    expect(parseCapacity(null)).toEqual(DEFAULT_CAPACITY);
    expect(parseCapacity({ pages_per_week: 3, start_date: '2027-01-04' })).toEqual({
      pages_per_week: 3,
      start_date: '2027-01-04',
    });
    expect(parseCapacity({ pages_per_week: 0, start_date: 'soon' })).toEqual(DEFAULT_CAPACITY);
    expect(parseCapacity({ pages_per_week: 2.5 })).toEqual(DEFAULT_CAPACITY);
  });

  it('shows a planned day as that calendar day in any time zone', () => {
    expect(formatDay('2027-01-04')).toBe('Mon, Jan 4, 2027');
  });

  it('warns only about characters the PDF module cannot draw (CJK and Cyrillic it can)', () => {
    expect(needsUnicode(brief('# Café — “x” → y 咖啡 кофе'))).toBe(false);
    expect(needsUnicode(brief('# قهوة ☕'))).toBe(true);
  });

  it('lists the brief in reading order and says when nothing was suggested', () => {
    const sections = briefSections(brief('# x'));
    expect(sections.map((s) => s.heading)).toEqual([
      'Overview',
      'Secondary keywords',
      'Questions to answer (suggested)',
      'Suggested H2s (from shared terms)',
      'Internal links out',
      'Internal links in',
    ]);
    expect(sections[1].items).toEqual(['None: the cluster has one keyword.']);
    expect(sections[4].items).toEqual(['None suggested.']);
    expect(sections[5].items).toEqual(['Coffee: The Complete Guide → “cold brew”']);
  });

  it('exports the calendar as CSV with every keyword and formula-looking cells neutralised', () => {
    const csv = calendarCsv([
      {
        id: 'cluster:c1',
        kind: 'cluster',
        cluster_id: 'c1',
        topic_id: 't1',
        topic_name: 'x',
        title: '=HYPERLINK("http://evil.example")',
        priority: 'high',
        planned_date: '2027-01-04',
        content_type: 'Guide',
        intent: 'informational',
        target_keywords: ['a', 'b', 'c'],
        estimated_word_count: 1600,
        assigned_to: 'Unassigned',
        search_volume: null,
        opportunity_score: 40,
      },
    ]);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^planned_date,title,priority/);
    expect(lines[1]).toBe(
      '2027-01-04,"\'=HYPERLINK(""http://evil.example"")",high,Guide,a; b; c,1600,Unassigned,,40,x,cluster',
    );
  });
});
