import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { filterKeyOf } from './DataToolbar';
import { buildSearchIndex, filterOrder, isFiltering, nextSort, sortOrder, type RowFilter } from './model';
import type { DataColumn, SortState } from './types';

/**
 * The list's search, filter and sort state and the rows they leave, in order. Sorting depends only
 * on the rows and the sort, so typing in the search box filters the sorted order without re-sorting;
 * the typed text is deferred so the input stays responsive on long lists.
 */
export function useDataView<T>(rows: readonly T[], columns: readonly DataColumn<T>[]) {
  const [search, setSearch] = useState('');
  const [filterChoice, setFilterChoice] = useState('');
  const [filterValue, setFilterValue] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const deferredSearch = useDeferredValue(search);
  const deferredFilterValue = useDeferredValue(filterValue);
  const filter: RowFilter = useMemo(
    () => ({ search: deferredSearch, filterKey: filterKeyOf(filterChoice), filterValue: deferredFilterValue }),
    [deferredSearch, filterChoice, deferredFilterValue],
  );

  const filtering = isFiltering(filter);
  const index = useMemo(() => (filtering ? buildSearchIndex(rows, columns) : null), [filtering, rows, columns]);
  const order = useMemo(() => sortOrder(rows, columns, sort), [rows, columns, sort]);
  const visible = useMemo(() => {
    const positions = index ? filterOrder(order, index, filter) : order;
    return positions.map((position) => rows[position]);
  }, [index, order, filter, rows]);

  const sortBy = useCallback((column: DataColumn<T>) => setSort((current) => nextSort(current, column)), []);

  return {
    visible,
    /** The search term the visible rows were found with (it lags the box while the list catches up). */
    searchedFor: deferredSearch,
    search,
    setSearch,
    filterChoice,
    setFilterChoice,
    filterValue,
    setFilterValue,
    sort,
    sortBy,
  };
}
