import type { Adapter } from '../../contract/adapter';
import { yieldToEventLoop } from '@/lib/yieldToEventLoop';

/**
 * The adapter is ~450 kB of script. Imported as one module graph it evaluates in one task (40 ms on
 * a desktop, four times that on a phone: most of Lighthouse's total blocking time after the first
 * paint). Its largest parts are requested first, together, so each evaluates in a task of its own
 * and the browser can answer input between them; the router then finds them evaluated. (This list
 * lives here, not in client.ts, because each dynamic import adds its file list to the importing
 * chunk, and client.ts is in the first load.)
 */
const PARTS: (() => Promise<unknown>)[] = [
  () => import('dexie'),
  () => import('./handlers/collaboration'),
  () => import('./handlers/outreachCampaigns'),
  () => import('./handlers/outreach'),
  () => import('./handlers/advancedAnalytics'),
  () => import('./handlers/sync'),
  () => import('./handlers/content'),
  () => import('./handlers/ai'),
  () => import('./handlers/chat'),
  () => import('./handlers/competitor'),
  () => import('./handlers/learning'),
];

export async function loadLocalAdapter(): Promise<Adapter> {
  // One request per task (zero-delay timers fire in order, each in a task of its own): each adds a
  // modulepreload link for every file of its part not yet requested, about 65 links in all, and
  // adding them in one task made a long task of its own.
  await Promise.all(PARTS.map((part) => yieldToEventLoop().then(part)));
  return (await import('./router')).local;
}
