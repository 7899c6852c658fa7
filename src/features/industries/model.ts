/** The industry library's wire types, as the /api contract serves them. */
import type { IndustryCluster, TrendingCluster } from '@/contract';

export type { IndustryCluster, IndustrySummary, TrendingCluster } from '@/contract';
export type SearchIntent = IndustryCluster['intent'];
export type TrendMomentum = TrendingCluster['momentum'];
