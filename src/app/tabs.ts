import type { ComponentType } from 'react';
import { DEFAULT_TAB, isTabValue, type TabValue } from '@/lib/navigation';

export type TabBadge = 'New' | 'AI' | 'Pro';

/** A tab's section: a module whose default export renders it (loaded lazily). */
export type SectionLoader = () => Promise<{ default: ComponentType }>;

/** A tab: its label, an optional badge, and the module that renders its section (loaded lazily). */
export interface TabDef {
  value: TabValue;
  label: string;
  badge?: TabBadge;
  load: SectionLoader;
}

/** The sixteen tabs of spec 000 §2, in order; one line per tab. */
export const TABS: readonly TabDef[] = [
  { value: 'clustering', label: 'Keyword Clustering', load: () => import('@/features/clustering/ClusteringTab') },
  { value: 'competitive', label: 'Competitor Analysis', load: () => import('@/features/competitive/CompetitiveTab') },
  {
    value: 'datasources',
    label: 'Advanced Data Sources',
    load: () => import('@/features/datasources/DataSourcesTab'),
  },
  {
    value: 'visualizations',
    label: 'Advanced Visualizations',
    load: () => import('@/features/visualizations/VisualizationsTab'),
  },
  {
    value: 'content-strategy',
    label: 'Content Strategy',
    load: () => import('@/features/content-strategy/ContentStrategyTab'),
  },
  {
    value: 'learning-center',
    label: 'Learning Center',
    load: () => import('@/features/learning-center/LearningCenterTab'),
  },
  { value: 'chat', label: 'Community Chat', load: () => import('@/features/chat/ChatTab') },
  {
    value: 'ai-automation',
    label: 'AI & Automation',
    badge: 'AI',
    load: () => import('@/features/ai-automation/AiAutomationTab'),
  },
  { value: 'enterprise', label: 'Enterprise', load: () => import('@/features/enterprise/EnterpriseTab') },
  { value: 'industries', label: 'Industry Libraries', load: () => import('@/features/industries/IndustriesTab') },
  { value: 'performance', label: 'Performance', load: () => import('@/features/performance/LazyTab') },
  {
    value: 'data-export-import',
    label: 'Data Export/Import',
    load: () => import('@/features/data-export-import/LazyTab'),
  },
  {
    value: 'advanced-analytics',
    label: 'Advanced Analytics',
    load: () => import('@/features/advanced-analytics/AdvancedAnalyticsTab'),
  },
  {
    value: 'collaboration',
    label: 'Collaboration',
    load: () => import('@/features/collaboration/CollaborationTab'),
  },
  {
    value: 'outreach',
    label: 'Outreach Campaigns',
    load: () => import('@/features/outreach/OutreachTab'),
  },
  { value: 'pricing', label: 'Pricing', load: () => import('@/features/pricing/PricingTab') },
];

export function tabByValue(value: TabValue): TabDef {
  const tab = TABS.find((t) => t.value === value);
  if (!tab) throw new Error(`Tab ${value} is missing from the registry`);
  return tab;
}

/** The tab a `?tab=` value asks for; unknown or missing values fall back to clustering. */
export function tabFromQuery(search: string): TabValue {
  const requested = new URLSearchParams(search).get('tab');
  return isTabValue(requested) ? requested : DEFAULT_TAB;
}

/** The neighbour a swipe moves to (+1 next, -1 previous), or null at either end. */
export function adjacentTab(value: TabValue, step: 1 | -1): TabValue | null {
  const index = TABS.findIndex((t) => t.value === value);
  return TABS[index + step]?.value ?? null;
}
