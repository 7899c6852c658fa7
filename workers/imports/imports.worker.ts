import * as Comlink from 'comlink';
import { mergeImports } from './merge';
import { parseKeywordFile } from './parse';
import { toKeywordInputs } from './engine';

/**
 * Create with `new Worker(new URL('@workers/imports/imports.worker.ts', import.meta.url), { type: 'module' })`
 * and `Comlink.wrap<ImportsWorkerApi>(worker)`; transfer the bytes with `Comlink.transfer(buffer, [buffer])`
 * and pass a progress callback as `Comlink.proxy(fn)`. parseKeywordFile returns errors as data.
 */
const api = { parseKeywordFile, mergeImports, toKeywordInputs };

export type ImportsWorkerApi = typeof api;

Comlink.expose(api);
