/**
 * What the discovery analyses read: the user's stored clustering runs (oldest first) and the
 * bundled industry library. The handler loads them; these cores only compute.
 */
import type { Cluster } from '@/api/types/clustering';
import type { LibraryCluster } from '@/api/types/industries';

export type * from '@/api/types/discovery';

/** One stored clustering run with its clusters. */
export interface DiscoveryRun {
  id: string;
  name: string;
  created_at: string;
  clusters: Cluster[];
}

/** The parts of the industry library the analyses use (structurally the bundled library). */
export interface DiscoveryLibrary {
  industries: { id: string; name: string; clusters: LibraryCluster[] }[];
}

/** Names a cluster's industry from its keywords. */
export type IndustryNamer = (keywords: readonly string[]) => string;
