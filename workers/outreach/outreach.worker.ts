import * as Comlink from 'comlink';
import { outreachWorkerApi } from './worker-api';

Comlink.expose(outreachWorkerApi);
