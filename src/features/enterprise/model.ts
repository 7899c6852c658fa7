import type { ReportFrequency, ReportSection } from '@/contract/types/enterprise';

/** Spec 001 §8: the enterprise error toast. */
export const ENTERPRISE_ERROR = { title: 'Error', description: 'Failed to load enterprise data. Please try again.' };

export const SECTION_LABELS: Record<ReportSection, string> = {
  clustering_summary: 'Clustering summary',
  top_clusters: 'Top clusters',
  competitor_gaps: 'Competitor gaps',
  search_console: 'Search Console',
  content_plan: 'Content plan',
};

export const FREQUENCY_LABELS: Record<ReportFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** Spec 001 §9: 3 permissions on a member card, 4 features on a plan card. */
export const PERMISSIONS_SHOWN = 3;
export const PLAN_FEATURES_SHOWN = 4;

/** What every workspace view receives: the workspace chosen above the views. */
export type WorkspaceViewProps = { workspaceId: string };

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const dateOnly = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
export const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
export const count = (value: number) => value.toLocaleString('en-US');

export function bytes(value: number): string {
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KB`;
  if (value < 1024 * 1024 * 1024) return `${(value / 1048576).toFixed(1)} MB`;
  return `${(value / 1073741824).toFixed(2)} GB`;
}
