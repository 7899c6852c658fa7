// Node-only loader for the word-vector assets (CLI, eval, tests). The browser worker
// fetches the same files by URL; both use the paths in vectors.ts and subwords.ts so they cannot disagree.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadEnglishVectors } from './subwords.ts';
import { decodeWordVectors, WORD_VECTORS_PATH, type DecodeOptions, type WordVectors } from './vectors.ts';

const publicPath = (path: string) => fileURLToPath(new URL(`../../public/${path}`, import.meta.url));

/** Absolute path of the whole-word asset in the project's public/ folder. */
export const WORD_VECTORS_DISK_PATH = publicPath(WORD_VECTORS_PATH);

async function readAsset(path: string): Promise<ArrayBuffer> {
  const file = await readFile(publicPath(path));
  // Copy into a fresh ArrayBuffer: Node buffers may share a pool at an unaligned offset.
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
}

/** The whole-word asset alone (what GloVe itself has). */
export async function loadWholeWordVectorsFromDisk(options?: DecodeOptions): Promise<WordVectors> {
  return decodeWordVectors(await readAsset(WORD_VECTORS_PATH), options);
}

/** The whole-word vectors with sub-words for unknown words; TW_NO_SUBWORDS=1 measures them without. */
export async function loadWordVectorsFromDisk(): Promise<WordVectors> {
  if (process.env.TW_NO_SUBWORDS === '1') return loadWholeWordVectorsFromDisk();
  return loadEnglishVectors(readAsset);
}
