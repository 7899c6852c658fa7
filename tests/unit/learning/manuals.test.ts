import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { local } from '@/api/local/router';
import { setWorkerServices } from '@/api/local/workers';
import { cleanupJobs } from '@/api/local/jobs';
import { setIndustryLibraryLoader } from '@/api/local/handlers/industries';
import type { Method } from '@/contract';
import type { JobDownload } from '@/contract/types/jobs';
import type {
  CaseStudiesResponse,
  GenerateManualResponse,
  ManualContent,
  ManualJob,
  ManualJobList,
  ManualLanguageCode,
  ManualType,
} from '@/contract/types/learning';
import { db } from '@/db/database';
import { renderManual } from '@workers/learning/worker-api';
import { GUIDE_BOOKS, FEATURE_TABS } from '@workers/learning/guides';
import { ApiError } from '@/contract/errors';
import { rejectionOf, resetLocalState } from '../api/support';
import { fileFontLoader, hasPdfToText, pdfText, squash } from '../pdf/pdfText';

const request = <T>(method: Method, path: string, body?: unknown) => local.request(method, path, body) as Promise<T>;

async function generate(type: ManualType, language: ManualLanguageCode): Promise<ManualJob> {
  const started = await request<GenerateManualResponse>('POST', '/api/learning-center/manuals/generate', {
    manual_type: type,
    language,
  });
  return vi.waitFor(
    async () => {
      const job = await request<ManualJob>('GET', `/api/learning-center/manuals/jobs/${started.job_id}`);
      if (job.status !== 'completed' && job.status !== 'failed') throw new Error(`still ${job.status}`);
      return job;
    },
    { timeout: 60_000, interval: 100 },
  );
}

beforeEach(async () => {
  await resetLocalState();
  // Node has no page to fetch fonts from: the worker core reads them from public/fonts.
  setWorkerServices({
    learning: {
      renderManual: (_signal, type, language, iso, branding, _base, onProgress) =>
        renderManual(type, language, iso, branding, fileFontLoader, onProgress),
    },
  });
  setIndustryLibraryLoader(async () =>
    JSON.parse(await readFile(join(process.cwd(), 'public/data/industry-library.json'), 'utf8')),
  );
});

afterEach(() => setWorkerServices(undefined));

describe('guide books', () => {
  it('cover the 14 features in every offered language, with the same number of steps as English', () => {
    expect(FEATURE_TABS).toHaveLength(14);
    for (const book of Object.values(GUIDE_BOOKS)) {
      for (const tab of FEATURE_TABS) {
        const [feature, english] = [book.features[tab], GUIDE_BOOKS.en.features[tab]];
        expect(feature.steps.length, `${book.language} ${tab}`).toBe(english.steps.length);
        expect(feature.details.length, `${book.language} ${tab}`).toBe(english.details.length);
        expect(feature.tips.length, `${book.language} ${tab}`).toBe(english.tips.length);
      }
    }
  });
});

describe('manual routes', () => {
  it('lists the languages by their own name', async () => {
    const { supported_languages } = await request<{ supported_languages: { code: string; name: string }[] }>(
      'GET',
      '/api/learning-center/manuals/languages',
    );
    expect(supported_languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'ja', name: '日本語' },
      { code: 'ru', name: 'Русский' },
    ]);
  });

  it('refuses an unknown manual type or language with a 400 that says what to choose', async () => {
    const badType = await rejectionOf(
      request('POST', '/api/learning-center/manuals/generate', { manual_type: 'full', language: 'en' }),
    );
    expect(badType).toBeInstanceOf(ApiError);
    expect((badType as ApiError).status).toBe(400);
    expect((badType as ApiError).detail).toContain('choose quick_start or detailed');
    const badLanguage = await rejectionOf(
      request('POST', '/api/learning-center/manuals/generate', { manual_type: 'detailed', language: 'hi' }),
    );
    expect((badLanguage as ApiError).status).toBe(400);
    expect((badLanguage as ApiError).detail).toContain('ja (日本語)');
    expect(await db.jobs.count()).toBe(0);
  });

  it.skipIf(!hasPdfToText).each([
    ['quick_start', 'en'],
    ['detailed', 'en'],
    ['quick_start', 'ja'],
    ['detailed', 'ja'],
    ['quick_start', 'ru'],
    ['detailed', 'ru'],
  ] as const)('writes a %s manual in %s whose text is the guide text', async (type, language) => {
    const job = await generate(type, language);
    expect(job.status, job.message).toBe('completed');
    expect(job.file_size).toBeGreaterThan(1000);
    expect(job.file_name).toBe(`manual_${job.job_id}.pdf`);
    const download = await request<JobDownload>('GET', `/api/learning-center/manuals/download/${job.job_id}`);
    expect(download.file_name).toBe(`manual_${job.job_id}.pdf`);
    const text = squash(pdfText(await download.blob.arrayBuffer()));
    const content = await request<ManualContent>(
      'GET',
      `/api/learning-center/manuals/content?manual_type=${type}&language=${language}`,
    );
    expect(content.sections).toHaveLength(15);
    for (const section of content.sections) {
      expect(text).toContain(squash(section.title));
      for (const block of section.blocks) {
        const texts =
          block.kind === 'steps' || block.kind === 'bullets'
            ? block.items
            : block.kind === 'flow'
              ? block.steps
              : [block.text];
        for (const piece of texts) expect(text, `${language} ${section.id}`).toContain(squash(piece));
      }
    }
    const list = await request<ManualJobList>('GET', '/api/learning-center/manuals/jobs');
    expect(list.jobs.map((item) => item.job_id)).toContain(job.job_id);
  });

  it.skipIf(!hasPdfToText)('writes the workspace branding (company, footer) on the manual', async () => {
    await request('PUT', '/api/enterprise/branding', {
      company_name: 'Northwind Search Ltd',
      logo: null,
      primary_color: '#b91c1c',
      secondary_color: '#0f766e',
      footer_text: 'Internal training copy',
      show_company_logo: true,
    });
    const job = await generate('quick_start', 'en');
    expect(job.status, job.message).toBe('completed');
    const download = await request<JobDownload>('GET', `/api/learning-center/manuals/download/${job.job_id}`);
    const text = squash(pdfText(await download.blob.arrayBuffer()));
    expect(text).toContain(squash('Northwind Search Ltd'));
    expect(text).toContain(squash('Internal training copy'));
  });

  it('says why a job failed and deletes manuals with the 7-day cleanup', async () => {
    setWorkerServices({
      learning: {
        renderManual: async () =>
          Promise.reject(
            new Error(
              'Could not load the font NotoSans-Regular.ttf (HTTP 404). Go online once so it can be fetched, then try again.',
            ),
          ),
      },
    });
    const failed = await generate('quick_start', 'ru');
    expect(failed.status).toBe('failed');
    expect(failed.message).toContain('Could not load the font');

    setWorkerServices(undefined);
    const done = await generate('quick_start', 'en');
    expect(done.status).toBe('completed');
    const eightDaysLater = Date.now() + 8 * 24 * 60 * 60_000;
    const cleaned = await cleanupJobs(eightDaysLater);
    expect(cleaned.deleted_files).toBe(1);
    const gone = await rejectionOf(request('GET', `/api/learning-center/manuals/download/${done.job_id}`));
    expect((gone as ApiError).status).toBe(404);
  });

  it('does not serve another kind of job as a manual', async () => {
    const missing = await rejectionOf(request('GET', '/api/learning-center/manuals/jobs/nope'));
    expect((missing as ApiError).status).toBe(404);
  });
});

describe('case studies', () => {
  it('computes each figure from the bundled library and says how to reproduce it', async () => {
    const { case_studies } = await request<CaseStudiesResponse>('GET', '/api/learning-center/case-studies');
    expect(case_studies).toHaveLength(3);
    for (const study of case_studies) {
      expect(study.figures.length).toBeGreaterThan(2);
      expect(study.reproduce.length).toBeGreaterThan(1);
    }
    const questions = case_studies.find((study) => study.id === 'faq-from-questions');
    expect(questions?.data).toContain('14 industries');
  });
});
