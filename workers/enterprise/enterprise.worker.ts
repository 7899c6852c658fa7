import * as Comlink from 'comlink';
import { enterpriseWorkerApi } from './worker-api';

Comlink.expose(enterpriseWorkerApi);
