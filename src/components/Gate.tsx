import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Network } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ClusteringResult } from '@/contract';
import { navigateToTab } from '@/lib/navigation';
import { useCurrentResult } from '@/hooks/useCurrentResult';
import { EmptyState } from './EmptyState';

const DEFAULT_DESCRIPTION = 'Run a keyword clustering first; this tab works from its clusters.';

interface GateProps {
  /** The tab's content, given the current clustering result. */
  children: (result: ClusteringResult) => ReactNode;
  /** What the tab will do once a clustering exists, shown in the empty panel. */
  description?: string;
}

/**
 * Spec 001 §2.2, §2.3, §2.6 and 002 §5: a tab that works from a clustering result shows its content
 * only once one exists, and otherwise sends the user to the clustering tab.
 */
export function Gate({ children, description = DEFAULT_DESCRIPTION }: GateProps) {
  const { state, retry } = useCurrentResult();

  if (state.status === 'loading') {
    return (
      <Center paddingY="16" role="status" aria-live="polite">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">Loading clustering results…</Text>
        </Stack>
      </Center>
    );
  }
  if (state.status === 'ready' && state.data) return children(state.data);

  const failed = state.status === 'error';
  return (
    <EmptyState
      icon={<Network />}
      title="No Clustering Data Available"
      description={failed ? 'The saved clustering result could not be read.' : description}
    >
      <HStack gap="3" wrap="wrap" justify="center">
        <Button colorPalette="brand" onClick={() => navigateToTab('clustering')}>
          Go to Clustering
        </Button>
        {failed && (
          <Button variant="outline" onClick={retry}>
            Try Again
          </Button>
        )}
      </HStack>
    </EmptyState>
  );
}
