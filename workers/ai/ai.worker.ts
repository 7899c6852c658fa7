import * as Comlink from 'comlink';
import { runAnomalies, runDashboard, runMultiLanguage, runOptimization, runVoice } from './analyses';

const api = { runOptimization, runAnomalies, runMultiLanguage, runVoice, runDashboard };

export type AiWorkerApi = typeof api;

Comlink.expose(api);
