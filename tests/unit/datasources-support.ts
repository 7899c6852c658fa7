/** Builds Search Console exports from tests/fixtures/search-console/ (zipped in memory with fflate). */
import { readdir, readFile } from 'node:fs/promises';
import { zipSync } from 'fflate';

export const FIXTURES = new URL('../fixtures/search-console/', import.meta.url);

export async function fixtureBytes(path: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(new URL(path, FIXTURES)));
}

/** The folder's CSVs zipped at the root, as Search Console's Export → Download CSV writes them. */
export async function fixtureZip(folder: string): Promise<Uint8Array> {
  const names = await readdir(new URL(`${folder}/`, FIXTURES));
  const files: Record<string, Uint8Array> = {};
  for (const name of names) files[name] = await fixtureBytes(`${folder}/${name}`);
  return zipSync(files);
}

export const bufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** Rewrites every central-directory entry's uncompressed size, as a zip bomb declares it. */
export function claimUncompressedSize(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let offset = 0; offset < copy.length - 4; offset += 1) {
    if (view.getUint32(offset, true) === 0x02014b50) view.setUint32(offset + 24, size, true);
  }
  return copy;
}
