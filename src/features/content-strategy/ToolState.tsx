import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Remote } from '@/hooks/useRemote';
import type { Timed } from './useToolData';

interface ToolStateProps<T> {
  state: Remote<Timed<T>>;
  retry: () => void;
  children: (data: T, ms: number) => ReactNode;
}

/** A tool's loading (spinner), failure (retry) and ready states. */
export function ToolState<T>({ state, retry, children }: ToolStateProps<T>) {
  if (state.status === 'loading') {
    return (
      <Center paddingY="12" role="status" aria-live="polite">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">Generating content strategy...</Text>
        </Stack>
      </Center>
    );
  }
  if (state.status === 'error') {
    return (
      <HStack gap="3" paddingY="6" wrap="wrap">
        <Text color="fg.error">This tool could not be generated.</Text>
        <Button size="sm" variant="outline" onClick={retry}>
          Try Again
        </Button>
      </HStack>
    );
  }
  return <>{children(state.data.data, state.data.ms)}</>;
}

/** The spec's data generation time: when the stored figures were computed and how long loading took. */
export function GeneratedNote({ generatedAt, ms }: { generatedAt: string; ms: number }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      Generated {new Date(generatedAt).toLocaleString('en-US')} · loaded in {ms} ms
    </Text>
  );
}
