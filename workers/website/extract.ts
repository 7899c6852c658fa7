/**
 * Keywords, People Also Ask questions and related phrases of a set of parsed pages.
 *
 * Keyword score (TF-IDF against the crawled set, damped by a general background list):
 *   tf     = Σ over occurrences of the source weight (title 3, heading 2, meta 1.5, anchor 1.2, body 1)
 *   idf    = ln((1 + N) / (1 + df)) + 1        N pages read, df pages containing the phrase
 *   score  = (1 + ln tf) × idf × keep × (1 + 0.25 × (words − 1))
 * where `keep` is the share the background list leaves (site furniture and very common words lose
 * most of their weight) and longer phrases, being more specific, gain a little. relevance_score is
 * the score over the best score. A phrase of several words found only once in body text is noise
 * and is dropped; a phrase that nearly always (80 %) occurs inside one longer phrase gives way to it,
 * and so does one that always has the same word beside it (a piece of a longer phrase).
 */
import { LANGUAGES } from '@/contract/vocabulary';
import { inferIntent } from '../clustering/intent';
import { isQuestion } from '../text/question';
import { backgroundKeep } from './background';
import { isStopword, candidatePhrases, phraseOccurrences, wordRuns } from './phrases';
import type {
  ExtractionOptions,
  KeywordSourceKind,
  PaaQuestion,
  ParsedPage,
  SiteExtraction,
  WebsiteKeyword,
} from './types';

export const MAX_KEYWORDS = 100;
export const MAX_PAA = 50;
export const MAX_RELATED = 20;

const SOURCE_WEIGHT: Record<KeywordSourceKind, number> = { title: 3, heading: 2, meta: 1.5, anchor: 1.2, body: 1 };
/** The strongest place wins when a phrase appears in several. */
const SOURCE_ORDER: readonly KeywordSourceKind[] = ['title', 'heading', 'meta', 'anchor', 'body'];
const BODY = SOURCE_ORDER.indexOf('body');

interface PhraseStat {
  words: string[];
  frequency: number;
  tf: number;
  pages: Set<number>;
  best: number;
  score: number;
  subsumed: boolean;
  /** The one word seen before (after) every occurrence; undefined at first, null once they vary or at an edge. */
  left: string | null | undefined;
  right: string | null | undefined;
}

/** The neighbour seen so far: kept while every occurrence has the same one, null once they differ. */
const sameNeighbour = (seen: string | null | undefined, next: string | null) =>
  seen === undefined || seen === next ? next : null;

function pageTexts(parsed: ParsedPage): Array<[KeywordSourceKind, string]> {
  const { page } = parsed;
  const texts: Array<[KeywordSourceKind, string]> = [];
  if (page.title) texts.push(['title', page.title]);
  for (const heading of page.headings) texts.push(['heading', heading.text]);
  if (page.meta_description) texts.push(['meta', page.meta_description]);
  for (const link of page.links) if (link.anchor) texts.push(['anchor', link.anchor]);
  for (const block of parsed.blocks) texts.push(['body', block]);
  return texts;
}

function countPhrases(pages: readonly ParsedPage[]): Map<string, PhraseStat> {
  const stats = new Map<string, PhraseStat>();
  pages.forEach((parsed, index) => {
    for (const [source, text] of pageTexts(parsed)) {
      const rank = SOURCE_ORDER.indexOf(source);
      for (const { words, left, right } of phraseOccurrences(text)) {
        const key = words.join(' ');
        let stat = stats.get(key);
        if (!stat) {
          stat = {
            words,
            frequency: 0,
            tf: 0,
            pages: new Set(),
            best: rank,
            score: 0,
            subsumed: false,
            left: undefined,
            right: undefined,
          };
          stats.set(key, stat);
        }
        stat.left = sameNeighbour(stat.left, left);
        stat.right = sameNeighbour(stat.right, right);
        stat.frequency += 1;
        stat.tf += SOURCE_WEIGHT[source];
        stat.pages.add(index);
        stat.best = Math.min(stat.best, rank);
      }
    }
  });
  return stats;
}

/** A phrase of several words seen once, in body text only, is an accident of wording, not a keyword. */
const isNoise = (stat: PhraseStat) => stat.words.length > 1 && stat.frequency < 2 && stat.best === BODY;

/** A phrase that occurs inside one longer phrase at least this share of the time gives way to it. */
const SUBSUMED_SHARE = 0.8;

function markSubsumed(stats: Map<string, PhraseStat>): void {
  // Always next to the same word: a piece of a longer phrase (often one past the 4-word limit).
  const fragments = new Set([...stats.values()].filter((stat) => stat.left || stat.right));
  for (const stat of fragments) stat.subsumed = true;
  for (const stat of stats.values()) {
    if (isNoise(stat) || fragments.has(stat)) continue;
    const n = stat.words.length;
    for (let length = 1; length < n; length++) {
      for (let start = 0; start + length <= n; start++) {
        const inner = stats.get(stat.words.slice(start, start + length).join(' '));
        if (inner && stat.frequency >= SUBSUMED_SHARE * inner.frequency) inner.subsumed = true;
      }
    }
  }
}

function scoreAll(stats: Map<string, PhraseStat>, pageCount: number): PhraseStat[] {
  for (const stat of stats.values()) {
    const idf = Math.log((1 + pageCount) / (1 + stat.pages.size)) + 1;
    const keep = backgroundKeep(stat.words);
    stat.score = (1 + Math.log(stat.tf)) * idf * keep * (1 + 0.25 * (stat.words.length - 1));
  }
  return [...stats.values()].filter((stat) => stat.score > 0 && !isNoise(stat) && !stat.subsumed);
}

function rankKeywords(stats: Map<string, PhraseStat>, pageCount: number): WebsiteKeyword[] {
  markSubsumed(stats);
  const ranked = scoreAll(stats, pageCount)
    .sort((a, b) => b.score - a.score || a.words.join(' ').localeCompare(b.words.join(' ')))
    .slice(0, MAX_KEYWORDS);
  const top = ranked[0]?.score ?? 1;
  return ranked.map((stat) => ({
    keyword: stat.words.join(' '),
    source: SOURCE_ORDER[stat.best],
    relevance_score: Math.round((stat.score / top) * 100) / 100,
    frequency: stat.frequency,
  }));
}

function questionKeywords(question: string, scores: ReadonlyMap<string, number>): string[] {
  const found = new Map<string, number>();
  for (const words of candidatePhrases(question)) {
    const key = words.join(' ');
    const score = scores.get(key);
    if (score !== undefined) found.set(key, score);
  }
  const picked = [...found.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const chosen = picked.filter(
    (key, i) => !picked.slice(0, i).some((other) => other.includes(key) || key.includes(other)),
  );
  for (const word of wordRuns(question).flat()) {
    if (chosen.length >= 3) break;
    if (!isStopword(word) && word.length > 1 && !chosen.some((key) => key.split(' ').includes(word))) chosen.push(word);
  }
  return chosen.slice(0, 3);
}

function findQuestions(pages: readonly ParsedPage[], scores: ReadonlyMap<string, number>): PaaQuestion[] {
  const seen = new Set<string>();
  const out: PaaQuestion[] = [];
  const add = (question: string, foundIn: PaaQuestion['found_in'], url: string) => {
    const key = question.toLowerCase().replace(/\s+/g, ' ').trim();
    if (seen.has(key) || out.length >= MAX_PAA) return;
    seen.add(key);
    out.push({
      question,
      search_intent: inferIntent(key),
      keywords_extracted: questionKeywords(question, scores),
      found_in: foundIn,
      url,
    });
  };
  for (const parsed of pages) {
    for (const question of parsed.faq_questions) add(question, 'faq_schema', parsed.page.url);
    for (const heading of parsed.page.headings)
      // A site may be in any of the languages, or mix them.
      if (isQuestion(heading.text, LANGUAGES)) add(heading.text, 'heading', parsed.page.url);
  }
  return out;
}

/** Internal link anchors and sub-headings of 2-6 words that are about something (not 'Read more'). */
function relatedPhrases(pages: readonly ParsedPage[]): string[] {
  const counts = new Map<string, number>();
  const note = (text: string) => {
    const phrase = wordRuns(text).flat().join(' ');
    const words = phrase.split(' ');
    if (words.length < 2 || words.length > 6 || isQuestion(text, LANGUAGES) || backgroundKeep(words) < 0.5) return;
    counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  };
  for (const { page } of pages) {
    for (const link of page.links) if (link.internal && link.anchor) note(link.anchor);
    for (const heading of page.headings) if (heading.level > 1) note(heading.text);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_RELATED)
    .map(([phrase]) => phrase);
}

export function extractSite(pages: readonly ParsedPage[], options: ExtractionOptions): SiteExtraction {
  const stats = countPhrases(pages);
  const keywords = rankKeywords(stats, pages.length);
  const scores = new Map(keywords.map((k) => [k.keyword, k.relevance_score]));
  return {
    keywords,
    paa_questions: options.extract_paa ? findQuestions(pages, scores) : [],
    related_searches: options.extract_related ? relatedPhrases(pages) : [],
  };
}
