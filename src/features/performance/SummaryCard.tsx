import { Heading, HStack, List, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Panel } from './Panel';
import { SUMMARY_PERIODS } from '@/contract/settings';
import type { PerformanceSummary } from '@/contract/types/performance';
import { formatNumber } from '@/lib/format';
import { millis, percent1, seconds } from './format';

interface SummaryCardProps {
  summary: PerformanceSummary | null;
  hours: number;
  onHours: (hours: number) => void;
}

/** Spec 002 §2.1 Performance Summary, with p50/p95 per route (as Sentry and Grafana show them). */
export function SummaryCard({ summary, hours, onHours }: SummaryCardProps) {
  return (
    <Panel.Root as="section" aria-labelledby="summary-heading">
      <Panel.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="md" id="summary-heading">
            Performance Summary
          </Heading>
          <NativeSelect.Root size="sm" w="44">
            <NativeSelect.Field
              aria-label="Summary period"
              value={hours}
              onChange={(event) => onHours(Number(event.currentTarget.value))}
            >
              {SUMMARY_PERIODS.map((period) => (
                <option key={period.hours} value={period.hours}>
                  {period.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Panel.Header>
      <Panel.Body>
        {summary && (
          <Stack gap="4" data-testid="performance-summary">
            <HStack gap="6" wrap="wrap" fontSize="sm">
              <Text>
                Total requests: <strong data-testid="summary-total">{formatNumber(summary.total_requests)}</strong>
              </Text>
              <Text>
                Average response time: <strong>{seconds(summary.avg_response_time)}</strong>
              </Text>
              <Text>
                Error rate: <strong>{percent1(summary.error_rate)}</strong>
              </Text>
              <Text>
                Cache hit rate: <strong>{percent1(summary.cache_hit_rate)}</strong>
              </Text>
            </HStack>
            {summary.source === 'log+rollups' && (
              <Text fontSize="xs" color="fg.muted">
                Hours the request log no longer holds come from hourly roll-ups; their percentiles are read from
                duration buckets (approximate).
              </Text>
            )}
            <Stack gap="1">
              <Text fontWeight="semibold" fontSize="sm">
                Slowest endpoints
              </Text>
              {summary.slow_endpoints.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  No requests in this period.
                </Text>
              ) : (
                <List.Root as="ol" fontSize="sm" ps="5">
                  {summary.slow_endpoints.map((endpoint) => (
                    <List.Item key={endpoint.endpoint}>
                      {endpoint.endpoint}: {seconds(endpoint.avg_time)}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
            {summary.routes.length > 0 && (
              <Table.ScrollArea
                tabIndex={0}
                role="region"
                aria-label="Per-route figures"
                borderWidth="1px"
                borderRadius="l2"
                maxH="80"
              >
                <Table.Root size="sm" stickyHeader>
                  <Table.Caption captionSide="top" textAlign="start" px="2">
                    Per route, most requested first
                  </Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Route</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Average</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">p50</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">p95</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Errors</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Cache hits</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {summary.routes.map((route) => (
                      <Table.Row key={route.route}>
                        <Table.Cell wordBreak="break-all">{route.route}</Table.Cell>
                        <Table.Cell textAlign="end">{formatNumber(route.count)}</Table.Cell>
                        <Table.Cell textAlign="end">{millis(route.avg_ms)}</Table.Cell>
                        <Table.Cell textAlign="end">{millis(route.p50_ms)}</Table.Cell>
                        <Table.Cell textAlign="end">{millis(route.p95_ms)}</Table.Cell>
                        <Table.Cell textAlign="end">{percent1(route.error_rate)}</Table.Cell>
                        <Table.Cell textAlign="end">{percent1(route.cache_hit_rate)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
        )}
      </Panel.Body>
    </Panel.Root>
  );
}
