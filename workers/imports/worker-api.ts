import { mergeImports } from './merge';
import { parseKeywordFile } from './parse';
import { toKeywordInputs } from './engine';

/** What the file reader worker exposes. parseKeywordFile returns errors in a file as data. */
export const importsWorkerApi = { parseKeywordFile, mergeImports, toKeywordInputs };

export type ImportsWorkerApi = typeof importsWorkerApi;
