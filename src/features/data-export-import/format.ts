import { JOB_RETENTION_DAYS } from '@/contract/settings';

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** When a file goes: 7 days after its job started (spec 002 §9). */
export function expiryOf(createdAt: string): string {
  return new Date(new Date(createdAt).getTime() + JOB_RETENTION_DAYS * 86_400_000).toLocaleDateString();
}

export function kilobytes(bytes: number | null): string {
  return bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`;
}
