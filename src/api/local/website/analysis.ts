/** Turns parsed pages into a stored website analysis: keywords, PAA, related; pages kept per URL. */
import type { PageSource, SkippedPage, WebsiteAnalysis } from '../../../contract/types/website';
import { db } from '@/db/database';
import { newId, nowIso } from '@/db/records';
import type { ExtractionOptions, ParsedPage } from '@workers/website/types';
import { workerServices } from '../workers';
import { PAYLOADS, readPayloadOrSkip, storedPayload } from '../payloads';

export interface AnalysisInput {
  url: string;
  host: string;
  pages: ParsedPage[];
  skipped: SkippedPage[];
  source: PageSource;
  sitemapUsed: boolean;
  startedAt: number;
  options: ExtractionOptions;
}

export async function analysePages(input: AnalysisInput): Promise<WebsiteAnalysis> {
  const extraction = await workerServices().website.extractSite(undefined, input.pages, input.options);
  const first = input.pages[0]?.page;
  const analysis: WebsiteAnalysis = {
    id: newId(),
    url: input.url,
    host: input.host,
    processing_time: Math.round((performance.now() - input.startedAt) / 10) / 100,
    total_keywords: extraction.keywords.length,
    title: first?.title ?? null,
    meta_description: first?.meta_description ?? null,
    page_analysis: {
      pages_crawled: input.pages.length,
      pages_skipped: input.skipped,
      source: input.source,
      sitemap_used: input.sitemapUsed,
    },
    keywords: extraction.keywords,
    paa_questions: extraction.paa_questions,
    related_searches: extraction.related_searches,
    created_at: nowIso(),
  };
  await db.transaction('rw', db.crawled_pages, db.analyses, async () => {
    await db.crawled_pages.bulkPut(input.pages.map(({ page }) => ({ ...page, id: page.url })));
    await db.analyses.put({
      id: analysis.id,
      subject: `website:${input.host}`,
      ...storedPayload(PAYLOADS.websiteAnalysis, analysis),
      created_at: analysis.created_at,
    });
    await pruneAnalyses('website:');
  });
  return analysis;
}

/** Analyses kept per kind ('website:', 'competitor:'); older ones are dropped when a new one is stored. */
export const ANALYSES_KEPT = 20;

/** Keeps the newest ANALYSES_KEPT analyses whose subject starts with `prefix`; call in a transaction on analyses. */
export async function pruneAnalyses(prefix: string): Promise<void> {
  const ids = await db.analyses
    .orderBy('created_at')
    .reverse()
    .filter((record) => record.subject.startsWith(prefix))
    .primaryKeys();
  await db.analyses.bulkDelete(ids.slice(ANALYSES_KEPT));
}

/** The website analysis stored as `id`; undefined when it is missing or cannot be read. */
export async function readAnalysis(id: string): Promise<WebsiteAnalysis | undefined> {
  const record = await db.analyses.get(id);
  return record && readPayloadOrSkip(PAYLOADS.websiteAnalysis, record, 'It is taken as missing.');
}

/** The newest website analysis that can be read. */
export async function latestAnalysis(): Promise<WebsiteAnalysis | undefined> {
  const records = await db.analyses.orderBy('created_at').reverse().toArray();
  for (const record of records) {
    if (!record.subject.startsWith('website:')) continue;
    const analysis = readPayloadOrSkip(PAYLOADS.websiteAnalysis, record, 'An older analysis is shown instead.');
    if (analysis) return analysis;
  }
  return undefined;
}
