/**
 * The most keywords one clustering run takes: far above the plans' 10K keywords, low enough that
 * one tab's memory copes. Shared by the run and upload handlers (which enforce it) and the
 * clustering screen (which refuses a paste over it before any run UI appears).
 */
export const MAX_KEYWORDS_PER_RUN = 100_000;

const formatCount = (count: number) => count.toLocaleString('en-US');

/** The refusal of a list over the run limit, saying how to split it. */
export function tooManyKeywordsMessage(source: 'typed' | 'file', count: number, unit: 'keywords' | 'lines'): string {
  const limit = formatCount(MAX_KEYWORDS_PER_RUN);
  return source === 'typed'
    ? `Too many keywords: you entered ${formatCount(count)}; a run takes at most ${limit}. ` +
        `Cluster them in parts of ${limit} lines or fewer.`
    : `This file has ${formatCount(count)} ${unit}; a run takes at most ${limit} keywords. ` +
        `Split it into files of ${limit} lines or fewer and upload them one at a time.`;
}
