import { Box, Button, HStack, Table } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo, useRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { observedSize } from '@/components/VirtualList';
import type { RowAction } from './actions';
import { renderCell } from './renderCell';
import { ActionIconButtons, MoreActionsMenu } from './RowActionButtons';
import type { DataColumn, SortState } from './types';

/** Below this many rows every row is in the page (find-in-page works); above it only the visible ones. */
export const VIRTUAL_TABLE_FROM = 200;
const ROW_HEIGHT = 41;

interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string;
  sort: SortState | null;
  onSort: (column: DataColumn<T>) => void;
  iconActions: readonly RowAction<T>[];
  moreActions: readonly RowAction<T>[];
  label: string;
  maxHeight: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<T>({
  column,
  sort,
  onSort,
}: {
  column: DataColumn<T>;
  sort: SortState | null;
  onSort: (column: DataColumn<T>) => void;
}) {
  const direction = sort?.key === column.key ? sort.direction : null;
  const SortIcon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Table.ColumnHeader scope="col" whiteSpace="nowrap" aria-sort={direction ? ARIA_SORT[direction] : undefined}>
      {column.sortable === false ? (
        column.header
      ) : (
        <Button
          variant="ghost"
          size="xs"
          mx="-2"
          fontSize="inherit"
          fontWeight="inherit"
          color="inherit"
          onClick={() => onSort(column)}
        >
          {column.header}
          <Box as="span" color={direction ? 'fg' : 'fg.subtle'} display="inline-flex">
            <SortIcon aria-hidden="true" />
          </Box>
        </Button>
      )}
    </Table.ColumnHeader>
  );
}

/**
 * Short content keeps its width and long text wraps at 20rem: on a narrow screen the table then
 * scrolls sideways instead of squeezing a long column to one word per line.
 */
function CellBox({ children }: { children: ReactNode }) {
  return (
    <Box w="max-content" maxW="20rem" wordBreak="break-word">
      {children}
    </Box>
  );
}

interface RowProps<T> {
  row: T;
  index: number;
  columns: readonly DataColumn<T>[];
  headingKey: string;
  iconActions: readonly RowAction<T>[];
  moreActions: readonly RowAction<T>[];
  measureRef?: Ref<HTMLTableRowElement>;
}

function DataTableRowView<T>({ row, index, columns, headingKey, iconActions, moreActions, measureRef }: RowProps<T>) {
  const hasActions = iconActions.length + moreActions.length > 0;
  return (
    <Table.Row ref={measureRef} data-index={index}>
      {columns.map((column) =>
        column.key === headingKey ? (
          <Table.Cell key={column.key} as="th" scope="row" fontWeight="medium" textAlign="start">
            <CellBox>{renderCell(row, column)}</CellBox>
          </Table.Cell>
        ) : (
          <Table.Cell key={column.key}>
            <CellBox>{renderCell(row, column)}</CellBox>
          </Table.Cell>
        ),
      )}
      {hasActions && (
        <Table.Cell textAlign="end">
          <HStack gap="1" justify="flex-end">
            <ActionIconButtons actions={iconActions} row={row} />
            <MoreActionsMenu actions={moreActions} row={row} />
          </HStack>
        </Table.Cell>
      )}
    </Table.Row>
  );
}

// memo() loses the type parameter; the cast restores it.
const DataTableRow = memo(DataTableRowView) as <T>(props: RowProps<T>) => ReactElement;

/** Keeps the table's rows in place around the rendered window (valid <table> markup, unlike absolute rows). */
function Spacer({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** The rows as a table in its own scrolling box with a sticky header; long tables render only what is visible. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, getRowId, sort, onSort, iconActions, moreActions, label, maxHeight } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_TABLE_FROM;
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => getRowId(rows[index]),
    overscan: 10,
    measureElement: observedSize,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const indexes = virtual ? items.map((item) => item.index) : rows.map((_, index) => index);
  const before = virtual ? (items[0]?.start ?? 0) : 0;
  const after = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const headingKey = (columns.find((c) => c.primary) ?? columns[0]).key;
  const hasActions = iconActions.length + moreActions.length > 0;
  const span = columns.length + (hasActions ? 1 : 0);

  return (
    <Box
      ref={scrollRef}
      maxH={maxHeight}
      overflow="auto"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      tabIndex={0}
      role="region"
      aria-label={label}
      focusRing="outside"
    >
      <Table.Root size="sm" stickyHeader aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
            {hasActions && (
              <Table.ColumnHeader scope="col" textAlign="end">
                Actions
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Spacer height={before} span={span} />
          {indexes.map((index) => (
            <DataTableRow
              key={getRowId(rows[index])}
              row={rows[index]}
              index={index}
              columns={columns}
              headingKey={headingKey}
              iconActions={iconActions}
              moreActions={moreActions}
              measureRef={virtual ? virtualizer.measureElement : undefined}
            />
          ))}
          <Spacer height={after} span={span} />
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
