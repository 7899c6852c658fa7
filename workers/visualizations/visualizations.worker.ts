import * as Comlink from 'comlink';
import { visualizationsWorkerApi } from './worker-api';

Comlink.expose(visualizationsWorkerApi);
