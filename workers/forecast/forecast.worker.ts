import * as Comlink from 'comlink';
import { forecastWorkerApi } from './worker-api';

Comlink.expose(forecastWorkerApi);
