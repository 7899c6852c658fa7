import * as Comlink from 'comlink';
import { discoveryWorkerApi } from './worker-api';

Comlink.expose(discoveryWorkerApi);
