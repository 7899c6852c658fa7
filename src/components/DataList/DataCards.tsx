import { useCallback, useMemo, useState } from 'react';
import { WindowVirtualList } from '@/components/VirtualList';
import type { RowAction } from './actions';
import { DataCard } from './DataCard';
import { cardColumns } from './model';
import type { DataColumn } from './types';

interface DataCardsProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string;
  iconActions: readonly RowAction<T>[];
  moreActions: readonly RowAction<T>[];
  label: string;
}

/** Heading, two fields and a row of small buttons; measured after render. */
const estimateCardHeight = () => 150;

/** The rows as cards that scroll with the page; only those near the viewport are rendered. */
export function DataCards<T>({ rows, columns, getRowId, iconActions, moreActions, label }: DataCardsProps<T>) {
  const layout = useMemo(() => cardColumns(columns), [columns]);
  // Kept here rather than in each card: a virtualised card unmounts when it scrolls away.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  return (
    <WindowVirtualList
      items={rows}
      estimateSize={estimateCardHeight}
      getKey={getRowId}
      gap={12}
      label={label}
      renderItem={(row) => {
        const id = getRowId(row);
        return (
          <DataCard
            row={row}
            id={id}
            layout={layout}
            iconActions={iconActions}
            moreActions={moreActions}
            expanded={expanded.has(id)}
            onToggle={toggle}
          />
        );
      }}
    />
  );
}
