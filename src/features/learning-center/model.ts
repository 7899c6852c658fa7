import type { ManualJob } from '@/contract';

/** Spec 001 §8: the Learning Center's toasts. */
export const LEARNING_ERROR = { title: 'Learning Center Error' };
export const MANUAL_START_ERROR = {
  title: 'Manual Generation Error',
  description: 'Failed to start manual generation',
};
export const MANUAL_FAILED = {
  title: 'Manual Generation Failed',
  description: 'There was an error generating your manual. Please try again.',
};
export const DOWNLOAD_ERROR = { title: 'Download Error', description: 'Failed to download manual' };

/** Spec 001 §2.4: size in KB = bytes / 1024. */
export function sizeKb(bytes: number | null): string {
  return bytes === null ? '-' : `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
}

export const MANUAL_TYPE_LABEL: Record<ManualJob['job_type'], string> = {
  quick_start: 'Quick start',
  detailed: 'Detailed',
};

/** The manual types, in the order of the record above (its type holds it to the contract's list). */
export const MANUAL_TYPES = Object.keys(MANUAL_TYPE_LABEL) as ManualJob['job_type'][];

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

export type PanelId = 'best-practices' | 'case-studies' | 'manuals';
