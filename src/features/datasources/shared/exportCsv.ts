import { toCsv, type CsvValue } from '@/lib/csv';
import { saveFile } from '@/lib/download';

/** Downloads rows as CSV (toCsv writes the BOM and neutralises cells that look like formulas). */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly CsvValue[])[]): void {
  saveFile(fileName, toCsv(header, rows), 'text/csv;charset=utf-8');
}
