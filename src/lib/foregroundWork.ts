/**
 * Work the user is watching: a keyword file being read, a clustering run. Background work that can
 * wait, the service worker's install (it fetches and stores the whole 14.5 MB precache), waits for
 * it to end: on a first visit the install shared the two cores with the first run (issue 28: 10,000
 * keywords 2.8-3.3 s from the click to the clusters with it, 1.9-2.3 s without).
 */
let running = 0;
const waiting: (() => void)[] = [];

/** Marks work as started; call the returned function when it ends (a second call does nothing). */
export function startForegroundWork(): () => void {
  running += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    if (running === 0) for (const run of waiting.splice(0)) run();
  };
}

/** Runs `run` now when no foreground work is going on, else once the last of it ends. */
export function whenNoForegroundWork(run: () => void): void {
  if (running === 0) run();
  else waiting.push(run);
}
