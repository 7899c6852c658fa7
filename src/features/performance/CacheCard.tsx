import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Panel } from './Panel';
import { useState } from 'react';
import { api } from '@/api/client';
import { toaster } from '@/hooks/toaster';
import { formatNumber } from '@/lib/format';
import { clearRuntimeCaches } from './device';
import { bytes, percent1 } from './format';
import type { PerformanceData } from './usePerformance';

interface CacheCardProps {
  data: PerformanceData;
  onCleared: () => Promise<void>;
}

/** Spec 002 §2.1 Cache Statistics: the result cache, and the service worker's runtime caches. */
export function CacheCard({ data, onCleared }: CacheCardProps) {
  const { cache, runtimeCaches } = data;
  const [clearing, setClearing] = useState(false);

  const clearAll = async () => {
    setClearing(true);
    try {
      const response = await api.post('/api/performance/cache/clear', { pattern: null });
      const names = await clearRuntimeCaches();
      const runtime = names.length > 0 ? `; service worker caches ${names.join(', ')}` : '';
      // Spec 002 §8: 'Cache cleared: ' followed by the message.
      toaster.create({ type: 'success', title: `Cache cleared: ${response.message}${runtime}` });
      await onCleared();
    } catch (error) {
      console.warn('Failed to clear cache:', error);
      toaster.create({ type: 'error', title: 'Failed to clear cache' });
    } finally {
      setClearing(false);
    }
  };

  return (
    <Panel.Root as="section" aria-labelledby="cache-heading">
      <Panel.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md" id="cache-heading">
            Cache Statistics
          </Heading>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => void clearAll()} loading={clearing}>
            Clear All
          </Button>
        </HStack>
      </Panel.Header>
      <Panel.Body>
        {cache && (
          <Stack gap="3" fontSize="sm" data-testid="cache-statistics">
            <HStack gap="6" wrap="wrap">
              <Text>
                Hit rate: <strong>{percent1(cache.hit_rate)}</strong>
              </Text>
              <Text>
                Entries: <strong data-testid="cache-entries">{formatNumber(cache.cache_size)}</strong>
              </Text>
              <Text>
                Hits: <strong>{formatNumber(cache.cache_hits)}</strong>
              </Text>
              <Text>
                Misses: <strong>{formatNumber(cache.cache_misses)}</strong>
              </Text>
              <Text>
                Estimated memory: <strong>{bytes(cache.memory_usage_estimate * 1024)}</strong>
              </Text>
            </HStack>
            <Stack gap="1">
              <Text fontWeight="semibold">Cache age distribution</Text>
              <List.Root variant="plain" gap="0">
                {Object.entries(cache.cache_age_distribution).map(([bucket, count]) => (
                  <List.Item key={bucket}>
                    {bucket}: {formatNumber(count)}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
            <Stack gap="1">
              <Text fontWeight="semibold">Service worker runtime caches</Text>
              {runtimeCaches === null ? (
                <Text color="fg.muted">not available in this browser</Text>
              ) : runtimeCaches.length === 0 ? (
                <Text color="fg.muted">None stored yet (the app itself is precached and never cleared here).</Text>
              ) : (
                <List.Root variant="plain" gap="0">
                  {runtimeCaches.map((entry) => (
                    <List.Item key={entry.name}>
                      {entry.name}: {formatNumber(entry.entries)} {entry.entries === 1 ? 'file' : 'files'}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          </Stack>
        )}
      </Panel.Body>
    </Panel.Root>
  );
}
