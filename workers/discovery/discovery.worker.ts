import * as Comlink from 'comlink';
import { discoveryApi } from './analyse';

Comlink.expose(discoveryApi);
