/**
 * Learning Center routes (spec 001 §7): the learning views from the user's data, case studies on
 * the bundled industry library, and manuals as 'manual' jobs over the generic jobs mechanism.
 */
import { MANUAL_LANGUAGES, MANUAL_TYPES } from '../../../contract/settings';
import { ApiError } from '../../../contract/errors';
import type { ManualLanguageCode, ManualType } from '../../../contract/types/learning';
import { downloadJob, findJobs, getJob } from '../jobs';
import { caseStudies } from '../learning/caseStudies';
import { MANUAL_JOB_KIND, manualJobs, toManualJob } from '../learning/manualJob';
import { achievementsView, coursesView, dashboardView, onboardingView, pathsView, setLesson } from '../learning/views';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import { loadLibrary } from './industries';

const JOB_LIST_LIMIT = 50;
const LANGUAGE_LIST = MANUAL_LANGUAGES.map((language) => `${language.code} (${language.name})`).join(', ');

export function manualType(value: unknown): ManualType {
  const type = MANUAL_TYPES.find((item) => item === value);
  if (!type) {
    throw new ApiError(400, `Unknown manual type ${JSON.stringify(value ?? null)}: choose quick_start or detailed.`);
  }
  return type;
}

export function manualLanguage(value: unknown): ManualLanguageCode {
  const language = MANUAL_LANGUAGES.find((item) => item.code === value);
  if (!language) {
    throw new ApiError(
      400,
      `Manuals are not written in ${JSON.stringify(value ?? null)}. Choose one of: ${LANGUAGE_LIST}.`,
    );
  }
  return language.code;
}

/** A job that is a manual; anything else is 'Job not found' here. */
async function manualJob(id: string | undefined) {
  const job = await getJob(id ?? '');
  if (job.kind !== MANUAL_JOB_KIND) throw new ApiError(404, 'Job not found');
  return job;
}

export const learningRoutes = {
  'GET /api/learning-center/courses': coursesView,
  'GET /api/learning-center/case-studies': {
    handle: async () => ({ case_studies: caseStudies(await loadLibrary(), new Date().getMonth() + 1) }),
    cache: { ttlMs: 60 * 60_000, dependsOn: [] },
  },
  'GET /api/learning-center/achievements': achievementsView,
  'GET /api/learning-center/onboarding': onboardingView,
  'GET /api/learning-center/learning-paths': pathsView,
  'GET /api/learning-center/dashboard': dashboardView,
  'PUT /api/learning-center/lessons/{lessonId}': {
    handle: async ({ params, body }) => {
      const input = bodyObject(body);
      if (typeof input.completed !== 'boolean') throw new ApiError(400, 'completed must be true or false');
      return setLesson(params.lessonId ?? '', input.completed);
    },
    changes: ['settings'],
  },

  'POST /api/learning-center/manuals/generate': {
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const job = await manualJobs.start({
        manual_type: manualType(input.manual_type),
        language: manualLanguage(input.language),
      });
      return { job_id: job.id, status: toManualJob(job).status, message: 'Manual generation started' };
    },
    changes: ['jobs'],
  },
  'GET /api/learning-center/manuals/jobs/{jobId}': async ({ params }) => toManualJob(await manualJob(params.jobId)),
  'GET /api/learning-center/manuals/jobs': async () => ({
    jobs: (await findJobs(MANUAL_JOB_KIND, JOB_LIST_LIMIT)).map(toManualJob),
  }),
  'GET /api/learning-center/manuals/languages': () => ({
    supported_languages: MANUAL_LANGUAGES.map((language) => ({ code: language.code, name: language.name })),
  }),
  'GET /api/learning-center/manuals/download/{jobId}': async ({ params }) => {
    const job = await manualJob(params.jobId);
    return downloadJob(job.id);
  },
  'GET /api/learning-center/manuals/content': async ({ query }) => {
    const type = manualType(query.manual_type);
    const language = manualLanguage(query.language);
    // The guide text loads with the first manual read, not with the adapter.
    const [{ GUIDE_BOOKS }, { manualContent }] = await Promise.all([
      import('@workers/learning/guides'),
      import('@workers/learning/manual'),
    ]);
    return manualContent(GUIDE_BOOKS[language], type);
  },
} satisfies RouteModule;
