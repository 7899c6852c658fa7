/**
 * What the discovery analyses read: the user's stored clustering runs (oldest first) in a compact
 * form, the latest run's clusters in full, and the bundled industry library. The handler loads
 * them; these cores only compute. Older runs travel as names and keyword texts only: twenty runs
 * of 10,000 keywords with every figure would take seconds to copy into the worker.
 */
import type { Cluster, Keyword } from '@/contract/types/clustering';
import type { LibraryCluster } from '@/contract/types/industries';

export type * from '@/contract/types/discovery';

/** A cluster of a run: what following it across runs and finding new terms need. */
export interface RunCluster {
  /** The stored cluster's id (unique across runs). */
  id: string;
  name: string;
  keyword_count: number;
  /** Sum of the keywords' imported (not estimated) volumes; null when none has one. */
  imported_volume: number | null;
  /** Keyword texts, in display order. */
  texts: string[];
}

/** One stored clustering run. */
export interface DiscoveryRun {
  id: string;
  name: string;
  created_at: string;
  clusters: RunCluster[];
}

/** The parts of the industry library the analyses use (structurally the bundled library). */
export interface DiscoveryLibrary {
  industries: { id: string; name: string; clusters: LibraryCluster[] }[];
}

/** Names a cluster's industry from its keywords. */
export type IndustryNamer = (keywords: readonly string[]) => string;

/** A cluster in its compact form. */
export function toRunCluster(cluster: Cluster): RunCluster {
  return {
    id: cluster.id,
    name: cluster.name,
    keyword_count: cluster.keyword_count,
    imported_volume: importedVolume(cluster.keywords),
    texts: cluster.keywords.map((keyword) => keyword.text),
  };
}

/** Imported volumes only: estimated volumes would make a trend out of the estimator. */
export function importedVolume(keywords: readonly Keyword[]): number | null {
  const measured = keywords.filter(
    (keyword) => keyword.search_volume !== null && !keyword.estimated_fields.includes('search_volume'),
  );
  return measured.length === 0 ? null : measured.reduce((sum, keyword) => sum + (keyword.search_volume ?? 0), 0);
}
