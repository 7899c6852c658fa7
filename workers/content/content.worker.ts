import * as Comlink from 'comlink';
import { contentWorkerApi } from './worker-api';

Comlink.expose(contentWorkerApi);
