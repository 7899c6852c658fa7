/**
 * Scheduled reports cannot be sent from a static app; a report that fell due while the app was
 * closed is generated when the app next opens. The adapter loads with the app's first request,
 * so this runs once per page, a few seconds after, out of the way of the first screen.
 */
export const DUE_REPORTS_DELAY_MS = 3000;

export function generateDueReportsOnOpen(run: () => Promise<unknown>): void {
  // Only in a built or served app: unit tests and the CLI open no app.
  if (typeof document === 'undefined' || import.meta.env.MODE === 'test') return;
  setTimeout(() => {
    run().catch((error: unknown) => console.warn('Could not generate the scheduled reports that were due:', error));
  }, DUE_REPORTS_DELAY_MS);
}
