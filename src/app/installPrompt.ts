/** Rules of the install banner (spec 000 §4); pure, so they are unit-tested. */

/** A 'Later' or close is remembered for 7 days. */
export const INSTALL_DISMISSAL_MS = 604_800_000;

export const INSTALL_DISMISSED_SETTING = 'install_banner_dismissed_at';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Whether a stored dismissal time (ms since the epoch) still hides the banner at `now`. */
export function isDismissalActive(dismissedAt: unknown, now: number): boolean {
  if (typeof dismissedAt !== 'number' || !Number.isFinite(dismissedAt)) return false;
  const age = now - dismissedAt;
  return age >= 0 && age < INSTALL_DISMISSAL_MS;
}

/** Whether the app already runs as an installed app (standalone window, or iOS home screen). */
export function runsStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
