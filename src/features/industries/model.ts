/** The industry library's wire types, as the /api contract serves them. */
import type { IndustryCluster, TrendingCluster } from '@/api/contract';

export type { IndustryCluster, IndustrySummary, TrendingCluster } from '@/api/contract';
export type SearchIntent = IndustryCluster['intent'];
export type TrendMomentum = TrendingCluster['momentum'];
