/**
 * The 'crawl' job kind: a website crawl and its extraction, with progress and cancel. The
 * analyze-website route starts one and waits for it, relaying its progress to the caller.
 */
import { ApiError } from '../../../contract/errors';
import type { Job } from '../../../contract/types/jobs';
import { cancelJob, defineJobKind, getJob } from '../jobs';
import type { ProgressReport } from '../../../contract/adapter';
import { RunCancelledError } from '../workers';
import { analysePages, readAnalysis } from './analysis';
import { CRAWL_BLOCKED_MESSAGE, crawlSite } from './crawl';
import type { WebsiteAnalysis } from '../../../contract/types/website';

export type CrawlJobInput = {
  url: string;
  max_pages: number;
  extract_paa: boolean;
  extract_related: boolean;
  proxy: string | null;
};

/** Progress listeners of jobs started in this page, by job id: the route relays them at once. */
const listeners = new Map<string, (progress: ProgressReport) => void>();

export const crawlJobs = defineJobKind<CrawlJobInput>('crawl', {
  async run({ job, input, signal, progress }) {
    const startedAt = performance.now();
    const report = (fraction: number, message: string) => {
      progress(fraction, message);
      listeners.get(job.id)?.({ stage: 'crawling', fraction, message });
    };
    const crawl = await crawlSite(input.url, {
      maxPages: input.max_pages,
      signal,
      proxy: input.proxy,
      progress: (read, message) => report((0.9 * read) / input.max_pages, message),
    });
    report(0.92, 'Extracting keywords');
    const analysis = await analysePages({
      url: input.url,
      host: new URL(input.url).hostname,
      pages: crawl.pages,
      skipped: crawl.skipped,
      source: 'crawl',
      sitemapUsed: crawl.sitemapUsed,
      startedAt,
      options: { extract_paa: input.extract_paa, extract_related: input.extract_related },
    });
    return { result: { analysis_id: analysis.id } };
  },
});

const POLL_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a crawl job to finish; cancels it when `signal` fires. */
export async function awaitCrawl(
  job: Job,
  signal: AbortSignal | undefined,
  onProgress: ((progress: ProgressReport) => void) | undefined,
): Promise<WebsiteAnalysis> {
  if (onProgress) listeners.set(job.id, onProgress);
  try {
    for (;;) {
      if (signal?.aborted) {
        await cancelJob(job.id).catch(() => undefined);
        throw new RunCancelledError();
      }
      const current = await getJob(job.id);
      if (current.status === 'completed') {
        const result = current.result;
        const id = typeof result === 'object' && result !== null && 'analysis_id' in result ? result.analysis_id : null;
        const analysis = typeof id === 'string' ? await readAnalysis(id) : undefined;
        if (!analysis) throw new ApiError(500, 'The crawl finished but its analysis is missing. Run it again.');
        return analysis;
      }
      if (current.status === 'failed') {
        throw new ApiError(current.message === CRAWL_BLOCKED_MESSAGE ? 502 : 422, current.message);
      }
      if (current.status === 'cancelled') throw new RunCancelledError();
      await sleep(POLL_MS);
    }
  } finally {
    listeners.delete(job.id);
  }
}
