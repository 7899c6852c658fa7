/** The keyword draft, stored as a setting (a string, one keyword per line). */
import { ApiError } from '../../../contract/errors';
import type { KeywordDraft } from '../../../contract/types/draft';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import { appendKeywords } from '../draft/append';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';

/** The setting the draft lives in (its key since the first release: stored drafts keep working). */
const DRAFT_KEY = 'clustering_draft';

/** The text area takes 100,000 keywords; at 200 characters each that is about 20 million characters. */
const MAX_DRAFT_CHARS = 20_000_000;
const MAX_APPEND = 100_000;

async function readDraft(): Promise<KeywordDraft> {
  const record = await db.settings.get(DRAFT_KEY);
  return { text: typeof record?.value === 'string' ? record.value : '', updated_at: record?.updated_at ?? null };
}

async function writeDraft(text: string): Promise<KeywordDraft> {
  if (text.length > MAX_DRAFT_CHARS)
    throw new ApiError(413, 'The keyword list is too long: keep it under 20 million characters');
  const now = nowIso();
  const existing = await db.settings.get(DRAFT_KEY);
  await db.settings.put({ key: DRAFT_KEY, value: text, created_at: existing?.created_at ?? now, updated_at: now });
  return { text, updated_at: now };
}

function keywordList(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((keyword) => typeof keyword === 'string')) {
    throw new ApiError(400, 'keywords must be a list of texts');
  }
  if (value.length > MAX_APPEND)
    throw new ApiError(413, `At most ${MAX_APPEND.toLocaleString('en-US')} keywords can be added at once`);
  return value;
}

export const draftRoutes = {
  'GET /api/keyword-draft': readDraft,

  'PUT /api/keyword-draft': {
    // Stored as a setting, so cached setting reads must drop too.
    changes: ['keyword_draft', 'settings'],
    handle: ({ body }) => {
      const { text } = bodyObject(body);
      if (typeof text !== 'string') throw new ApiError(400, 'text must be a string');
      return db.transaction('rw', db.settings, () => writeDraft(text));
    },
  },

  'POST /api/keyword-draft/append': {
    changes: ['keyword_draft', 'settings'],
    handle: ({ body }) => {
      const keywords = keywordList(bodyObject(body).keywords);
      // Read and write in one transaction: two tabs appending at once must not lose each other's lines.
      return db.transaction('rw', db.settings, async () => {
        const draft = await readDraft();
        const { text, added, skipped } = appendKeywords(draft.text, keywords);
        const stored = added.length > 0 ? await writeDraft(text) : draft;
        return { ...stored, added, skipped };
      });
    },
  },
} satisfies RouteModule;
