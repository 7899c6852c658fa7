// Semantic features: SIF-weighted word-vector averages with the common component
// removed (vectors.ts), as unit rows of one matrix the pair scorer reads.
import type { RunControl } from './control';
import { QUALIFIER_WEIGHT } from './features';
import type { NormalizedText } from './text';
import { normaliseInPlace, removeCommonComponent, sifEmbed, type WordVectors } from './vectors';

export interface SemanticMatrix {
  matrix: Float32Array;
  dim: number;
}

// Whole words with their inner joins kept ("top-up", "didn't"): the vector vocabulary
// holds whole words, and sifEmbed splits unknown compounds itself.
const WORD_RE = /[\p{L}\p{N}]+(?:['’.\-/][\p{L}\p{N}]+)*/gu;
const MAX_WORDS = 64;

export function semanticTokens(folded: string): string[] {
  return (folded.match(WORD_RE) ?? []).slice(0, MAX_WORDS).map((w) => w.replace(/’/g, "'"));
}

/**
 * Where a keyword's qualifier starts among its semantic words: at the qualifier's word, from the
 * second word on (a qualifier is a plain word, which both tokenisers give alike); -1 without one.
 */
function qualifierAt(words: readonly string[], text: NormalizedText): number {
  return text.qualifierStart < 0 ? -1 : words.indexOf(text.tokens[text.qualifierStart], 1);
}

/**
 * SIF embedding of a keyword into row; a phrase's qualifier ("near chicago") counts
 * QUALIFIER_WEIGHT of its head, as in the lexical features. False when no word is known. Head and
 * qualifier are cut from the same semantic words as a keyword without a qualifier: the normaliser's
 * tokens drop apostrophes ("women's" → "womens"), which the vectors' contractions need.
 */
function embed(text: NormalizedText, vectors: WordVectors, row: Float32Array, scratch: Float32Array): boolean {
  const words = semanticTokens(text.folded);
  const cut = qualifierAt(words, text);
  if (cut < 0) return sifEmbed(words, vectors, row) !== null;
  const head = sifEmbed(words.slice(0, cut), vectors, row) !== null;
  if (!head) row.fill(0);
  const qualifier = sifEmbed(words.slice(cut), vectors, scratch) !== null;
  if (qualifier) for (let d = 0; d < row.length; d++) row[d] += (head ? QUALIFIER_WEIGHT : 1) * scratch[d];
  return head || qualifier;
}

/** Unit SIF rows (zero for keywords with no known word), or null when no keyword has one. */
export async function semanticMatrix(
  texts: readonly NormalizedText[],
  vectors: WordVectors,
  control: RunControl,
): Promise<SemanticMatrix | null> {
  const dim = vectors.dim;
  const n = texts.length;
  const matrix = new Float32Array(n * dim);
  const scratch = new Float32Array(dim);
  const rows: Float32Array[] = [];
  for (let i = 0; i < n; i++) {
    const row = matrix.subarray(i * dim, (i + 1) * dim);
    if (embed(texts[i], vectors, row, scratch)) rows.push(row);
    else row.fill(0);
    if (control.due(i)) await control.tick(i);
  }
  if (rows.length === 0) return null;
  removeCommonComponent(rows, dim);
  for (const row of rows) normaliseInPlace(row);
  return { matrix, dim };
}
