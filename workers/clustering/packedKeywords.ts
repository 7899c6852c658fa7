// A list of keywords as the page posts it to the clustering worker: one string of all the texts,
// their end offsets and their four figures in typed arrays, and the rare keyword with an intent or
// SERP URLs on its own. Posting 100,000 keyword objects cloned them in one main-thread task of
// 40-75 ms (issue 28: no task over 50 ms); a string and typed arrays are copied in a few ms.
import type { KeywordInput } from './types';

/** Tells a packed list from the other forms a run takes (a list of objects, a prepared list's name). */
export const PACKED = 'packed-keywords';

const FIGURES = ['search_volume', 'cpc', 'difficulty', 'competition'] as const;

export interface PackedKeywords {
  kind: typeof PACKED;
  /** Every text, one after the other. */
  texts: string;
  /** Where each keyword's text ends in `texts`. */
  ends: Uint32Array;
  /** FIGURES.length numbers per keyword, NaN where the keyword has none (a figure is never NaN). */
  figures: Float64Array;
  /** The keywords with an intent or SERP URLs: their index and those fields. */
  extras: { index: number; intent?: string; urls?: KeywordInput['urls'] }[];
}

export function isPacked(value: unknown): value is PackedKeywords {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === PACKED;
}

export function packKeywords(keywords: readonly KeywordInput[]): PackedKeywords {
  const n = keywords.length;
  const ends = new Uint32Array(n);
  const figures = new Float64Array(n * FIGURES.length).fill(Number.NaN);
  const extras: PackedKeywords['extras'] = [];
  const texts: string[] = new Array<string>(n);
  let end = 0;
  for (let i = 0; i < n; i++) {
    const keyword = keywords[i];
    texts[i] = keyword.text;
    end += keyword.text.length;
    ends[i] = end;
    for (let f = 0; f < FIGURES.length; f++) {
      const value = keyword[FIGURES[f]];
      if (value !== undefined) figures[i * FIGURES.length + f] = value;
    }
    if (keyword.intent !== undefined || keyword.urls !== undefined)
      extras.push({
        index: i,
        ...(keyword.intent !== undefined && { intent: keyword.intent }),
        ...(keyword.urls !== undefined && { urls: keyword.urls }),
      });
  }
  return { kind: PACKED, texts: texts.join(''), ends, figures, extras };
}

/** The keywords as they were packed: the same fields, absent where they were absent. */
export function unpackKeywords({ texts, ends, figures, extras }: PackedKeywords): KeywordInput[] {
  const keywords: KeywordInput[] = new Array<KeywordInput>(ends.length);
  let start = 0;
  for (let i = 0; i < ends.length; i++) {
    const keyword: KeywordInput = { text: texts.slice(start, ends[i]) };
    start = ends[i];
    for (let f = 0; f < FIGURES.length; f++) {
      const value = figures[i * FIGURES.length + f];
      if (!Number.isNaN(value)) keyword[FIGURES[f]] = value;
    }
    keywords[i] = keyword;
  }
  for (const { index, intent, urls } of extras) {
    if (intent !== undefined) keywords[index].intent = intent;
    if (urls !== undefined) keywords[index].urls = urls;
  }
  return keywords;
}
