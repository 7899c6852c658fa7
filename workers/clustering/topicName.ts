// A topic's name: a phrase a pillar page's title could use. Keyword lists are full of phrases no
// title would carry ("how sump pump", "lowes.com sump pump", "sump pump 53-0001"), so those are
// passed over while any other candidate is left.
import type { LanguageCode } from '@/contract/vocabulary';
import { isQuestion } from '../text/question';
import type { SummarizedCluster } from './summarize';

// A model or part number: digits mixed with letters or joined by dashes ("53-0001", "x100", "4k60"),
// or a run of three or more digits that is not a year ("1031").
const MODEL_NUMBER = /^(?=.*\d)(?=.*[\p{L}-])[\p{L}\d-]+$|^(?!(?:19|20)\d\d$)\d{3,}$/u;
// A domain or URL ("lowes.com", "www.example.co.uk").
const DOMAIN = /[\p{L}\d-]+\.[\p{L}]{2,}/u;

/** Whether a topic term can name a subject: not a number, a model number or a domain. */
export function termLike(term: string): boolean {
  return !/^\d+$/.test(term) && !MODEL_NUMBER.test(term) && !DOMAIN.test(term);
}

/** Whether a page title could carry the phrase as it stands. */
export function titleLike(text: string, language: LanguageCode): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 || isQuestion(text, [language])) return false;
  return !words.some((word) => DOMAIN.test(word) || MODEL_NUMBER.test(word));
}

interface Candidate {
  text: string;
  clean: boolean;
  covered: number;
  words: number;
  clusterSize: number;
  volume: number;
  index: number;
}

/** Most topic terms, then fewest words, the largest cluster, most volume, first typed. */
function betterRest(a: Candidate, b: Candidate): boolean {
  if (a.covered !== b.covered) return a.covered > b.covered;
  if (a.words !== b.words) return a.words < b.words;
  if (a.clusterSize !== b.clusterSize) return a.clusterSize > b.clusterSize;
  if (a.volume !== b.volume) return a.volume > b.volume;
  return a.index < b.index;
}

/**
 * The topic's head: the run of consecutive topic terms that most of its keywords share ("sump pump"
 * in "how to fix a sump pump", "sump pump repair", "lowes.com sump pump"), longest first, when at
 * least two keywords have it; null when none does.
 */
function headPhrase(clusters: readonly SummarizedCluster[], terms: readonly string[]): string | null {
  const termSet = new Set(terms.map((term) => term.toLowerCase()));
  const count = new Map<string, number>();
  for (const cluster of clusters)
    for (const keyword of cluster.keywords) {
      const runs = new Set<string>();
      let run: string[] = [];
      for (const word of [...keyword.text.toLowerCase().split(/\s+/), '']) {
        if (termSet.has(word)) run.push(word);
        else {
          if (run.length > 0) runs.add(run.join(' '));
          run = [];
        }
      }
      for (const phrase of runs) count.set(phrase, (count.get(phrase) ?? 0) + 1);
    }
  let best: { phrase: string; words: number; n: number } | null = null;
  for (const [phrase, n] of count) {
    const words = phrase.split(' ').length;
    if (n < 2) continue;
    if (!best || words > best.words || (words === best.words && (n > best.n || (n === best.n && phrase < best.phrase))))
      best = { phrase, words, n };
  }
  return best?.phrase ?? null;
}

/**
 * The keyword that names the topic: a title-like phrase carrying most of the topic's terms in the
 * fewest words, from the largest cluster when several tie. When the topic's keywords share a head of
 * two or more words ("sump pump"), the head itself, so no typo, question or model number around it
 * ends up in the name; a topic with no title-like keyword takes its head even of one word.
 */
export function topicName(
  clusters: readonly SummarizedCluster[],
  terms: readonly string[],
  language: LanguageCode,
): string {
  const lowered = terms.map((term) => term.toLowerCase());
  let best: Candidate | null = null;
  for (const cluster of clusters) {
    for (const keyword of cluster.keywords) {
      const text = keyword.text.toLowerCase();
      const candidate: Candidate = {
        text: keyword.text,
        clean: false,
        covered: lowered.filter((term) => text.includes(term)).length,
        words: text.split(/\s+/).length,
        clusterSize: cluster.keywords.length,
        volume: keyword.search_volume ?? -1,
        index: keyword.input_index,
      };
      // Title-like ranks first. Once the best is title-like, only a title-like keyword that also
      // wins on the rest can replace it, so the costly title test runs only for those.
      if (best?.clean && !betterRest(candidate, best)) continue;
      candidate.clean = titleLike(keyword.text, language);
      if (!best || (candidate.clean !== best.clean ? candidate.clean : betterRest(candidate, best))) best = candidate;
    }
  }
  const head = headPhrase(clusters, terms);
  if (head && (head.includes(' ') || !best?.clean)) return head;
  return best?.text ?? clusters[0].name;
}
