/**
 * The one source of the in-app guides and the PDF manuals: a guide book per language. The Learning
 * Center shows these sections as HTML and the manual job prints the same sections, so the two
 * cannot drift. A language is offered only when its book is written in full (see ../languages.ts).
 */
import type { ManualLanguageCode, ManualType } from '@/contract/types/learning';

/** The 14 features the manuals cover (every tab but Pricing and the Learning Center). */
export const FEATURE_TABS = [
  'clustering',
  'competitive',
  'industries',
  'datasources',
  'visualizations',
  'content-strategy',
  'chat',
  'ai-automation',
  'enterprise',
  'performance',
  'data-export-import',
  'advanced-analytics',
  'collaboration',
  'outreach',
] as const;

export type FeatureTab = (typeof FEATURE_TABS)[number];

export interface FeatureGuide {
  title: string;
  /** One or two sentences: what the tab does with the user's data. */
  summary: string;
  /** What to do, in order (the quick start prints the first three). */
  steps: string[];
  /** How it works and what is measured or estimated (detailed manual only). */
  details: string[];
  /** Practice advice (detailed manual only). */
  tips: string[];
}

export interface GuideBook {
  language: ManualLanguageCode;
  title: string;
  subtitles: Record<ManualType, string>;
  /** The PDF's own words: `{n}`, `{total}`, `{date}` are filled in. */
  labels: { contents: string; page: string; generated: string };
  headings: {
    about: string;
    glance: string;
    feature: string;
    whatItDoes: string;
    steps: string;
    details: string;
    tips: string;
  };
  about: string[];
  /** The everyday workflow, drawn as a diagram. */
  workflow: string[];
  workflowCaption: string;
  features: Record<FeatureTab, FeatureGuide>;
}
