import type { ReactNode } from 'react';
import { cellText } from './model';
import type { DataColumn } from './types';

/** What a cell shows: the column's own render, else its formatted text. */
export function renderCell<T>(row: T, column: DataColumn<T>): ReactNode {
  return column.render ? column.render(row) : cellText(row, column);
}
