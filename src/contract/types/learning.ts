/** Learning Center (spec 001 §2.4, §3, §7): manuals, guides and the learning views. */
import type { MANUAL_LANGUAGES, MANUAL_TYPES } from '../settings';

export type ManualType = (typeof MANUAL_TYPES)[number];
export type ManualLanguageCode = (typeof MANUAL_LANGUAGES)[number]['code'];

export type ManualLanguage = { code: ManualLanguageCode; name: string };

export type GenerateManualRequest = { manual_type: ManualType; language: ManualLanguageCode };
export type GenerateManualResponse = { job_id: string; status: ManualJobStatus; message: string };

/** Spec 001 §3: completed, generating, failed, or another state (queued, cancelled). */
export type ManualJobStatus = 'completed' | 'generating' | 'failed' | 'queued' | 'cancelled';

export type ManualJob = {
  job_id: string;
  job_type: ManualType;
  language: ManualLanguageCode;
  status: ManualJobStatus;
  /** 0..1 */
  progress: number;
  /** The current step, or why it failed. */
  message: string;
  created_at: string;
  /** Bytes of the PDF; null until completed. */
  file_size: number | null;
  page_count: number | null;
  file_name: string | null;
};

export type ManualJobList = { jobs: ManualJob[] };

/** One block of a guide, the same the PDF draws (headings come from the sections). */
export type GuideBlock =
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'note'; text: string }
  | { kind: 'flow'; steps: string[] };

export type GuideSection = {
  id: string;
  /** The tab the section is about (a tab value), or null for general sections. */
  tab: string | null;
  title: string;
  blocks: GuideBlock[];
};

/** A manual as readable HTML in the app: the same sections the PDF prints. */
export type ManualContent = {
  manual_type: ManualType;
  language: ManualLanguageCode;
  title: string;
  subtitle: string;
  sections: GuideSection[];
};

/** An onboarding step, complete when the user's own data shows it done. */
export type OnboardingStep = {
  id: string;
  title: string;
  description: string;
  /** Where to do it (a tab value). */
  tab: string;
  completed: boolean;
  /** When the data first showed it done (ISO), or null. */
  completed_at: string | null;
  /** What in the data counts, e.g. '2 clustering runs stored'. */
  evidence: string;
};

export type OnboardingResponse = { steps: OnboardingStep[]; completed: number; total: number };

export type Lesson = {
  id: string;
  title: string;
  summary: string;
  /** The tab that does what the lesson teaches. */
  tab: string;
  /** A practical lesson is complete when the user's data shows the step (its onboarding step id). */
  practical_step: string | null;
  completed: boolean;
  completed_at: string | null;
};

export type Course = {
  id: string;
  title: string;
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  lessons: Lesson[];
  completed_lessons: number;
  /** 0..1 */
  progress: number;
};

export type CoursesResponse = { courses: Course[] };

export type LearningPath = {
  id: string;
  title: string;
  description: string;
  course_ids: string[];
  completed_lessons: number;
  total_lessons: number;
  progress: number;
};

export type LearningPathsResponse = { paths: LearningPath[] };

export type Achievement = {
  id: string;
  title: string;
  description: string;
  /** The usage count it is measured by, and the count it needs. */
  count: number;
  target: number;
  earned: boolean;
  earned_at: string | null;
};

export type AchievementsResponse = { achievements: Achievement[]; earned: number };

/** A worked example on data that ships with the app, its figures computed when asked. */
export type CaseStudy = {
  id: string;
  title: string;
  /** Where the data comes from (the industry library). */
  data: string;
  summary: string;
  figures: { label: string; value: string }[];
  findings: string[];
  reproduce: string[];
  tab: string;
  data_source: 'computed' | 'estimated';
};

export type CaseStudiesResponse = { case_studies: CaseStudy[] };

export type LearningDashboard = {
  onboarding: { completed: number; total: number };
  lessons: { completed: number; total: number };
  achievements: { earned: number; total: number };
  next_lesson: { course_id: string; lesson: Lesson } | null;
  recent_achievements: Achievement[];
};

export type LessonProgressRequest = { completed: boolean };
