import * as Comlink from 'comlink';
import { dataSourcesWorkerApi } from './worker-api';

Comlink.expose(dataSourcesWorkerApi);
