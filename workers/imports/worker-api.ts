import { mergeImports } from './merge';
import { parseKeywordFile } from './parse';
import { toKeywordInputs } from './engine';
import { parseSerpFile } from './serpFile';
import { parseKeywordFileForStorage } from './stored';

/** What the file reader worker exposes. The file parsers return errors in a file as data. */
export const importsWorkerApi = {
  parseKeywordFile,
  parseKeywordFileForStorage,
  parseSerpFile,
  mergeImports,
  toKeywordInputs,
};

export type ImportsWorkerApi = typeof importsWorkerApi;
