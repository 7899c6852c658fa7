/**
 * The Learning Center's catalogue: onboarding steps, courses and lessons, paths and achievements.
 * Every step, practical lesson and achievement is measured by a count in ./usage.ts, so nothing is
 * completed or awarded that the user's data does not show.
 */
import type { Course, LearningPath } from '../../../contract/types/learning';
import type { UsageKey } from './usage';

export type StepDef = {
  id: string;
  title: string;
  description: string;
  tab: string;
  /** Complete when any of these counts is at least 1. */
  measures: UsageKey[];
  evidence: (counts: number[]) => string;
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const ONBOARDING: StepDef[] = [
  {
    id: 'import-keywords',
    title: 'Import your first keywords',
    description: 'Upload a keyword file on the clustering tab, or import a cluster from the industry library.',
    tab: 'clustering',
    measures: ['keyword_files', 'industry_imports'],
    evidence: ([files, industry]) =>
      `${plural(files, 'keyword file')} uploaded, ${plural(industry, 'library cluster')} imported`,
  },
  {
    id: 'first-clustering',
    title: 'Run your first clustering',
    description: 'Cluster a list of keywords into pages and topics.',
    tab: 'clustering',
    measures: ['clustering_runs'],
    evidence: ([runs]) => `${plural(runs, 'clustering run')} stored`,
  },
  {
    id: 'first-edit',
    title: 'Edit a cluster',
    description: 'Rename a cluster, move a keyword, or merge or split clusters.',
    tab: 'clustering',
    measures: ['edited_clusters'],
    evidence: ([edited]) => `${plural(edited, 'edited cluster')}`,
  },
  {
    id: 'first-export',
    title: 'Export a result',
    description: 'Download a clustering result as CSV or JSON.',
    tab: 'clustering',
    measures: ['exports'],
    evidence: ([exports]) => `${plural(exports, 'export')} downloaded`,
  },
  {
    id: 'competitor-analysis',
    title: 'Analyse a competitor',
    description: 'Compare a competitor website with your keywords.',
    tab: 'competitive',
    measures: ['competitor_analyses'],
    evidence: ([count]) => `${plural(count, 'competitor analysis', 'competitor analyses')} stored`,
  },
  {
    id: 'search-console',
    title: 'Import Search Console data',
    description: 'Import a Search Console performance export on Advanced Data Sources.',
    tab: 'datasources',
    measures: ['search_console_imports'],
    evidence: ([count]) => `${plural(count, 'Search Console import')} stored`,
  },
  {
    id: 'first-chart',
    title: 'Chart a result',
    description: 'Open a visualization of your clustering result.',
    tab: 'visualizations',
    measures: ['charts'],
    evidence: ([count]) => `${plural(count, 'chart')} computed`,
  },
  {
    id: 'content-plan',
    title: 'Plan content',
    description: 'Build a content calendar or internal links from your clusters.',
    tab: 'content-strategy',
    measures: ['content_plans'],
    evidence: ([count]) => `${plural(count, 'content plan')} computed`,
  },
];

type LessonDef = Omit<Course['lessons'][number], 'completed' | 'completed_at'>;
type CourseDef = Omit<Course, 'lessons' | 'completed_lessons' | 'progress'> & { lessons: LessonDef[] };

export const COURSES: CourseDef[] = [
  {
    id: 'clustering-basics',
    title: 'Keyword clustering basics',
    description: 'From a raw keyword list to one page per cluster.',
    level: 'beginner',
    lessons: [
      {
        id: 'why-cluster',
        title: 'Why cluster keywords',
        summary:
          'One page can rank for many keywords that share the same results; clustering finds those groups so you write one page, not ten.',
        tab: 'clustering',
        practical_step: null,
      },
      {
        id: 'first-run',
        title: 'Cluster a list',
        summary: 'Paste or upload keywords and run a clustering with the default settings.',
        tab: 'clustering',
        practical_step: 'first-clustering',
      },
      {
        id: 'threshold',
        title: 'Choosing a threshold',
        summary:
          'Higher similarity thresholds make tighter clusters; change it by 0.05 and compare cluster and unclustered counts.',
        tab: 'clustering',
        practical_step: null,
      },
      {
        id: 'edit',
        title: 'Fixing clusters by hand',
        summary: 'Move, merge, split and rename: your judgement beats any threshold for the last few keywords.',
        tab: 'clustering',
        practical_step: 'first-edit',
      },
      {
        id: 'export',
        title: 'Taking results to a spreadsheet',
        summary: 'Export CSV (opens cleanly in Excel and Google Sheets) or JSON.',
        tab: 'clustering',
        practical_step: 'first-export',
      },
    ],
  },
  {
    id: 'site-architecture',
    title: 'Pillars, clusters and internal links',
    description: 'Turn clusters into a site structure.',
    level: 'intermediate',
    lessons: [
      {
        id: 'pillars',
        title: 'Pillar pages and cluster pages',
        summary: 'Topics become pillar pages; each cluster becomes a page that links up to its pillar.',
        tab: 'clustering',
        practical_step: null,
      },
      {
        id: 'calendar',
        title: 'A publishing calendar',
        summary: 'Order pages by opportunity and publish at a pace you can keep.',
        tab: 'content-strategy',
        practical_step: 'content-plan',
      },
      {
        id: 'cannibalisation',
        title: 'Avoiding cannibalisation',
        summary: 'Two pages targeting one cluster compete with each other; merge them or give each its own cluster.',
        tab: 'clustering',
        practical_step: null,
      },
    ],
  },
  {
    id: 'data-driven',
    title: 'Working with real data',
    description: 'Replace estimates with your own figures.',
    level: 'advanced',
    lessons: [
      {
        id: 'search-console',
        title: 'Search Console and striking distance',
        summary: 'Import Search Console data; queries in positions 4 to 20 are the quickest wins.',
        tab: 'datasources',
        practical_step: 'search-console',
      },
      {
        id: 'competitors',
        title: 'Competitor gaps',
        summary: 'Find keywords a competitor ranks for that you do not.',
        tab: 'competitive',
        practical_step: 'competitor-analysis',
      },
      {
        id: 'serp-overlap',
        title: 'When SERP overlap beats wording',
        summary:
          'Keywords with different words can share the same results; a SERP export groups them where wording cannot.',
        tab: 'clustering',
        practical_step: null,
      },
      {
        id: 'charts',
        title: 'Reading the opportunity chart',
        summary: 'High volume and low difficulty sit in the upper left of the scatter plot.',
        tab: 'visualizations',
        practical_step: 'first-chart',
      },
    ],
  },
];

export const PATHS: Omit<LearningPath, 'completed_lessons' | 'total_lessons' | 'progress'>[] = [
  {
    id: 'beginner',
    title: 'New to keyword clustering',
    description: 'The basics, then a site structure.',
    course_ids: ['clustering-basics', 'site-architecture'],
  },
  {
    id: 'practitioner',
    title: 'SEO practitioner',
    description: 'Structure and real data.',
    course_ids: ['site-architecture', 'data-driven'],
  },
];

export type AchievementDef = { id: string; title: string; description: string; measure: UsageKey; target: number };

export const ACHIEVEMENTS: AchievementDef[] = [
  {
    id: 'first-cluster',
    title: 'First clusters',
    description: 'Run a clustering.',
    measure: 'clustering_runs',
    target: 1,
  },
  { id: 'ten-runs', title: 'Regular', description: 'Run 10 clusterings.', measure: 'clustering_runs', target: 10 },
  {
    id: 'thousand-keywords',
    title: 'A thousand keywords',
    description: 'Cluster 1,000 keywords in total.',
    measure: 'clustered_keywords',
    target: 1000,
  },
  { id: 'editor', title: 'Editor', description: 'Edit 10 clusters by hand.', measure: 'edited_clusters', target: 10 },
  { id: 'exporter', title: 'Exporter', description: 'Export a result.', measure: 'exports', target: 1 },
  {
    id: 'competitor',
    title: 'Know your rivals',
    description: 'Run a competitor analysis.',
    measure: 'competitor_analyses',
    target: 1,
  },
  {
    id: 'real-data',
    title: 'Real data',
    description: 'Import Search Console data.',
    measure: 'search_console_imports',
    target: 1,
  },
  { id: 'manual', title: 'Read the manual', description: 'Generate a PDF manual.', measure: 'manuals', target: 1 },
];
