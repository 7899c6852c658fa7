/**
 * The estimated seasonal profile used when no monthly figures were imported. It is a written rule,
 * not a measured or published curve: a keyword is flat (its average every month) unless it names
 * an event or season, whose months get the multipliers below; a cluster's profile is the
 * volume-weighted mean of its keywords', rescaled so its 12 months still average 1 (the average
 * monthly volume is kept). Months are 1..12; the seasons are the northern hemisphere's.
 */
const RULES: readonly { pattern: RegExp; peaks: Record<number, number> }[] = [
  { pattern: /\b(black friday|cyber monday)\b/u, peaks: { 11: 4 } },
  { pattern: /\b(christmas|xmas|advent|stocking)\b/u, peaks: { 11: 1.6, 12: 2.4 } },
  { pattern: /\b(gifts?|present)\b/u, peaks: { 11: 1.3, 12: 1.8 } },
  { pattern: /\b(halloween|costumes?)\b/u, peaks: { 9: 1.3, 10: 2.6 } },
  { pattern: /\bvalentine/u, peaks: { 1: 1.2, 2: 2.6 } },
  { pattern: /\beaster\b/u, peaks: { 3: 1.6, 4: 2 } },
  { pattern: /\bmother'?s day\b/u, peaks: { 4: 1.3, 5: 2.2 } },
  { pattern: /\bfather'?s day\b/u, peaks: { 5: 1.3, 6: 2.2 } },
  { pattern: /\b(back to school|school supplies)\b/u, peaks: { 7: 1.3, 8: 2, 9: 1.3 } },
  { pattern: /\b(tax|taxes|tax return)\b/u, peaks: { 2: 1.3, 3: 1.6, 4: 1.8 } },
  { pattern: /\b(summer|pool|beach|sunscreen|bbq|barbecue|air conditioning)\b/u, peaks: { 6: 1.5, 7: 1.7, 8: 1.5 } },
  { pattern: /\b(winter|snow|ski|skiing|heating|heater)\b/u, peaks: { 12: 1.5, 1: 1.6, 2: 1.4 } },
  { pattern: /\b(garden|gardening|lawn|planting|seeds)\b/u, peaks: { 3: 1.3, 4: 1.5, 5: 1.6, 6: 1.3 } },
  { pattern: /\b(new year|resolution|diet|gym)\b/u, peaks: { 1: 1.7, 2: 1.2 } },
];

/** The 12 multipliers (January first) for one keyword. */
export function keywordProfile(text: string): number[] {
  const lower = text.toLowerCase();
  const profile = new Array<number>(12).fill(1);
  for (const rule of RULES) {
    if (!rule.pattern.test(lower)) continue;
    for (const [month, factor] of Object.entries(rule.peaks)) {
      profile[Number(month) - 1] = Math.max(profile[Number(month) - 1], factor);
    }
  }
  return profile;
}

/** The profile of keywords weighted by volume, averaging 1 over the year. */
export function seasonalProfile(keywords: readonly { text: string; search_volume: number | null }[]): number[] {
  const sum = new Array<number>(12).fill(0);
  let weight = 0;
  for (const keyword of keywords) {
    const w = Math.max(1, keyword.search_volume ?? 0);
    keywordProfile(keyword.text).forEach((factor, month) => (sum[month] += factor * w));
    weight += w;
  }
  if (weight === 0) return new Array<number>(12).fill(1);
  const raw = sum.map((value) => value / weight);
  const mean = raw.reduce((total, value) => total + value, 0) / 12;
  return raw.map((value) => value / mean);
}
