import { crawledGaps, findGaps } from './gaps';
import { buildOpportunities } from './opportunities';

/** The gap typing off the main thread: 10,000-row exports on both sides take more than a frame. */
export const competitorWorkerApi = { findGaps, crawledGaps, buildOpportunities };

export type CompetitorWorkerApi = typeof competitorWorkerApi;
