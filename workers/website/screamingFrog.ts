/**
 * A Screaming Frog 'Internal - HTML' export (Address, Title 1, Meta Description 1, H1-1, H2-1, ...)
 * read as pages: the crawler's own fields, no body text (the export has none).
 */
import Papa from 'papaparse';
import type { PageHeading } from '@/contract/types/website';
import { squash } from './text';
import { hostOf, normaliseUrl } from './urls';
import type { ParsedPage } from './types';

export class ScreamingFrogError extends Error {}

const HEADING_COLUMN = /^h([1-6])-\d+$/i;
const MAX_ROWS = 100_000;

export const looksLikeScreamingFrog = (text: string) => /(^|[\r\n])"?Address"?[,;\t]/.test(text.slice(0, 4096));

export function parseScreamingFrog(text: string, importedAt: string): ParsedPage[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const rows = parsed.data.slice(0, MAX_ROWS + 2);
  const headerIndex = rows.findIndex((row) => row[0]?.trim().toLowerCase() === 'address');
  if (headerIndex < 0) {
    throw new ScreamingFrogError("This is not a Screaming Frog 'Internal - HTML' export: it has no Address column.");
  }
  const header = rows[headerIndex].map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name.toLowerCase());
  const at = (row: string[], name: string) => {
    const index = column(name);
    return index >= 0 ? squash(row[index] ?? '') : '';
  };
  const headingColumns = header
    .map((name, index) => ({ index, level: Number(HEADING_COLUMN.exec(name)?.[1] ?? 0) }))
    .filter((c) => c.level > 0);
  const pages: ParsedPage[] = [];
  for (const row of rows.slice(headerIndex + 1)) {
    const url = normaliseUrl(at(row, 'Address'));
    const contentType = at(row, 'Content Type');
    if (!url || (contentType && !/html/i.test(contentType))) continue;
    const headings: PageHeading[] = headingColumns
      .map(({ index, level }) => ({
        level: level as PageHeading['level'],
        text: squash(row[index] ?? '').slice(0, 500),
      }))
      .filter((h) => h.text !== '');
    const status = Number.parseInt(at(row, 'Status Code'), 10);
    const words = Number.parseInt(at(row, 'Word Count'), 10);
    pages.push({
      page: {
        url,
        host: hostOf(url),
        source: 'screaming_frog',
        status: Number.isFinite(status) ? status : null,
        title: at(row, 'Title 1').slice(0, 500) || null,
        meta_description: at(row, 'Meta Description 1').slice(0, 500) || null,
        headings,
        links: [],
        word_count: Number.isFinite(words) ? words : 0,
        noindex: /noindex/i.test(at(row, 'Meta Robots 1')) || /non-indexable/i.test(at(row, 'Indexability')),
        canonical: normaliseUrl(at(row, 'Canonical Link Element 1')),
        crawled_at: importedAt,
      },
      blocks: [],
      faq_questions: [],
    });
  }
  if (pages.length === 0) throw new ScreamingFrogError('The Screaming Frog export lists no HTML pages.');
  return pages;
}

/** parseScreamingFrog with its error as data, so the message survives the worker boundary. */
export type ScreamingFrogOutcome = { ok: true; pages: ParsedPage[] } | { ok: false; message: string };

export function readScreamingFrog(text: string, importedAt: string): ScreamingFrogOutcome {
  try {
    return { ok: true, pages: parseScreamingFrog(text, importedAt) };
  } catch (error) {
    if (error instanceof ScreamingFrogError) return { ok: false, message: error.message };
    throw error;
  }
}
