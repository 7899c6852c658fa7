import { Badge, Box, Button, Card, HStack, List, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import type { Achievement, Course, LearningDashboard, LearningPath, OnboardingStep } from '@/contract';
import { StatTile } from '@/components/StatTile';
import { ToggleButtons } from '@/components/ToggleButtons';
import { notifyError } from '@/hooks/notify';
import { useRemote } from '@/hooks/useRemote';
import { isTabValue, navigateToTab } from '@/lib/navigation';
import { CaseStudiesPanel } from './CaseStudiesPanel';
import { formatDate, LEARNING_ERROR } from './model';
import { TOURS } from './tours';

export const LEARNING_VIEWS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'onboarding', label: 'Onboarding' },
  { value: 'courses', label: 'Courses' },
  { value: 'paths', label: 'Learning paths' },
  { value: 'achievements', label: 'Achievements' },
  { value: 'case-studies', label: 'Case studies' },
] as const;

type View = (typeof LEARNING_VIEWS)[number]['value'];

const percent = (value: number) => `${Math.round(value * 100)}%`;

function Bar({ value, label }: { value: number; label: string }) {
  return (
    <Progress.Root value={Math.round(value * 100)} size="sm" aria-label={label}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

function goTo(tab: string) {
  if (isTabValue(tab)) navigateToTab(tab);
}

async function showMe(stepId: string) {
  const tour = TOURS[stepId];
  if (!tour) return;
  navigateToTab(tour.tab);
  const { startTour } = await import('@/components/tour');
  startTour(tour.steps, stepId);
}

function Onboarding({ steps }: { steps: OnboardingStep[] }) {
  return (
    <List.Root gap="3" variant="plain" aria-label="Onboarding checklist">
      {steps.map((step) => (
        <List.Item key={step.id}>
          <Card.Root width="full" size="sm">
            <Card.Body>
              <HStack justify="space-between" align="start" wrap="wrap" gap="3">
                <Stack gap="1" flex="1" minW="60">
                  <HStack gap="2">
                    <Badge colorPalette={step.completed ? 'green' : 'gray'}>{step.completed ? 'Done' : 'To do'}</Badge>
                    <Text fontWeight="semibold">{step.title}</Text>
                  </HStack>
                  <Text fontSize="sm">{step.description}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    From your data: {step.evidence}
                    {step.completed_at ? ` · done ${formatDate(step.completed_at)}` : ''}
                  </Text>
                </Stack>
                <HStack gap="2">
                  {TOURS[step.id] && (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void showMe(step.id)}
                      aria-label={`Show me: ${step.title}`}
                    >
                      Show me
                    </Button>
                  )}
                  <Button size="xs" variant="ghost" onClick={() => goTo(step.tab)}>
                    Go to tab
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        </List.Item>
      ))}
    </List.Root>
  );
}

function Courses({ courses, onChange }: { courses: Course[]; onChange: (courses: Course[]) => void }) {
  const mark = async (lessonId: string, completed: boolean) => {
    try {
      onChange((await api.put(`/api/learning-center/lessons/${encodeURIComponent(lessonId)}`, { completed })).courses);
    } catch (error) {
      notifyError(error, LEARNING_ERROR);
    }
  };
  return (
    <Stack gap="4">
      {courses.map((course) => (
        <Card.Root key={course.id} as="article" aria-labelledby={`course-${course.id}`}>
          <Card.Body>
            <Stack gap="3">
              <HStack gap="2" wrap="wrap">
                <Text as="h4" id={`course-${course.id}`} fontWeight="semibold" fontSize="lg">
                  {course.title}
                </Text>
                <Badge>{course.level}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {course.completed_lessons} of {course.lessons.length} lessons
                </Text>
              </HStack>
              <Text>{course.description}</Text>
              <Bar value={course.progress} label={`${course.title} progress`} />
              <List.Root as="ol" ps="5" gap="3">
                {course.lessons.map((lesson) => (
                  <List.Item key={lesson.id}>
                    <Stack gap="1">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="medium">{lesson.title}</Text>
                        {lesson.completed && <Badge colorPalette="green">Done</Badge>}
                        {lesson.practical_step && <Badge variant="outline">Checked in your data</Badge>}
                      </HStack>
                      <Text fontSize="sm">{lesson.summary}</Text>
                      <HStack gap="2">
                        {!lesson.practical_step && (
                          <Button size="xs" variant="outline" onClick={() => void mark(lesson.id, !lesson.completed)}>
                            {lesson.completed ? 'Mark as not read' : 'Mark as read'}
                          </Button>
                        )}
                        <Button size="xs" variant="ghost" onClick={() => goTo(lesson.tab)}>
                          Open the tab
                        </Button>
                      </HStack>
                    </Stack>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function Paths({ paths }: { paths: LearningPath[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {paths.map((path) => (
        <Card.Root key={path.id}>
          <Card.Body>
            <Stack gap="2">
              <Text as="h4" fontWeight="semibold">
                {path.title}
              </Text>
              <Text fontSize="sm">{path.description}</Text>
              <Bar value={path.progress} label={`${path.title} progress`} />
              <Text fontSize="sm" color="fg.muted">
                {path.completed_lessons} of {path.total_lessons} lessons ({percent(path.progress)})
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function Achievements({ items }: { items: Achievement[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {items.map((item) => (
        <Card.Root key={item.id} size="sm" opacity={item.earned ? 1 : 0.85}>
          <Card.Body>
            <HStack justify="space-between" align="start">
              <Stack gap="1">
                <Text fontWeight="semibold">{item.title}</Text>
                <Text fontSize="sm">{item.description}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {Math.min(item.count, item.target).toLocaleString('en-US')} of {item.target.toLocaleString('en-US')}
                  {item.earned_at ? ` · earned ${formatDate(item.earned_at)}` : ''}
                </Text>
              </Stack>
              <Badge colorPalette={item.earned ? 'green' : 'gray'}>{item.earned ? 'Earned' : 'Not yet'}</Badge>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function Dashboard({ data, onOpen }: { data: LearningDashboard; onOpen: (view: View) => void }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <StatTile label="Onboarding steps done" value={`${data.onboarding.completed} of ${data.onboarding.total}`} />
        <StatTile label="Lessons done" value={`${data.lessons.completed} of ${data.lessons.total}`} />
        <StatTile label="Achievements" value={`${data.achievements.earned} of ${data.achievements.total}`} />
      </SimpleGrid>
      <Box>
        <Text as="h4" fontWeight="semibold">
          Next lesson
        </Text>
        {data.next_lesson ? (
          <HStack gap="3" wrap="wrap">
            <Text>
              {data.next_lesson.lesson.title}: {data.next_lesson.lesson.summary}
            </Text>
            <Button size="xs" variant="outline" onClick={() => onOpen('courses')}>
              Open courses
            </Button>
          </HStack>
        ) : (
          <Text>Every lesson is done.</Text>
        )}
      </Box>
      <Box>
        <Text as="h4" fontWeight="semibold">
          Recent achievements
        </Text>
        {data.recent_achievements.length === 0 ? (
          <Text color="fg.muted">None yet: they come from what you do in the app (a first clustering earns one).</Text>
        ) : (
          <List.Root ps="5">
            {data.recent_achievements.map((item) => (
              <List.Item key={item.id}>
                {item.title}
                {item.earned_at ? `, ${formatDate(item.earned_at)}` : ''}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Stack>
  );
}

function loaderFor(view: Exclude<View, 'case-studies'>) {
  switch (view) {
    case 'dashboard':
      return () => api.get('/api/learning-center/dashboard');
    case 'onboarding':
      return () => api.get('/api/learning-center/onboarding');
    case 'courses':
      return () => api.get('/api/learning-center/courses');
    case 'paths':
      return () => api.get('/api/learning-center/learning-paths');
    case 'achievements':
      return () => api.get('/api/learning-center/achievements');
  }
}

function ViewBody({ view, onOpen }: { view: Exclude<View, 'case-studies'>; onOpen: (view: View) => void }) {
  const load = useCallback(() => loaderFor(view)(), [view]);
  const { state, replace, retry } = useRemote<unknown>(load, { errorToast: LEARNING_ERROR });
  if (state.status === 'loading') return <Text color="fg.muted">Loading...</Text>;
  if (state.status === 'error') {
    return (
      <Button size="sm" width="fit-content" onClick={retry}>
        Try again
      </Button>
    );
  }
  const data = state.data;
  switch (view) {
    case 'dashboard':
      return <Dashboard data={data as LearningDashboard} onOpen={onOpen} />;
    case 'onboarding':
      return <Onboarding steps={(data as { steps: OnboardingStep[] }).steps} />;
    case 'courses':
      return <Courses courses={(data as { courses: Course[] }).courses} onChange={(courses) => replace({ courses })} />;
    case 'paths':
      return <Paths paths={(data as { paths: LearningPath[] }).paths} />;
    case 'achievements':
      return <Achievements items={(data as { achievements: Achievement[] }).achievements} />;
  }
}

/** Spec 001 §4 learning views; each reloads when chosen. */
export function LearningViews() {
  const [view, setView] = useState<View>('dashboard');
  return (
    <Stack gap="4" as="section" aria-labelledby="learning-views-title">
      <Text as="h3" id="learning-views-title" fontSize="xl" fontWeight="semibold">
        Your learning
      </Text>
      <ToggleButtons options={LEARNING_VIEWS} value={view} onChange={setView} label="Learning view" />
      {view === 'case-studies' ? <CaseStudiesPanel /> : <ViewBody key={view} view={view} onOpen={setView} />}
    </Stack>
  );
}
