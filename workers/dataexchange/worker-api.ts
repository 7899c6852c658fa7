import { buildBackup, readBackup } from './backupZip';
import { buildExport } from './exportFile';
import { readKeywordCsvForStorage } from './keywordCsvForStorage';

/** What the data exchange worker exposes: exports built, keyword files read, backups zipped and checked. */
export const dataExchangeWorkerApi = { buildExport, readKeywordCsvForStorage, buildBackup, readBackup };

export type DataExchangeWorkerApi = typeof dataExchangeWorkerApi;
