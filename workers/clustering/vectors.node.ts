// Node-only loader for the word-vector asset (CLI, eval, tests). The browser worker
// fetches the same file by URL; both use WORD_VECTORS_PATH so they cannot disagree.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { decodeWordVectors, WORD_VECTORS_PATH, type DecodeOptions, type WordVectors } from './vectors.ts';

/** Absolute path of the asset in the project's public/ folder. */
export const WORD_VECTORS_DISK_PATH = fileURLToPath(new URL(`../../public/${WORD_VECTORS_PATH}`, import.meta.url));

export async function loadWordVectorsFromDisk(options?: DecodeOptions): Promise<WordVectors> {
  const file = await readFile(WORD_VECTORS_DISK_PATH);
  // Copy into a fresh ArrayBuffer: Node buffers may share a pool at an unaligned offset.
  const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  return decodeWordVectors(buffer, options);
}
