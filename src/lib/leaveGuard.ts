/**
 * Asks before the page is closed or reloaded while `pending` is unsettled. A clustering result is
 * drawn before it is stored, and in Chromium 150 a 100,000-keyword result takes about 20 s to
 * write after its cards show (issue 28); closing the tab meanwhile would abort the write and lose
 * the result the user is looking at. Browsers show their own wording, and only once the user has
 * interacted with the page (a click on 'Cluster keywords' counts).
 */
export function askBeforeLeavingUntil(pending: Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault();
  };
  window.addEventListener('beforeunload', ask);
  const release = () => window.removeEventListener('beforeunload', ask);
  pending.then(release, release);
}
