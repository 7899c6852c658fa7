import { useCallback, useRef, useState } from 'react';
import { api, type RequestProgress } from '@/api/client';
import type { WebsiteAnalysis } from '@/contract';
import { CANCELLED_STATUS, errorDetail } from '@/contract/errors';
import { CRAWL_BLOCKED_STATUS } from '@/contract/types/website';
import { notifyError } from '@/hooks/notify';
import { useRemote } from '@/hooks/useRemote';
import { decodeHtml } from '@/lib/htmlCharset';

/**
 * A saved page is decoded as a browser would (its byte order mark, then its `<meta>` charset), not
 * as UTF-8: a windows-1252 page read 'Caf� cr�me'. Sitemaps and CSV exports are UTF-8 text.
 */
async function pageText(file: File): Promise<string> {
  if (!/\.html?$/i.test(file.name)) return file.text();
  return decodeHtml(new Uint8Array(await file.arrayBuffer())).text;
}

/** Spec 000 §8 default. */
const ANALYSIS_ERROR = { title: 'Website analysis failed' };
const NOT_FOUND = 404;

export interface CrawlRequest {
  url: string;
  maxPages: number;
  extractPaa: boolean;
  extractRelated: boolean;
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;

/** The last analysis made on this device, or null when there is none yet (a 404 is the normal first state). */
async function loadLatest(): Promise<WebsiteAnalysis | null> {
  try {
    return await api.get('/api/analyze-website/latest');
  } catch (error) {
    if (statusOf(error) === NOT_FOUND) return null;
    throw error;
  }
}

/** A crawl (with progress and cancel) or an upload of saved pages, and what came of it. */
export function useWebsiteAnalysis() {
  const latest = useRemote(loadLatest);
  const { replace } = latest;
  const result = latest.state.status === 'ready' ? latest.state.data : null;
  const setResult = useCallback((analysis: WebsiteAnalysis) => replace(analysis), [replace]);
  const [progress, setProgress] = useState<RequestProgress | null>(null);
  const [running, setRunning] = useState(false);
  /** Set when the browser may not read the site: the panel offers uploads instead. */
  const [blocked, setBlocked] = useState<string | null>(null);
  /**
   * The URL of the last crawl that did not finish (refused, failed or cancelled): the result still on
   * screen is then an earlier one, and says so, so nobody reads it as the answer for this URL.
   */
  const [unfinished, setUnfinished] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const crawl = useCallback(
    async (request: CrawlRequest) => {
      const abort = new AbortController();
      controller.current = abort;
      setRunning(true);
      setBlocked(null);
      setProgress({ stage: 'crawling', fraction: 0, message: 'Starting the crawl' });
      try {
        const analysis = await api.post(
          '/api/analyze-website',
          {
            url: request.url,
            max_pages: request.maxPages,
            extract_paa: request.extractPaa,
            extract_related: request.extractRelated,
          },
          { signal: abort.signal, onProgress: setProgress },
        );
        setResult(analysis);
        setUnfinished(null);
      } catch (error) {
        setUnfinished(request.url);
        const status = statusOf(error);
        if (status === CRAWL_BLOCKED_STATUS) setBlocked(errorDetail(error) ?? 'This site cannot be read from here.');
        else if (status !== CANCELLED_STATUS) notifyError(error, ANALYSIS_ERROR);
      } finally {
        setRunning(false);
        setProgress(null);
        controller.current = null;
      }
    },
    [setResult],
  );

  const upload = useCallback(
    async (files: File[], options: Omit<CrawlRequest, 'url' | 'maxPages'>) => {
      setRunning(true);
      try {
        const texts = await Promise.all(files.map(async (file) => ({ name: file.name, text: await pageText(file) })));
        const analysis = await api.post('/api/analyze-website/pages', {
          files: texts,
          extract_paa: options.extractPaa,
          extract_related: options.extractRelated,
        });
        setResult(analysis);
        setBlocked(null);
        setUnfinished(null);
      } catch (error) {
        notifyError(error, ANALYSIS_ERROR);
      } finally {
        setRunning(false);
      }
    },
    [setResult],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { result, progress, running, blocked, unfinished, crawl, upload, cancel };
}
