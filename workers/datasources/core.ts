/** What the data-sources worker exposes, loadable on the main thread where `Worker` does not exist (Node, tests). */
export { analyseImports } from '../searchconsole/analyse';
export { estimateAnalysis } from '../searchconsole/estimate';
export { readSearchConsoleFile } from '../searchconsole/read';
export { readPlannerFile } from './plannerImport';
export { readSemrushSerpFile } from './serpImport';
