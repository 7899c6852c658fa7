/**
 * POST /api/cluster: keywords (typed, uploaded, or both) → figures (imported, else estimated when
 * Get SEO Data is on) → optional expansion → the engine in its worker → a stored result that
 * becomes the current one. Reports progress and stops on the caller's AbortSignal.
 */
import type { RequestProgress } from '../../../contract/adapter';
import { ApiError, CANCELLED_STATUS } from '../../../contract/errors';
import type { ClusteringResult } from '../../../contract/types/clustering';
import { db } from '@/db/database';
import { startForegroundWork } from '@/lib/foregroundWork';
import { askBeforeLeavingUntil } from '@/lib/leaveGuard';
import { whenIdle } from '@/lib/whenIdle';
import type { RouteModule } from '../types';
import { parseClusterRequest } from '../clustering/request';
import { prepareRun, runClustering } from '../clustering/run';
import { assemble, saveResult } from '../clustering/store';
import { loadSerpData } from '../clustering/serpData';
import { RunCancelledError, workerServices } from '../workers';
import { storedImports } from './uploads';
import { holdRequestsUntilWritten } from '../writeBarrier';

export const CLUSTERING_CANCELLED = 'Clustering cancelled';
/** Where the bar stands while the built result, already on screen, is stored. */
const SAVING_FRACTION = 0.96;
/**
 * The longest the write waits for the page to be idle after the result is handed over: the cards'
 * render takes about a second at 10,000 keywords on a slow two-core host, and a write started
 * during it (at 500 ms) doubled the wait for the cards (issue 28).
 */
const WRITE_AFTER_MS = 3000;

async function clusterAndStore(
  body: unknown,
  signal: AbortSignal | undefined,
  onProgress: ((progress: RequestProgress<ClusteringResult>) => void) | undefined,
): Promise<ClusteringResult> {
  const started = performance.now();
  const request = await parseClusterRequest(body);
  const project = request.projectId ? await db.projects.get(request.projectId) : undefined;
  if (request.projectId && !project) throw new ApiError(404, 'Project not found');
  const imports = await storedImports(request.importIds);
  const serp = await loadSerpData(request.serpImportIds);
  const built = await runClustering(
    { request, imports, serp, projectName: project?.name, started },
    signal,
    onProgress,
  );
  const result = assemble(built.result, built.clusters, built.unclustered);
  // The result goes to the screen before it is stored: the write took 0.4 s at 10,000 keywords and
  // 3.1 s at 100,000 before the clusters showed (issue 28), and its cloning shared the main thread
  // with the cards' render. It starts once the page is idle after that render; every request that
  // comes meanwhile (an edit or a read the shown result leads to) waits for it.
  const saved = whenIdle(WRITE_AFTER_MS).then(() => saveResult(built));
  holdRequestsUntilWritten(saved);
  askBeforeLeavingUntil(saved);
  onProgress?.({ stage: 'saving', fraction: SAVING_FRACTION, message: 'Saving results', response: result });
  await saved;
  onProgress?.({ stage: 'saving', fraction: 1, message: 'Done' });
  return result;
}

async function prepareList(body: unknown, signal: AbortSignal | undefined): Promise<boolean> {
  const request = await parseClusterRequest(body);
  const imports = await storedImports(request.importIds);
  return prepareRun({ request, imports, serp: await loadSerpData(request.serpImportIds) }, signal);
}

export const clusteringRoutes = {
  'POST /api/cluster': {
    handle: async ({ body, signal, onProgress }) => {
      const ended = startForegroundWork();
      try {
        return await clusterAndStore(body, signal, onProgress);
      } catch (error) {
        if (error instanceof RunCancelledError) throw new ApiError(CANCELLED_STATUS, CLUSTERING_CANCELLED);
        throw error;
      } finally {
        ended();
      }
    },
    changes: ['projects', 'settings'],
  },
  'POST /api/cluster/prepare': {
    // Nothing the user waits for: no foreground-work signal, and no progress.
    handle: async ({ body, signal }) => {
      const [vectors, prepared] = await Promise.all([
        workerServices().clustering.preloadVectors(signal),
        body === undefined ? false : prepareList(body, signal),
      ]);
      return { vectors, prepared };
    },
    changes: [],
  },
} satisfies RouteModule;
