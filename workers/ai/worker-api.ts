import { runAnomalies, runDashboard, runMultiLanguage, runOptimization, runVoice } from './analyses';

/** What the AI worker exposes; the main thread loads the same object when there is no worker. */
export const aiWorkerApi = { runOptimization, runAnomalies, runMultiLanguage, runVoice, runDashboard };

export type AiWorkerApi = typeof aiWorkerApi;
