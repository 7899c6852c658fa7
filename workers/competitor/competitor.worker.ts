import * as Comlink from 'comlink';
import { crawledGaps, findGaps } from './gaps';
import { buildOpportunities } from './opportunities';

/** The gap typing off the main thread: 10,000-row exports on both sides take more than a frame. */
const api = { findGaps, crawledGaps, buildOpportunities };

export type CompetitorWorkerApi = typeof api;

Comlink.expose(api);
