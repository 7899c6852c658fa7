/**
 * The bundled industry library file (public/data/industry-library.json). The shapes the routes
 * answer with are the contract's (src/contract/types/industries.ts); this core produces them.
 */
import type { LibraryCluster } from '@/contract/types/industries';

export type * from '@/contract/types/industries';

export interface LibraryIndustry {
  id: string;
  name: string;
  description: string;
  /** A lucide-react icon name. */
  icon: string;
  clusters: LibraryCluster[];
}

export interface IndustryLibrary {
  version: number;
  source: string;
  trend_basis: string;
  industries: LibraryIndustry[];
}
