import * as Comlink from 'comlink';
import { dataExchangeWorkerApi } from './worker-api';

Comlink.expose(dataExchangeWorkerApi);
