import * as Comlink from 'comlink';
import { aiWorkerApi } from './worker-api';

Comlink.expose(aiWorkerApi);
