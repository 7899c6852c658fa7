import { Button, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Panel } from './Panel';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { barOption, Chart } from '@/components/charts';
import { StatTile } from '@/components/StatTile';
import { TabPage } from '@/components/TabPage';
import { DEFAULT_SUMMARY_HOURS } from '@/contract/settings';
import type { PerformanceTrends } from '@/contract/types/performance';
import { formatNumber } from '@/lib/format';
import { CacheCard } from './CacheCard';
import { millis, percent1, seconds } from './format';
import { assessHealth } from './health';
import { recommend } from './recommendations';
import { RecommendationsCard } from './RecommendationsCard';
import { SummaryCard } from './SummaryCard';
import { SystemHealthCard } from './SystemHealthCard';
import { usePerformance } from './usePerformance';

function TrendsCard({ trends }: { trends: PerformanceTrends }) {
  const option = useMemo(
    () =>
      barOption({
        categories: trends.daily.map((day) => day.date),
        series: [{ name: 'Requests', values: trends.daily.map((day) => day.requests) }],
        valueName: 'Requests',
      }),
    [trends],
  );
  const summary = useMemo(
    () => ({
      columns: ['Day', 'Requests', 'Average response', 'Error rate', 'Cache hit rate'],
      rows: trends.daily.map((day) => [
        day.date,
        day.requests,
        millis(day.avg_response_ms),
        percent1(day.error_rate),
        percent1(day.cache_hit_rate),
      ]),
    }),
    [trends],
  );
  return (
    <Panel.Root as="section" aria-label="Trends">
      <Panel.Body>
        <Chart
          option={option}
          caption={`Requests per day, last ${trends.days} days`}
          summary={summary}
          fileName="topicwise-performance-trends.png"
          height={240}
        />
      </Panel.Body>
    </Panel.Root>
  );
}

/** Spec 002 §2.1: the app's own request log, result cache and the device's figures. */
export default function PerformanceTab() {
  const [hours, setHours] = useState(DEFAULT_SUMMARY_HOURS);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const { data, initialLoading, loading, lastUpdated, refresh, reloadCache } = usePerformance(hours, autoRefresh);
  const health = useMemo(
    () =>
      data.device
        ? assessHealth({
            device: data.device,
            error_rate: data.summary && data.summary.total_requests > 0 ? data.summary.error_rate : null,
            sync_state: data.sync?.state ?? null,
          })
        : null,
    [data.device, data.summary, data.sync],
  );
  const recommendations = useMemo(
    () => recommend({ summary: data.summary, device: data.device, local: data.local }),
    [data.summary, data.device, data.local],
  );
  const { realTime } = data;

  return (
    <TabPage
      title="Performance Dashboard"
      description="Monitor system performance, cache efficiency, and optimization opportunities"
      actions={
        <>
          <Button
            size="sm"
            variant={autoRefresh ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={autoRefresh}
            onClick={() => setAutoRefresh((on) => !on)}
          >
            Auto-refresh: {autoRefresh ? 'On' : 'Off'}
          </Button>
          <Button size="sm" variant="outline" onClick={refresh} disabled={loading}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
        </>
      }
    >
      {lastUpdated && (
        <Text fontSize="sm" color="fg.muted" data-testid="last-updated">
          Last updated: {lastUpdated.toLocaleTimeString()}
        </Text>
      )}
      {initialLoading ? (
        <HStack gap="3" py="10" justify="center" role="status">
          <Spinner size="md" />
          <Text>Loading performance data...</Text>
        </HStack>
      ) : (
        <Stack gap="5">
          <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="3">
            <StatTile
              label="Response Time"
              value={
                <span data-testid="tile-response-time">{seconds(realTime?.performance.avg_response_time_5min)}</span>
              }
              help="average of the last 5 minutes"
            />
            <StatTile
              label="Cache Hit Rate"
              value={percent1(realTime?.cache.hit_rate)}
              help={
                realTime
                  ? `${formatNumber(realTime.cache.total_hits)} hits / ${formatNumber(realTime.cache.total_misses)} misses`
                  : undefined
              }
            />
            <StatTile
              label="Requests/Min"
              value={formatNumber(realTime?.performance.requests_per_minute)}
              help="last minute"
            />
            <StatTile
              label="Total Requests"
              value={
                <span data-testid="tile-requests-today">
                  {formatNumber(realTime?.performance.total_requests_today)}
                </span>
              }
              help="today"
            />
          </Grid>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
            <SystemHealthCard data={data} health={health} onPersisted={refresh} />
            <Stack gap="4">
              <CacheCard data={data} onCleared={reloadCache} />
              <RecommendationsCard recommendations={recommendations} />
            </Stack>
          </Grid>
          <SummaryCard summary={data.summary} hours={hours} onHours={setHours} />
          {data.trends && <TrendsCard trends={data.trends} />}
        </Stack>
      )}
    </TabPage>
  );
}
