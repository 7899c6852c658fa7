import { mergeImports } from './merge';
import { parseKeywordFile } from './parse';
import { toKeywordInputs } from './engine';
import { parseSerpFile } from './serpFile';

/** What the file reader worker exposes. parseKeywordFile and parseSerpFile return errors in a file as data. */
export const importsWorkerApi = { parseKeywordFile, parseSerpFile, mergeImports, toKeywordInputs };

export type ImportsWorkerApi = typeof importsWorkerApi;
