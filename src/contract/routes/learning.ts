/** Routes of the Learning Center (spec 001 §7). */
import type { JobDownload } from '../types/jobs';
import type {
  AchievementsResponse,
  CaseStudiesResponse,
  CoursesResponse,
  GenerateManualRequest,
  GenerateManualResponse,
  LearningDashboard,
  LearningPathsResponse,
  LessonProgressRequest,
  ManualContent,
  ManualJob,
  ManualJobList,
  ManualLanguage,
  OnboardingResponse,
} from '../types/learning';

export interface LearningRoutes {
  'GET /api/learning-center/courses': { request: undefined; response: CoursesResponse };
  /** Figures computed from the bundled industry library when asked. */
  'GET /api/learning-center/case-studies': { request: undefined; response: CaseStudiesResponse };
  'GET /api/learning-center/achievements': { request: undefined; response: AchievementsResponse };
  'GET /api/learning-center/onboarding': { request: undefined; response: OnboardingResponse };
  'GET /api/learning-center/learning-paths': { request: undefined; response: LearningPathsResponse };
  'GET /api/learning-center/dashboard': { request: undefined; response: LearningDashboard };
  /** Marks a reading lesson done or not; a practical lesson follows the user's data. 404 unknown lesson. */
  'PUT /api/learning-center/lessons/{lessonId}': { request: LessonProgressRequest; response: CoursesResponse };

  /** 400 for an unknown manual type or language. Starts a 'manual' job. */
  'POST /api/learning-center/manuals/generate': { request: GenerateManualRequest; response: GenerateManualResponse };
  /** 404 'Job not found' (also for a job that is not a manual). */
  'GET /api/learning-center/manuals/jobs/{jobId}': { request: undefined; response: ManualJob };
  'GET /api/learning-center/manuals/jobs': { request: undefined; response: ManualJobList };
  'GET /api/learning-center/manuals/languages': {
    request: undefined;
    response: { supported_languages: ManualLanguage[] };
  };
  /** The PDF, file name manual_{id}.pdf; 409 until completed. */
  'GET /api/learning-center/manuals/download/{jobId}': { request: undefined; response: JobDownload };
  /** Query: manual_type, language. The manual as sections to read in the app (the PDF's source). */
  'GET /api/learning-center/manuals/content': { request: undefined; response: ManualContent };
}
