/** File names for downloads: `topicwise-clusters-coffee-beans-2026-11-22.csv`. */

const MAX_SLUG = 60;

/** Lower-case letters and digits of any script, joined by single dashes; 'untitled' when nothing is left. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = Array.from(slug).slice(0, MAX_SLUG).join('').replace(/-+$/, '');
  return cut === '' ? 'untitled' : cut;
}

/** The local calendar date of an ISO timestamp, as YYYY-MM-DD. */
export function localDate(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function downloadName(prefix: string, name: string, isoDate: string, extension: string): string {
  return `${prefix}-${slugify(name)}-${localDate(isoDate)}.${extension}`;
}
