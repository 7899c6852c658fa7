export type { KeywordCsvOutcome, RowError } from '@/contract/types/dataExchange';
export { KEYWORD_CSV_COLUMNS as SPEC_COLUMNS } from '@/contract/types/dataExchange';
