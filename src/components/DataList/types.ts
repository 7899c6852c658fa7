import type { ReactNode } from 'react';

/** What a cell holds once read from its row: sorting, searching and formatting work on this. */
export type CellValue = string | number | boolean | null | undefined;

/** Spec 002 §2.2: currency shows '$' with 2 decimals; percentage (already 0..100) 1 decimal plus '%'. */
export type DataFormat = 'currency' | 'percentage';

interface ColumnOptions<T> {
  header: string;
  /** The card heading; without one the first column is. */
  primary?: boolean;
  /** false keeps the column out of a card's summary (it still shows when the card is expanded). */
  showInCard?: boolean;
  /** false: the header is not a sort button. */
  sortable?: boolean;
  format?: DataFormat;
  /** Replaces the formatted text; searching and sorting still use the cell's value. */
  render?: (row: T) => ReactNode;
}

/** A column showing one field of the row; the key is checked against the row's type. */
interface FieldColumn<T> extends ColumnOptions<T> {
  key: keyof T & string;
  value?: undefined;
}

/** A column computed from the row (a joined list, a nested field); its key only has to be unique. */
interface ComputedColumn<T> extends ColumnOptions<T> {
  key: string;
  value: (row: T) => CellValue;
}

export type DataColumn<T> = FieldColumn<T> | ComputedColumn<T>;

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Spec 002 §2.2 row actions; only the ones given are shown, in this order. */
export interface DataRowActions<T> {
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  onShare?: (row: T) => void;
  onDownload?: (row: T) => void;
}

/** 'auto': a table from Chakra's md breakpoint, below it cards with a Cards/Table switch. */
export type DataListLayout = 'auto' | 'cards' | 'table';
