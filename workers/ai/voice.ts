// Voice-search readiness of the first keywords from written rules. Spoken queries are longer,
// phrased as questions and often local; answers read aloud come from featured snippets, which
// favour definitions, steps, lists and comparisons. Each score adds up the rules that fire.
import type { SearchIntent } from '@/contract/types/clustering';
import {
  AI_CAPS,
  VOICE_READY,
  type VoiceIntentType,
  type VoiceOptimization,
  type VoiceSearchResponse,
} from '@/contract/types/ai';
import { clamp, round } from './stats';
import { isQuestion } from '../text/question';
import { words } from './text';

/** Spec 001 §9. */
export const VOICE_KEYWORDS = 8;
const HIGH_SNIPPET = 0.7;

const SNIPPET_QUESTIONS = new Set(['what', 'how', 'why', 'which', 'who', 'when']);
const LOCAL_PHRASES = ['near me', 'nearby', 'near', 'open now', 'closest', 'nearest', 'around me', 'directions to'];
const LIST_WORDS = new Set([
  'best',
  'top',
  'vs',
  'versus',
  'types',
  'ideas',
  'list',
  'steps',
  'ways',
  'tips',
  'examples',
  'compare',
]);
const FUNCTION_WORDS = new Set([
  'i',
  'my',
  'me',
  'to',
  'for',
  'the',
  'a',
  'in',
  'with',
  'of',
  'on',
  'can',
  'do',
  'should',
]);

export interface VoiceKeyword {
  text: string;
  intent: SearchIntent;
}

interface Rules {
  tokens: string[];
  question: boolean;
  snippetQuestion: boolean;
  local: boolean;
  listy: boolean;
  natural: boolean;
}

function rulesOf(text: string): Rules {
  const tokens = words(text);
  const lower = ` ${tokens.join(' ')} `;
  return {
    tokens,
    question: isQuestion(text),
    snippetQuestion: SNIPPET_QUESTIONS.has(tokens[0] ?? '') || lower.includes(' how to '),
    local: LOCAL_PHRASES.some((p) => lower.includes(` ${p} `)),
    listy: tokens.some((t) => LIST_WORDS.has(t)),
    natural: tokens.some((t) => FUNCTION_WORDS.has(t)),
  };
}

/**
 * Voice-friendliness 0..1 = 0.15 base
 *   + 0.35 question form (starts with a question word or ends with '?')
 *   + 0.20 spoken length (4–9 words), 0.10 for 3 or 10+
 *   + 0.15 natural phrasing (function words such as 'for', 'my', 'to')
 *   + 0.15 local modifier ('near me', 'open now', ...)
 */
export function voiceFriendliness(text: string): { score: number; signals: string[] } {
  const r = rulesOf(text);
  const n = r.tokens.length;
  const signals: string[] = [];
  let score = 0.15;
  if (r.question) {
    score += 0.35;
    signals.push('phrased as a question');
  }
  if (n >= 4 && n <= 9) {
    score += 0.2;
    signals.push(`${n} words, the length of a spoken query`);
  } else if (n === 3 || n >= 10) {
    score += 0.1;
    signals.push(`${n} words`);
  } else signals.push(`${n} word${n === 1 ? '' : 's'}: shorter than people speak`);
  if (r.natural) {
    score += 0.15;
    signals.push('natural phrasing');
  }
  if (r.local) {
    score += 0.15;
    signals.push('local modifier');
  }
  return { score: round(clamp(score, 0, 1)), signals };
}

/**
 * Featured-snippet potential 0..1 = 0.1 base
 *   + 0.4 a what/how/why/which/who/when question or 'how to'
 *   + 0.25 list or comparison words ('best', 'vs', 'types', 'steps')
 *   + 0.15 informational intent, + 0.1 three words or more
 *   − 0.2 local (answered by the map pack, not a snippet)
 */
export function snippetPotential(text: string, intent: SearchIntent): number {
  const r = rulesOf(text);
  let score = 0.1;
  if (r.snippetQuestion) score += 0.4;
  if (r.listy) score += 0.25;
  if (intent === 'informational') score += 0.15;
  if (r.tokens.length >= 3) score += 0.1;
  if (r.local) score -= 0.2;
  return round(clamp(score, 0, 1));
}

function voiceIntent(r: Rules, intent: SearchIntent): VoiceIntentType {
  if (r.local || intent === 'local') return 'local';
  if (r.question) return 'question';
  return intent;
}

/** The keyword without a leading question phrase or local modifier: what the templates wrap. */
function core(text: string): string {
  let t = ` ${words(text).join(' ')} `;
  for (const p of LOCAL_PHRASES) t = t.replace(` ${p} `, ' ');
  return (
    t
      .trim()
      .replace(
        /^(how to|what is|what are|where to|where can i|how do i|how much is|is|are|can|does|do|should|which|who|what|why|when|where|how)\s+/,
        '',
      )
      // The templates say 'buy' and 'best' themselves ('where can I buy {x}', 'what is the best {x}').
      .replace(/^(buy|order|purchase|best|top)\s+/, '')
      .trim()
  );
}

const VARIATIONS: Record<VoiceIntentType, string[]> = {
  question: ['what is the best way to {x}', 'can you tell me about {x}', 'explain {x} simply'],
  local: ['where is the nearest {x}', 'find {x} near me', 'is there a {x} open now near me'],
  transactional: ['where can I buy {x}', 'how much does {x} cost', 'order {x} online'],
  commercial: ['what is the best {x}', 'which {x} should I choose', 'is {x} worth it'],
  informational: ['what is {x}', 'how does {x} work', 'tell me about {x}'],
  navigational: ['open {x}', 'take me to {x}', 'how do I contact {x}'],
};
const QUESTIONS: Record<VoiceIntentType, string[]> = {
  question: ['what should I know about {x}?', 'how long does {x} take?'],
  local: ['what are the opening hours of {x} near me?', 'how far is the closest {x}?'],
  transactional: ['where is the cheapest place to buy {x}?', 'how do I choose {x}?'],
  commercial: ['what is the difference between {x} options?', 'what are the pros and cons of {x}?'],
  informational: ['why does {x} matter?', 'how do I get started with {x}?'],
  navigational: ['what is the official site for {x}?', 'how do I sign in to {x}?'],
};

const FORMAT: Record<VoiceIntentType, string> = {
  question: 'FAQ page: the question as a heading, answered in two or three plain sentences',
  local: 'Local landing page with address, opening hours and LocalBusiness structured data',
  transactional: 'Product page with a short FAQ section answering buying questions',
  commercial: 'Comparison list or table with a one-sentence verdict first',
  informational: 'Guide opening with a short definition, then steps or a list',
  navigational: 'Clear brand or contact page with the name in the title',
};

function fill(templates: string[], x: string, keyword: string, cap: number): string[] {
  const own = keyword.trim().toLowerCase();
  return templates
    .map((t) => t.replace('{x}', x))
    .filter((v) => v.toLowerCase() !== own)
    .slice(0, cap);
}

export function optimizeForVoice(keyword: VoiceKeyword): VoiceOptimization {
  const r = rulesOf(keyword.text);
  const type = voiceIntent(r, keyword.intent);
  const { score, signals } = voiceFriendliness(keyword.text);
  const x = core(keyword.text) || keyword.text.trim();
  const howTo = r.tokens[0] === 'how';
  return {
    keyword: keyword.text,
    voice_intent_type: type,
    voice_friendliness_score: score,
    featured_snippet_potential: snippetPotential(keyword.text, keyword.intent),
    conversational_variations: fill(VARIATIONS[type], x, keyword.text, AI_CAPS.variations),
    question_opportunities: fill(QUESTIONS[type], x, keyword.text, AI_CAPS.questions),
    suggested_content_format:
      howTo && type === 'question'
        ? 'Step-by-step guide with numbered steps (HowTo structured data)'
        : r.listy && type !== 'local'
          ? FORMAT.commercial
          : FORMAT[type],
    signals,
  };
}

export function voiceSearchOptimization(keywords: VoiceKeyword[], basis: string): VoiceSearchResponse {
  const results = keywords.slice(0, VOICE_KEYWORDS).map(optimizeForVoice);
  const mean = results.length ? results.reduce((s, v) => s + v.voice_friendliness_score, 0) / results.length : 0;
  return {
    based_on: basis,
    summary: {
      keywords_analyzed: results.length,
      average_voice_friendliness: round(mean),
      voice_ready_keywords: results.filter((v) => v.voice_friendliness_score >= VOICE_READY).length,
      high_featured_snippet_potential: results.filter((v) => v.featured_snippet_potential >= HIGH_SNIPPET).length,
    },
    voice_optimizations: results,
  };
}
