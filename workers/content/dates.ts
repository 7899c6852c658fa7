// Calendar days, apart from the planner so the API handler can validate a request without loading
// the content tools (the capacity's default and range: PAGES_PER_WEEK in src/contract/settings.ts).

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' as a UTC day number; NaN when it is not a real date. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number);
  const time = Date.UTC(y, m - 1, d);
  // Date.UTC rolls 2026-02-30 over to March: a rolled date was not a real one.
  return new Date(time).getUTCDate() === d && new Date(time).getUTCMonth() === m - 1 ? time / DAY_MS : Number.NaN;
}

export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
