import { Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { memo, useId, type ReactElement } from 'react';
import type { RowAction } from './actions';
import type { CardColumns } from './model';
import { renderCell } from './renderCell';
import { ActionIconButtons, ActionTextButtons } from './RowActionButtons';
import type { DataColumn } from './types';

interface DataCardProps<T> {
  row: T;
  id: string;
  layout: CardColumns<T>;
  iconActions: readonly RowAction<T>[];
  moreActions: readonly RowAction<T>[];
  expanded: boolean;
  onToggle: (id: string) => void;
}

function Fields<T>({ row, columns }: { row: T; columns: readonly DataColumn<T>[] }) {
  return (
    <SimpleGrid as="dl" templateColumns="minmax(6rem, 2fr) 3fr" columnGap="3" rowGap="1" fontSize="sm">
      {columns.map((column) => (
        <Box key={column.key} display="contents">
          <Text as="dt" color="fg.muted">
            {column.header}
          </Text>
          <Box as="dd" minW="0" wordBreak="break-word">
            {renderCell(row, column)}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** One row as a card: heading, 2 summary fields and the first actions; the rest once expanded. */
function DataCardView<T>({ row, id, layout, iconActions, moreActions, expanded, onToggle }: DataCardProps<T>) {
  const headingId = useId();
  const detailsId = useId();
  const expandable = layout.details.length > 0 || moreActions.length > 0;
  return (
    <Card.Root size="sm" as="article" aria-labelledby={headingId} data-testid="data-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Heading as="h4" size="sm" id={headingId} minW="0" wordBreak="break-word">
            {renderCell(row, layout.heading)}
          </Heading>
          <ActionIconButtons actions={iconActions} row={row} describedBy={headingId} />
        </HStack>
        {layout.summary.length > 0 && <Fields row={row} columns={layout.summary} />}
        {expandable && (
          <Stack gap="3">
            {expanded && (
              <Stack gap="3" id={detailsId}>
                {layout.details.length > 0 && <Fields row={row} columns={layout.details} />}
                <ActionTextButtons actions={moreActions} row={row} describedBy={headingId} />
              </Stack>
            )}
            <Button
              size="xs"
              variant="ghost"
              alignSelf="flex-start"
              ms="-2"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              aria-describedby={headingId}
              onClick={() => onToggle(id)}
            >
              {expanded ? 'Show less' : 'Show more'}
              {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

// memo() loses the type parameter; the cast restores it.
export const DataCard = memo(DataCardView) as <T>(props: DataCardProps<T>) => ReactElement;
