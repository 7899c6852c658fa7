import { analyseImports } from '../searchconsole/analyse';
import { estimateAnalysis } from '../searchconsole/estimate';
import { readSearchConsoleFile } from '../searchconsole/read';
import { readPlannerFile } from './plannerImport';
import { readSemrushSerpFile } from './serpImport';

/**
 * The Advanced Data Sources files and analyses off the main thread: Search Console exports (zip
 * or CSV, fflate loaded on first zip), Keyword Planner and Semrush exports, the Search Console
 * analysis. Errors in files come back as data with a message for the user.
 */
export const dataSourcesWorkerApi = {
  readSearchConsoleFile,
  analyseImports,
  estimateAnalysis,
  readPlannerFile,
  readSemrushSerpFile,
};

export type DataSourcesWorkerApi = typeof dataSourcesWorkerApi;
