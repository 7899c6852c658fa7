import * as Comlink from 'comlink';
import { learningWorkerApi } from './worker-api';

Comlink.expose(learningWorkerApi);
