import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/contract/vocabulary';
import { isQuestion } from '@workers/text/question';

describe('isQuestion (workers/text/question.ts)', () => {
  it('takes a question word first or a question mark last, not statements', () => {
    expect(isQuestion('How to brew cold brew')).toBe(true);
    expect(isQuestion('Is cold brew stronger?')).toBe(true);
    expect(isQuestion('cold brew stronger?')).toBe(true);
    expect(isQuestion('Cold brew equipment')).toBe(false);
    expect(isQuestion('buy cold brew near me')).toBe(false);
  });

  it('knows every English opener the five old rules knew, apostrophes included', () => {
    for (const text of [
      "what's a flat white",
      'whats a flat white',
      'what’s a flat white',
      'whose espresso is best',
      'whom to ask about coffee',
      'did starbucks close',
      'were lattes cheaper',
      'would a grinder help',
      'could decaf keep me awake',
      'has coffee gone up',
      'have i been pwned',
      'was espresso invented in italy',
    ]) {
      expect(isQuestion(text), text).toBe(true);
    }
  });

  it('matches whole words only, and leaves out a leading month', () => {
    expect(isQuestion('however you like it')).toBe(false);
    expect(isQuestion('whatever works')).toBe(false);
    expect(isQuestion('may bank holiday opening times')).toBe(false);
  });

  it('reads other languages only when asked, so English words that look alike stay statements', () => {
    expect(isQuestion('dove soap')).toBe(false);
    expect(isQuestion('dove si trova roma', ['it'])).toBe(true);
    expect(isQuestion('wie viel kostet ein espresso', ['de'])).toBe(true);
    expect(isQuestion("qu'est-ce que le café", ['fr'])).toBe(true);
    expect(isQuestion('por qué el café', ['es'])).toBe(true);
    expect(isQuestion('por favor', ['es'])).toBe(false);
    expect(isQuestion('o que é café', ['pt'])).toBe(true);
    expect(isQuestion('hoeveel cafeïne', ['nl'])).toBe(true);
    expect(isQuestion('¿Cómo hacer café', LANGUAGES)).toBe(true);
  });

  it('reads decomposed accents and full-width question marks like the usual forms', () => {
    expect(isQuestion('co\u0301mo hacer cafe', ['es'])).toBe(true);
    expect(isQuestion('咖啡是什么？')).toBe(true);
  });

  it('needs a word: empty text and a lone mark are no question', () => {
    expect(isQuestion('')).toBe(false);
    expect(isQuestion('   ')).toBe(false);
    expect(isQuestion('?')).toBe(false);
  });
});
