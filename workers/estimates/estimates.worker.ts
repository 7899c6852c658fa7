import * as Comlink from 'comlink';
import { estimatesWorkerApi } from './worker-api';

Comlink.expose(estimatesWorkerApi);
