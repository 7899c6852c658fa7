import { formatCurrency, MISSING } from '@/lib/format';
import type { CellValue, DataFormat } from './types';

// en-US like the rest of the app, so a number reads the same next to a price ('$1,234.50').
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A cell as text: Yes/No, '$1,234.50', '12.3%', '1,234.5', or a dash when the value is missing. */
export function formatCell(value: CellValue, format?: DataFormat): string {
  if (value === null || value === undefined) return MISSING;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return MISSING;
  if (format === 'currency') return formatCurrency(value);
  if (format === 'percentage') return `${oneDecimal.format(value)}%`;
  return plainNumber.format(value);
}

/**
 * Whatever a row's field holds, as a cell value: lists are joined ('seo, links'), dates become
 * ISO text, other objects their string form.
 */
export function toCellValue(raw: unknown): CellValue {
  if (raw === null || raw === undefined) return raw;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  if (Array.isArray(raw)) return raw.map((item) => formatCell(toCellValue(item))).join(', ');
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw.toISOString();
  return String(raw);
}
