import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Remote } from '@/hooks/useRemote';

interface ViewFrameProps<T> {
  state: Remote<T>;
  retry: () => void;
  refresh: () => void;
  /** Spec 001 §2.8: a button loads the data for the selected view. */
  loadLabel: string;
  children: (data: T) => ReactNode;
}

/** A view's loading, error and ready states, with the button that loads it again. */
export function ViewFrame<T>({ state, retry, refresh, loadLabel, children }: ViewFrameProps<T>) {
  const busy = state.status === 'loading' || (state.status === 'ready' && state.refreshing);
  return (
    <Stack gap="4" pt="4">
      <HStack justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={busy}
          loadingText="Loading…"
          onClick={state.status === 'error' ? retry : refresh}
        >
          {loadLabel}
        </Button>
      </HStack>
      {state.status === 'loading' && (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text>Loading…</Text>
        </HStack>
      )}
      {state.status === 'error' && (
        <Text role="alert" color="fg.error">
          Failed to load enterprise data. Please try again.
        </Text>
      )}
      {state.status === 'ready' && children(state.data)}
    </Stack>
  );
}
