/**
 * When a scheduled report is next due. A report missed while the app was closed is generated once
 * when it next opens, and its next time is the first one after now on its original rhythm (a
 * weekly report set for Mondays at 9 stays on Mondays at 9), so missed periods never pile up.
 */
import type { ReportFrequency } from '@/contract/types/enterprise';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `from` plus one period; months keep the day, clamped to the month's last day (31 Jan → 28 Feb). */
export function addPeriod(from: Date, frequency: ReportFrequency): Date {
  if (frequency === 'daily') return new Date(from.getTime() + DAY_MS);
  if (frequency === 'weekly') return new Date(from.getTime() + 7 * DAY_MS);
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The first time after `now` on the rhythm that started at `scheduled`. */
export function nextAfter(scheduled: Date, frequency: ReportFrequency, now: Date): Date {
  let next = scheduled;
  // Monthly steps are uneven, so step; a daily report missed for years is a few thousand steps.
  while (next.getTime() <= now.getTime()) next = addPeriod(next, frequency);
  return next;
}

export const isDue = (nextDelivery: string, now: Date): boolean => Date.parse(nextDelivery) <= now.getTime();

/** How many of `deliveries` fall within 24 hours after `now` (spec 001 §3, delivery_schedule.next_24h). */
export function countNext24h(deliveries: readonly string[], now: Date): number {
  const end = now.getTime() + DAY_MS;
  return deliveries.filter((iso) => {
    const at = Date.parse(iso);
    return at <= end;
  }).length;
}
