/** Keyword import core: pure, runs in a Web Worker (imports.worker.ts) and in Node. */
export { importKeywordFile, parseKeywordFile, type ImportOptions } from './parse';
export { mergeImports } from './merge';
export { toKeywordInput, toKeywordInputs } from './engine';
export { summarizeImport, summarizeImports } from './summary';
export { decodeBytes, type DecodedText } from './decode';
export {
  checkFileMeta,
  KeywordImportError,
  IMPORT_MESSAGES,
  MAX_FILE_BYTES,
  MAX_KEYWORD_LENGTH,
  MAX_IMPORTED_KEYWORD_LENGTH,
} from './limits';
export {
  parseNumber,
  parseVolume,
  parseRange,
  parseMoney,
  parseRate,
  parseCount,
  parseScore,
  parsePosition,
  parseCompetitionLabel,
  parseDensity,
  parseIntent,
} from './numbers';
export { keywordKey } from './keyword';
export { FORMAT_SPECS, PLAIN_LIST } from './formats';
export { SEARCH_CONSOLE_LANGUAGES } from './searchConsoleHeaders';
export type * from './types';
