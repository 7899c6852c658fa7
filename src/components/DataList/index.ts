export { DataList, type DataListProps } from './DataList';
export { formatCell } from './format';
export type {
  CellValue,
  DataColumn,
  DataFormat,
  DataListLayout,
  DataRowActions,
  SortDirection,
  SortState,
} from './types';
