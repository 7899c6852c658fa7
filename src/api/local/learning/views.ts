/**
 * The learning views (spec 001 §7 GET /api/learning-center/...), from the user's data: onboarding
 * steps and practical lessons complete when the data shows them done, achievements when a usage
 * count reaches its target. The first time a step or achievement is seen it is recorded with its
 * date in the `learning_progress` setting, so it stays earned when the request log that showed an
 * export is trimmed or a result is deleted. Reading lessons are marked done by the user.
 */
import { ApiError } from '../../../contract/errors';
import { isJsonObject, type JsonObject, type JsonValue } from '../../../contract/json';
import type {
  Achievement,
  Course,
  LearningDashboard,
  LearningPath,
  OnboardingStep,
} from '../../../contract/types/learning';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import { emitChange } from '../changes';
import { ACHIEVEMENTS, COURSES, ONBOARDING, PATHS } from './catalog';
import { readUsage, type Usage } from './usage';

export const PROGRESS_KEY = 'learning_progress';

type Progress = { lessons: Record<string, string>; milestones: Record<string, string> };

const dates = (value: JsonValue | undefined): Record<string, string> =>
  value !== undefined && isJsonObject(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

async function readProgress(): Promise<Progress> {
  const stored = (await db.settings.get(PROGRESS_KEY))?.value;
  const object: JsonObject = stored !== undefined && isJsonObject(stored) ? stored : {};
  return { lessons: dates(object.lessons), milestones: dates(object.milestones) };
}

async function writeProgress(change: (progress: Progress) => boolean): Promise<Progress> {
  return db.transaction('rw', db.settings, async () => {
    const progress = await readProgress();
    if (!change(progress)) return progress;
    const now = nowIso();
    const existing = await db.settings.get(PROGRESS_KEY);
    await db.settings.put({
      key: PROGRESS_KEY,
      value: progress,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    });
    await emitChange({ source: 'settings', kind: 'edited', ids: [PROGRESS_KEY] });
    return progress;
  });
}

type Snapshot = { steps: OnboardingStep[]; achievements: Achievement[]; progress: Progress };

/** Everything the views need, with newly reached milestones recorded. */
async function snapshot(): Promise<Snapshot> {
  const usage: Usage = await readUsage();
  const seen = new Map<string, string>();
  for (const step of ONBOARDING) {
    const reached = step.measures
      .map((key) => usage[key].reachedAt(1))
      .filter((at): at is string => at !== null)
      .sort()[0];
    if (reached) seen.set(`step:${step.id}`, reached);
  }
  for (const achievement of ACHIEVEMENTS) {
    const reached = usage[achievement.measure].reachedAt(achievement.target);
    if (reached) seen.set(`achievement:${achievement.id}`, reached);
  }
  const progress = await writeProgress((current) => {
    let changed = false;
    for (const [key, at] of seen) {
      if (!current.milestones[key]) {
        current.milestones[key] = at;
        changed = true;
      }
    }
    return changed;
  });
  const steps = ONBOARDING.map((step): OnboardingStep => {
    const at = progress.milestones[`step:${step.id}`] ?? null;
    return {
      id: step.id,
      title: step.title,
      description: step.description,
      tab: step.tab,
      completed: at !== null,
      completed_at: at,
      evidence: step.evidence(step.measures.map((key) => usage[key].count)),
    };
  });
  const achievements = ACHIEVEMENTS.map((def): Achievement => {
    const at = progress.milestones[`achievement:${def.id}`] ?? null;
    return {
      id: def.id,
      title: def.title,
      description: def.description,
      count: usage[def.measure].count,
      target: def.target,
      earned: at !== null,
      earned_at: at,
    };
  });
  return { steps, achievements, progress };
}

function courses({ steps, progress }: Snapshot): Course[] {
  const stepAt = new Map(steps.map((step) => [step.id, step.completed_at]));
  return COURSES.map((course) => {
    const lessons = course.lessons.map((lesson) => {
      const at = lesson.practical_step
        ? (stepAt.get(lesson.practical_step) ?? null)
        : (progress.lessons[lesson.id] ?? null);
      return { ...lesson, completed: at !== null, completed_at: at };
    });
    const done = lessons.filter((lesson) => lesson.completed).length;
    return { ...course, lessons, completed_lessons: done, progress: lessons.length === 0 ? 0 : done / lessons.length };
  });
}

function paths(all: Course[]): LearningPath[] {
  return PATHS.map((path) => {
    const included = all.filter((course) => path.course_ids.includes(course.id));
    const total = included.reduce((sum, course) => sum + course.lessons.length, 0);
    const done = included.reduce((sum, course) => sum + course.completed_lessons, 0);
    return { ...path, completed_lessons: done, total_lessons: total, progress: total === 0 ? 0 : done / total };
  });
}

export const onboardingView = async () => {
  const { steps } = await snapshot();
  const completed = steps.filter((step) => step.completed).length;
  return { steps, completed, total: steps.length };
};

export const achievementsView = async () => {
  const { achievements } = await snapshot();
  return { achievements, earned: achievements.filter((item) => item.earned).length };
};

export const coursesView = async () => ({ courses: courses(await snapshot()) });

export const pathsView = async () => ({ paths: paths(courses(await snapshot())) });

export async function dashboardView(): Promise<LearningDashboard> {
  const snap = await snapshot();
  const all = courses(snap);
  const lessons = all.flatMap((course) => course.lessons);
  const next = all.flatMap((course) =>
    course.lessons.filter((lesson) => !lesson.completed).map((lesson) => ({ course_id: course.id, lesson })),
  )[0];
  const earned = snap.achievements.filter((item) => item.earned);
  return {
    onboarding: { completed: snap.steps.filter((step) => step.completed).length, total: snap.steps.length },
    lessons: { completed: lessons.filter((lesson) => lesson.completed).length, total: lessons.length },
    achievements: { earned: earned.length, total: snap.achievements.length },
    next_lesson: next ?? null,
    recent_achievements: [...earned].sort((a, b) => (b.earned_at ?? '').localeCompare(a.earned_at ?? '')).slice(0, 3),
  };
}

/** Marks a reading lesson done or not done. */
export async function setLesson(lessonId: string, completed: boolean) {
  const lesson = COURSES.flatMap((course) => course.lessons).find((item) => item.id === lessonId);
  if (!lesson) throw new ApiError(404, `Lesson not found: ${lessonId}`);
  if (lesson.practical_step) {
    const step = ONBOARDING.find((item) => item.id === lesson.practical_step);
    throw new ApiError(
      409,
      `This lesson completes when your data shows it: ${step?.title ?? lesson.title}. Do it on the ${lesson.tab} tab.`,
    );
  }
  await writeProgress((progress) => {
    if (completed === Boolean(progress.lessons[lessonId])) return false;
    if (completed) progress.lessons[lessonId] = nowIso();
    else delete progress.lessons[lessonId];
    return true;
  });
  return coursesView();
}
