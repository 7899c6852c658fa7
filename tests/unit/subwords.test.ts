import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { decodeSubwordVectors, SUBWORD_VECTORS_PATH, withSubwords } from '../../workers/clustering/subwords';
import { cosine, decodeWordVectors, sifEmbed, WORD_VECTORS_PATH } from '../../workers/clustering/vectors';

async function asset(path: string): Promise<ArrayBuffer> {
  const file = await readFile(new URL(`../../public/${path}`, import.meta.url));
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
}

describe('sub-word vectors', () => {
  it('give words GloVe lacks a vector near the words that share their pieces', async () => {
    const words = decodeWordVectors(await asset(WORD_VECTORS_PATH));
    const vectors = withSubwords(words, decodeSubwordVectors(await asset(SUBWORD_VECTORS_PATH)));
    expect(words.get('hepatocellular')).toBeUndefined();
    const composed = vectors.get('hepatocellular');
    expect(composed).toBeDefined();
    const liver = words.get('liver') as Float32Array;
    const guitar = words.get('guitar') as Float32Array;
    expect(cosine(composed as Float32Array, liver)).toBeGreaterThan(cosine(composed as Float32Array, guitar));
    expect(sifEmbed(['shopify'], words)).toBeNull();
    expect(sifEmbed(['shopify'], vectors)).not.toBeNull();
  });

  it('leave known words, short tokens and non-words as they were', async () => {
    const words = decodeWordVectors(await asset(WORD_VECTORS_PATH));
    const vectors = withSubwords(words, decodeSubwordVectors(await asset(SUBWORD_VECTORS_PATH)));
    expect(vectors.get('pump')).toEqual(words.get('pump'));
    expect(vectors.weight('pump')).toBe(words.weight('pump'));
    expect(vectors.get('xq')).toBeUndefined();
    expect(vectors.get('53-0001')).toBeUndefined();
  });

  it('reject a file that is not a sub-word asset', () => {
    expect(() => decodeSubwordVectors(new ArrayBuffer(8))).toThrow(/too short/);
    expect(() => decodeSubwordVectors(new ArrayBuffer(64))).toThrow(/TWS1/);
  });
});
