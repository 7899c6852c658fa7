import { toCsv, type CsvValue } from '@/lib/csv';

/** Downloads rows as CSV (toCsv writes the BOM and neutralises cells that look like formulas). */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly CsvValue[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
