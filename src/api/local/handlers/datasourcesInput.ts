/** Request reading shared by the Advanced Data Sources handlers: uploaded files and multi-line keyword inputs. */
import { ApiError } from '../../../contract/errors';
import { MAX_KEYWORD_LENGTH } from '@workers/imports/limits';

export interface UploadedFile {
  file: Blob;
  name: string;
  /** Other text fields sent with it (the Search Console property). */
  fields: Record<string, string>;
}

export function uploadedFile(body: unknown, fieldNames: readonly string[] = []): UploadedFile {
  const read = (key: string): unknown => {
    if (typeof FormData !== 'undefined' && body instanceof FormData) return body.get(key);
    if (typeof body === 'object' && body !== null) return (body as Record<string, unknown>)[key];
    return undefined;
  };
  const file = read('file');
  if (!(file instanceof Blob)) throw new ApiError(400, 'No file provided: choose the export to import.');
  const given = read('file_name');
  const name =
    typeof given === 'string' && given.trim() !== ''
      ? given.trim()
      : 'name' in file && typeof file.name === 'string'
        ? file.name
        : '';
  const fields: Record<string, string> = {};
  for (const key of fieldNames) {
    const value = read(key);
    fields[key] = typeof value === 'string' ? value : '';
  }
  return { file, name, fields };
}

/** Spec 001 §5: multi-line inputs split by line, trimmed, empty lines dropped; repeats dropped too. */
export function keywordLines(value: unknown, max: number): string[] {
  const lines = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string'
      ? value.split(/\r\n|\n|\r/)
      : [];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const line of lines) {
    // Longer lines are cut: a pasted paragraph is not a query.
    const text = line.trim().slice(0, MAX_KEYWORD_LENGTH);
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
    if (kept.length >= max) break;
  }
  return kept;
}
