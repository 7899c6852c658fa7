/** The industry library's wire types, as the /api contract serves them. */
import type { TrendingCluster } from '@/contract';

export type { IndustryCluster, IndustrySummary, TrendingCluster } from '@/contract';
export type TrendMomentum = TrendingCluster['momentum'];
