import * as Comlink from 'comlink';
import { websiteWorkerApi } from './worker-api';

Comlink.expose(websiteWorkerApi);
