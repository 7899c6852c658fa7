import { Box, HStack, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { ICON_ACTIONS, rowActions } from './actions';
import { DataCards } from './DataCards';
import { DataTable } from './DataTable';
import { DataToolbar } from './DataToolbar';
import { showingText } from './model';
import type { DataColumn, DataListLayout, DataRowActions } from './types';
import { useDataView } from './useDataView';
import { ViewSwitch, type ViewMode } from './ViewSwitch';

export interface DataListProps<T> extends DataRowActions<T> {
  /**
   * Keep the array stable (a constant or useMemo): searching and sorting are recomputed when it
   * changes.
   */
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  title?: string;
  /** Accessible name of the list when it has no title. */
  label?: string;
  emptyText?: string;
  layout?: DataListLayout;
  /** Height cap of the table's scrolling box (CSS length). */
  maxHeight?: string;
}

/** Spec 002 §2.2: a searchable, filterable, sortable list shown as a table or, on phones, as cards. */
export function DataList<T>(props: DataListProps<T>) {
  const {
    columns,
    rows,
    getRowId,
    title,
    label,
    emptyText = 'No data available',
    layout = 'auto',
    maxHeight = '36rem',
  } = props;
  const { onView, onEdit, onDelete, onShare, onDownload } = props;
  const titleId = useId();
  const name = title ?? label ?? 'Results';
  const view = useDataView(rows, columns);
  const actions = useMemo(
    () => rowActions({ onView, onEdit, onDelete, onShare, onDownload }),
    [onView, onEdit, onDelete, onShare, onDownload],
  );
  const iconActions = useMemo(() => actions.slice(0, ICON_ACTIONS), [actions]);
  const moreActions = useMemo(() => actions.slice(ICON_ACTIONS), [actions]);

  // Read at once (ssr: false) so a wide screen starts with the table instead of flashing cards.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [smallScreenMode, setSmallScreenMode] = useState<ViewMode>('cards');
  const mode: ViewMode = layout !== 'auto' ? layout : wide ? 'table' : smallScreenMode;
  const showSwitch = layout === 'auto' && !wide;

  return (
    <Stack as="section" gap="3" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : name}>
      {(title || showSwitch) && (
        <HStack justify="space-between" gap="3" wrap="wrap">
          {title && (
            <Heading as="h3" size="md" id={titleId}>
              {title}
            </Heading>
          )}
          {showSwitch && <ViewSwitch mode={mode} onChange={setSmallScreenMode} />}
        </HStack>
      )}
      <DataToolbar
        columns={columns}
        search={view.search}
        onSearch={view.setSearch}
        filterChoice={view.filterChoice}
        onFilterChoice={view.setFilterChoice}
        filterValue={view.filterValue}
        onFilterValue={view.setFilterValue}
      />
      {view.visible.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="l2" bg="bg" p="6" textAlign="center">
          <Text color="fg.muted">{emptyText}</Text>
        </Box>
      ) : mode === 'table' ? (
        <DataTable
          rows={view.visible}
          columns={columns}
          getRowId={getRowId}
          sort={view.sort}
          onSort={view.sortBy}
          iconActions={iconActions}
          moreActions={moreActions}
          label={name}
          maxHeight={maxHeight}
        />
      ) : (
        <DataCards
          rows={view.visible}
          columns={columns}
          getRowId={getRowId}
          iconActions={iconActions}
          moreActions={moreActions}
          label={name}
        />
      )}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {showingText(view.visible.length, rows.length, view.searchedFor)}
      </Text>
    </Stack>
  );
}
