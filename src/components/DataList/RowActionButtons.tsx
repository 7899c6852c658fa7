import { Button, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Ellipsis } from 'lucide-react';
import type { RowAction } from './actions';

interface ActionsProps<T> {
  actions: readonly RowAction<T>[];
  row: T;
  /** Id of the element naming the row, so 'Edit' is read as editing that row. */
  describedBy?: string;
}

const palette = (id: RowAction<unknown>['id']) => (id === 'delete' ? 'red' : 'gray');

/** The first actions, as icon buttons named by their label ('View', 'Edit'). */
export function ActionIconButtons<T>({ actions, row, describedBy }: ActionsProps<T>) {
  if (actions.length === 0) return null;
  return (
    <HStack gap="1" flexShrink={0}>
      {actions.map((action) => (
        <IconButton
          key={action.id}
          size="xs"
          variant="ghost"
          colorPalette={palette(action.id)}
          aria-label={action.label}
          aria-describedby={describedBy}
          onClick={() => action.run(row)}
        >
          <action.icon aria-hidden="true" />
        </IconButton>
      ))}
    </HStack>
  );
}

/** The remaining actions as labelled buttons (inside an expanded card). */
export function ActionTextButtons<T>({ actions, row, describedBy }: ActionsProps<T>) {
  if (actions.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {actions.map((action) => (
        <Button
          key={action.id}
          size="xs"
          variant="outline"
          colorPalette={palette(action.id)}
          aria-describedby={describedBy}
          onClick={() => action.run(row)}
        >
          <action.icon aria-hidden="true" />
          {action.label}
        </Button>
      ))}
    </HStack>
  );
}

/** The remaining actions behind a 'More actions' menu button (a table row has no room to expand). */
export function MoreActionsMenu<T>({ actions, row }: ActionsProps<T>) {
  if (actions.length === 0) return null;
  return (
    <Menu.Root lazyMount unmountOnExit onSelect={(details) => actions.find((a) => a.id === details.value)?.run(row)}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label="More actions">
          <Ellipsis aria-hidden="true" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) => (
              <Menu.Item key={action.id} value={action.id} color={action.id === 'delete' ? 'fg.error' : undefined}>
                <action.icon size={14} aria-hidden="true" />
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
