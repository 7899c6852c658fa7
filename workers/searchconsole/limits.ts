/** Limits on what the Search Console panel accepts, and the advice that goes with a refusal. */

/** The same limit as keyword uploads: a Search Console export is a few hundred kB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Beyond this total uncompressed size a zip is refused unread (a zip bomb, or not an export). */
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;

export const HOW_TO_EXPORT =
  'In Search Console open Performance → Search results, pick the period, then Export → Download CSV, and import that zip.';

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function uploadTooLarge(size: number): string | null {
  return size >= MAX_UPLOAD_BYTES
    ? `This file is ${megabytes(size)}; the limit is ${megabytes(MAX_UPLOAD_BYTES)}. A Search Console export is far smaller: ${HOW_TO_EXPORT}`
    : null;
}
