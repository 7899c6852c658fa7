import * as Comlink from 'comlink';
import { competitorWorkerApi } from './worker-api';

Comlink.expose(competitorWorkerApi);
