// What keeps two similar clusters apart as pages, whatever their similarity: a different search
// intent (the engine's label), a different kind of question (how to fix, what is, how much...), or
// a different brand or model. The engine's similarity reads "descale espresso machine" and "buy
// espresso machine", or two espresso machine models, as one topic — rightly for topics, wrongly for
// pages — so a merge must pass these rules before its similarity is weighed at all.
import type { SearchIntent } from '@/contract/types/clustering';
import { isQuestion } from '@workers/text/question';

/** The kind of answer a keyword asks for; 'how' covers the other questions (how do I, can I, is it). */
export type QuestionType = 'fix' | 'cost' | 'what' | 'why' | 'when' | 'where' | 'who' | 'how';

export type MergeBlock =
  | { rule: 'intent'; a: SearchIntent; b: SearchIntent }
  | { rule: 'question'; a: QuestionType; b: QuestionType }
  | { rule: 'brand'; a: string[]; b: string[] };

export interface MergeSide {
  intent: SearchIntent;
  keywords: readonly string[];
}

// Words that name the problem or the price whatever the question's first word: "how to fix" and
// "espresso machine not working" ask for a repair, "how much is" and "price of" for a figure.
const FIX_WORDS = new Set(['fix', 'fixing', 'repair', 'repairing', 'troubleshoot', 'troubleshooting', 'broken']);
const COST_WORDS = new Set(['cost', 'costs', 'price', 'prices', 'pricing', 'fee', 'fees']);
const DEFINITION_WORDS = new Set(['meaning', 'definition']);
const OPENER_TYPE: Readonly<Record<string, QuestionType>> = {
  what: 'what',
  "what's": 'what',
  whats: 'what',
  which: 'what',
  why: 'why',
  when: 'when',
  where: 'where',
  who: 'who',
  whom: 'who',
  whose: 'who',
};

const lowerWords = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? [];

/** The question a keyword asks, or null when it asks none (a plain topic such as "espresso beans"). */
export function questionType(text: string): QuestionType | null {
  const w = lowerWords(text);
  if (w.some((x) => FIX_WORDS.has(x)) || w.join(' ').includes('not working')) return 'fix';
  if ((w[0] === 'how' && (w[1] === 'much' || w[1] === 'many')) || w.some((x) => COST_WORDS.has(x))) return 'cost';
  if (w.some((x) => DEFINITION_WORDS.has(x))) return 'what';
  if (!isQuestion(text)) return null;
  return OPENER_TYPE[w[0] ?? ''] ?? 'how';
}

/** A cluster's question type: the one more than half of its keywords ask, else null (mixed or none). */
export function clusterQuestionType(keywords: readonly string[]): QuestionType | null {
  const counts = new Map<QuestionType, number>();
  for (const k of keywords) {
    const t = questionType(k);
    if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  for (const [t, n] of counts) if (n * 2 > keywords.length) return t;
  return null;
}

const TOKEN = /[\p{L}\p{N}]+/gu;
const hasDigit = /\p{N}/u;
const startsUpper = /^\p{Lu}/u;
const hasLower = /\p{Ll}/u;

/**
 * The words the user's data writes as names: a word with a digit (a model number: "s21", "x100v",
 * "15"), or a word of two letters or more written with a capital inside keywords (not as the first
 * word, where a capital says only that a sentence starts) at least as often as without ("La
 * Specialista", "Apple Pay"). Once a word is a name in one keyword it is one in all of them, so
 * lower-case keywords of the same product count too.
 */
export function nameWords(texts: readonly string[]): Set<string> {
  const capital = new Map<string, number>();
  const inside = new Map<string, number>();
  const names = new Set<string>();
  for (const text of texts) {
    const tokens = text.normalize('NFKC').match(TOKEN) ?? [];
    // A keyword in capitals only says nothing about which of its words are names.
    const cased = hasLower.test(text);
    tokens.forEach((token, i) => {
      const lower = token.toLowerCase();
      if (hasDigit.test(token)) names.add(lower);
      if (i === 0 || !cased || token.length < 2) return;
      inside.set(lower, (inside.get(lower) ?? 0) + 1);
      if (startsUpper.test(token)) capital.set(lower, (capital.get(lower) ?? 0) + 1);
    });
  }
  for (const [word, n] of capital) if (n * 2 >= (inside.get(word) ?? 0)) names.add(word);
  return names;
}

/** The names at least half of a cluster's keywords carry: the product or brand the cluster is about. */
export function clusterNames(keywords: readonly string[], names: ReadonlySet<string>): string[] {
  const counts = new Map<string, number>();
  for (const k of keywords)
    for (const w of new Set(lowerWords(k).flatMap((x) => x.split("'")))) {
      if (names.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  return [...counts]
    .filter(([, n]) => n * 2 >= keywords.length)
    .map(([w]) => w)
    .sort();
}

/**
 * Why two clusters must stay two pages, or null when nothing keeps them apart: different intents;
 * different question types (both clusters asking one, and not the same one); or different names
 * (brand or model words one cluster's keywords carry and the other's do not).
 */
export function mergeBlock(a: MergeSide, b: MergeSide, names: ReadonlySet<string>): MergeBlock | null {
  if (a.intent !== b.intent) return { rule: 'intent', a: a.intent, b: b.intent };
  const [qa, qb] = [clusterQuestionType(a.keywords), clusterQuestionType(b.keywords)];
  if (qa && qb && qa !== qb) return { rule: 'question', a: qa, b: qb };
  const [na, nb] = [clusterNames(a.keywords, names), clusterNames(b.keywords, names)];
  const onlyA = na.filter((w) => !nb.includes(w));
  const onlyB = nb.filter((w) => !na.includes(w));
  if (onlyA.length || onlyB.length) return { rule: 'brand', a: onlyA, b: onlyB };
  return null;
}
