import * as Comlink from 'comlink';
import { importsWorkerApi } from './worker-api';

Comlink.expose(importsWorkerApi);
