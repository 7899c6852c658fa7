/**
 * Stored shapes of version 5 (issues 11-14): pages read from websites, competitor analyses and
 * the ranking exports attached to them, Search Console and Microsoft Advertising imports, and the
 * team's votes on clusters. Analyses and imports keep their payload as JSON data with the
 * `schema_version` of its shape (absent in rows stored before payloads carried one); it is unknown
 * until read through its kind's check (src/api/local/payloads.ts).
 */
import type { CrawledPage } from '@/contract/types/website';
import type { Transaction } from 'dexie';

/**
 * Timestamps of records stored before version 6, which had none. The sync write path
 * (syncMiddleware.ts) stamps every write since, so write sites may leave them out.
 */
type Stamps = { created_at?: string; updated_at?: string };

export type CrawledPageRecord = CrawledPage & { id: string } & Stamps;

/** A stored analysis (a website crawl, a competitor analysis): its inputs' key and its result. */
export type AnalysisRecord = {
  id: string;
  /** What it is about: a host for website analyses, the competitor domains for competitor ones. */
  subject: string;
  payload: unknown;
  schema_version?: number;
  created_at: string;
  updated_at?: string;
};

/** An uploaded file the analyses read (a ranking export, a Search Console or Ads export). */
export type SourceImportRecord = {
  id: string;
  /** Who the data belongs to: a domain or a Search Console property. */
  subject: string;
  /** What the file is, e.g. 'competitor-rankings', 'own-rankings', 'search-console', 'ads-planner'. */
  kind: string;
  file_name: string;
  payload: unknown;
  schema_version?: number;
  created_at: string;
  updated_at?: string;
};

/** One user's vote on a cluster (Enhanced Cluster Discovery, community). */
export type ClusterVoteRecord = {
  /** `${cluster_key}|${user_id}`: one vote per user per cluster. */
  id: string;
  /** The cluster's normalised name, so votes survive re-runs. */
  cluster_key: string;
  user_id: string;
  vote: 1 | -1;
  created_at?: string;
  updated_at: string;
};

type StoredRow = Record<string, unknown>;

/** The time a row of `table` was written, from the one field it had: the other stamp copies it. */
const WRITTEN_AT: Record<string, string> = {
  analyses: 'created_at',
  source_imports: 'created_at',
  cluster_votes: 'updated_at',
  crawled_pages: 'crawled_at',
};

/** Schema version 6 (issue 20): every replicated record carries created_at and updated_at. */
export async function stampMissingTimestamps(tx: Transaction): Promise<void> {
  for (const [table, field] of Object.entries(WRITTEN_AT)) {
    await tx
      .table(table)
      .toCollection()
      .modify((row: StoredRow) => {
        const writtenAt = row[field];
        row.created_at ??= writtenAt;
        row.updated_at ??= writtenAt;
      });
  }
}
