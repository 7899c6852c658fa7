/** Pieces every tool panel shares: a run with its loading flag, the "based on" line, insights, a table. */
import { Alert, Badge, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { AnalyticsDataSource } from '@/contract/types/advancedAnalytics';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { notifyError, type ErrorToastDefaults } from '@/hooks/notify';
import { ANALYTICS_ERROR, DATA_SOURCE_LABELS } from './model';

export type ToolState<T> =
  { status: 'idle' } | { status: 'running' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/** Spec 002 §4: a loading flag disables the tool's action buttons while a call runs. */
export function useToolRun<T>(toast: ErrorToastDefaults = ANALYTICS_ERROR) {
  const [state, setState] = useState<ToolState<T>>({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback(
    async (call: () => Promise<T>) => {
      const ticket = ++latest.current;
      setState({ status: 'running' });
      try {
        const data = await call();
        if (ticket === latest.current) setState({ status: 'ready', data });
      } catch (error) {
        if (ticket !== latest.current) return;
        const detail = (error as { detail?: unknown } | null)?.detail;
        setState({
          status: 'error',
          message: typeof detail === 'string' ? detail : (toast.description ?? toast.title),
        });
        notifyError(error, toast);
      }
    },
    [toast],
  );
  return { state, run, running: state.status === 'running' };
}

export function Message({
  title,
  description,
  status = 'info',
}: {
  title: string;
  description: ReactNode;
  status?: 'info' | 'warning' | 'error';
}) {
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Issue 26: every tool says in one sentence what its figures are based on; estimates carry the badge. */
export function BasedOn({ text, source }: { text: string; source: AnalyticsDataSource }) {
  return (
    <HStack gap="2" wrap="wrap" align="start" data-testid="based-on">
      <Badge size="sm" variant="subtle" colorPalette={source === 'imported' ? 'green' : 'gray'}>
        {DATA_SOURCE_LABELS[source]}
      </Badge>
      {(source === 'estimated' || source === 'mixed') && (
        <EstimatedBadge title="Some figures are deterministic estimates or the spec's defaults (competition Medium, CPC 3, difficulty 50, opportunity 50, volume 0)" />
      )}
      <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
        Based on: {text}
      </Text>
    </HStack>
  );
}

export function InsightLists({
  insights,
  recommendations,
}: {
  insights: readonly string[];
  recommendations: readonly string[];
}) {
  if (insights.length === 0 && recommendations.length === 0) return null;
  return (
    <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
      {insights.length > 0 && (
        <Stack flex="1" gap="1">
          <Text fontWeight="semibold">Insights</Text>
          <List.Root ps="5" gap="1">
            {insights.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      {recommendations.length > 0 && (
        <Stack flex="1" gap="1">
          <Text fontWeight="semibold">Recommendations</Text>
          <List.Root ps="5" gap="1">
            {recommendations.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

export function SimpleTable<R>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} textAlign={c.numeric ? 'end' : 'start'}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            <Table.Row key={rowKey(row, i)}>
              {columns.map((c) => (
                <Table.Cell key={c.header} textAlign={c.numeric ? 'end' : 'start'} wordBreak="break-word">
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
