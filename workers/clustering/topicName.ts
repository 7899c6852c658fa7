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

/** Title-like first, then most topic terms, fewest words, the largest cluster, most volume, first typed. */
function better(a: Candidate, b: Candidate): boolean {
  if (a.clean !== b.clean) return a.clean;
  if (a.covered !== b.covered) return a.covered > b.covered;
  if (a.words !== b.words) return a.words < b.words;
  if (a.clusterSize !== b.clusterSize) return a.clusterSize > b.clusterSize;
  if (a.volume !== b.volume) return a.volume > b.volume;
  return a.index < b.index;
}

/**
 * The keyword that names the topic: a title-like phrase carrying most of the topic's terms in the
 * fewest words (the broad head, "sump pump" rather than "how to replace a sump pump"), from the
 * largest cluster when several tie. A topic with no title-like keyword takes the best of the rest.
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
        clean: titleLike(keyword.text, language),
        covered: lowered.filter((term) => text.includes(term)).length,
        words: text.split(/\s+/).length,
        clusterSize: cluster.keywords.length,
        volume: keyword.search_volume ?? -1,
        index: keyword.input_index,
      };
      if (!best || better(candidate, best)) best = candidate;
    }
  }
  return best?.text ?? clusters[0].name;
}
