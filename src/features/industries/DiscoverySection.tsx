import { Box, Button, Field, Heading, HStack, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { Radar } from 'lucide-react';
import { useState } from 'react';
import { DISCOVERY_DEFAULTS } from '@/contract/settings';
import { DiscoveryAlerts } from './DiscoveryAlerts';
import { DiscoveryCommunity } from './DiscoveryCommunity';
import { DiscoveryEmerging } from './DiscoveryEmerging';
import {
  DISCOVERY_ERROR,
  DISCOVERY_VIEWS,
  FILTERED_VIEWS,
  requestKey,
  TIME_PERIODS,
  type DiscoveryPeriod,
  type DiscoveryResult,
  type DiscoveryView,
} from './discoveryModel';
import { DiscoverySeasonal } from './DiscoverySeasonal';
import { DiscoveryTrending } from './DiscoveryTrending';
import { Loading, LoadError } from './LoadState';
import type { IndustrySummary } from './model';
import { useDiscovery, useVote } from './useDiscovery';

const isView = (value: string): value is DiscoveryView => DISCOVERY_VIEWS.some((view) => view.value === value);
const isPeriod = (value: string): value is DiscoveryPeriod => TIME_PERIODS.some((period) => period.value === value);

/**
 * Spec 001 §2.7: the five discovery views over the user's own clustering runs, imported monthly
 * volumes, the team's votes and the industry library. Choosing a view loads it; Run Discovery
 * Analysis loads the chosen one again.
 */
export function DiscoverySection({ industries }: { industries: readonly IndustrySummary[] }) {
  const [view, setView] = useState<DiscoveryView>('trending');
  const [period, setPeriod] = useState<DiscoveryPeriod>(DISCOVERY_DEFAULTS.timePeriod);
  const [industry, setIndustry] = useState('');
  const options = { period, industry };
  const { state, refresh, retry, cancel, cancelled } = useDiscovery(view, options);
  const { voting, vote } = useVote(refresh);
  const shown = state.status === 'ready' && state.data.request === requestKey(view, options) ? state.data : null;
  const running = state.status === 'loading' || (state.status === 'ready' && (state.refreshing || shown === null));

  return (
    <Stack as="section" aria-labelledby="discovery-heading" gap="4">
      <Stack gap="1">
        <HStack gap="2">
          <Box color="brand.fg" aria-hidden="true">
            <Radar size={20} />
          </Box>
          <Heading as="h3" size="lg" id="discovery-heading">
            Trend discovery from your data
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="sm" maxW="3xl">
          Computed on this device from your stored clustering runs (the last 20), imported monthly volumes and the
          industry library. Each card says what its figures are based on: imported, computed from your runs, or
          estimated.
        </Text>
      </Stack>
      <Tabs.Root
        value={view}
        onValueChange={(details) => isView(details.value) && setView(details.value)}
        variant="enclosed"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <HStack justify="space-between" align="end" wrap="wrap" gap="3">
          <Box overflowX="auto" maxW="full">
            <Tabs.List aria-label="Discovery views">
              {DISCOVERY_VIEWS.map((option) => (
                <Tabs.Trigger key={option.value} value={option.value}>
                  {option.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          <HStack gap="3" align="end" wrap="wrap">
            {FILTERED_VIEWS.includes(view) && industries.length > 0 && (
              <Field.Root w="auto">
                <Field.Label fontSize="xs">{view === 'alerts' ? 'Your industry' : 'Industry'}</Field.Label>
                <NativeSelect.Root size="sm" w="56">
                  <NativeSelect.Field value={industry} onChange={(event) => setIndustry(event.currentTarget.value)}>
                    <option value="">All industries</option>
                    {industries.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
            {view === 'trending' && (
              <Field.Root w="auto">
                <Field.Label fontSize="xs">Compare over</Field.Label>
                <NativeSelect.Root size="sm" w="44">
                  <NativeSelect.Field
                    value={period}
                    onChange={(event) => isPeriod(event.currentTarget.value) && setPeriod(event.currentTarget.value)}
                  >
                    {TIME_PERIODS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
            <Button
              size="sm"
              colorPalette="brand"
              loading={running}
              loadingText="Running Discovery Analysis..."
              onClick={state.status === 'error' ? retry : refresh}
            >
              Run Discovery Analysis
            </Button>
            {running && (
              <Button size="sm" variant="outline" onClick={cancel}>
                Cancel
              </Button>
            )}
          </HStack>
        </HStack>
        {DISCOVERY_VIEWS.map((option) => (
          <Tabs.Content key={option.value} value={option.value} pt="4">
            {state.status === 'error' && cancelled ? (
              <Text color="fg.muted" fontSize="sm" py="6" textAlign="center" role="status">
                Discovery analysis cancelled. Run Discovery Analysis to start it again.
              </Text>
            ) : state.status === 'error' ? (
              <LoadError
                title={DISCOVERY_ERROR.title}
                description={DISCOVERY_ERROR.description}
                onRetry={retry}
                testId="discovery-load-error"
              />
            ) : shown ? (
              <ViewBody result={shown} voting={voting} onVote={vote} />
            ) : (
              <Loading label="Running discovery analysis..." />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

interface ViewBodyProps {
  result: DiscoveryResult;
  voting: string | null;
  onVote: (clusterName: string, vote: 1 | -1 | 0) => void;
}

function ViewBody({ result, voting, onVote }: ViewBodyProps) {
  switch (result.view) {
    case 'trending':
      return <DiscoveryTrending data={result.data} />;
    case 'seasonal':
      return <DiscoverySeasonal data={result.data} />;
    case 'community':
      return <DiscoveryCommunity data={result.data} voting={voting} onVote={onVote} />;
    case 'emerging':
      return <DiscoveryEmerging data={result.data} />;
    case 'alerts':
      return <DiscoveryAlerts data={result.data} />;
  }
}
