import { Badge, Button, Card, Heading, HStack, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { StatTile } from '@/components/StatTile';
import type { ExecutiveDashboard } from '@/contract/types/enterprise';
import { notifyError } from '@/hooks/notify';
import { useRemote } from '@/hooks/useRemote';
import { ViewFrame } from './LoadState';
import { offerFile } from './offerFile';
import { bytes, count, dateOnly, dateTime, ENTERPRISE_ERROR, money, type WorkspaceViewProps } from './model';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="2">{children}</Card.Body>
    </Card.Root>
  );
}

/** Spec 001 §2.8 Executive dashboard: overview, top clusters, money, achievements and health. */
export function DashboardView({ workspaceId: id }: WorkspaceViewProps) {
  const load = useCallback((): Promise<ExecutiveDashboard> => api.get(`/api/enterprise/dashboard/${id}`), [id]);
  const { state, retry, refresh } = useRemote(load, { errorToast: ENTERPRISE_ERROR, refreshOnPull: true });
  const [exporting, setExporting] = useState(false);
  const exportPdf = () => {
    setExporting(true);
    api
      .post(`/api/enterprise/dashboard/${id}/pdf`)
      .then(offerFile, (error: unknown) => notifyError(error, { title: 'Export failed' }))
      .finally(() => setExporting(false));
  };
  return (
    <ViewFrame state={state} retry={retry} refresh={refresh} loadLabel="Load dashboard">
      {(data) => {
        const overview = data.workspace_overview;
        const money$ = data.financial_summary;
        const health = data.system_health;
        return (
          <Stack gap="5">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontSize="sm" color="fg.muted">
                {data.result_name ? `Latest result: ${data.result_name}` : 'No clustering result yet.'}
              </Text>
              <Button size="sm" colorPalette="brand" onClick={exportPdf} loading={exporting} loadingText="Exporting…">
                Export PDF
              </Button>
            </HStack>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <StatTile label="Keywords" value={count(overview.total_keywords)} />
              <StatTile label="Projects" value={count(overview.active_projects)} />
              <StatTile label="Team members" value={count(overview.team_members)} />
              <StatTile label="Reports this month" value={count(overview.reports_this_month)} />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
              <Panel title="Top clusters by opportunity">
                {data.performance_summary.top_performing_clusters.length === 0 ? (
                  <Text>Run Keyword Clustering to see your top clusters.</Text>
                ) : (
                  <Table.Root size="sm" data-testid="top-clusters">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Cluster</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Keywords</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Opportunity</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {data.performance_summary.top_performing_clusters.map((cluster) => (
                        <Table.Row key={cluster.name}>
                          <Table.Cell wordBreak="break-word">{cluster.name}</Table.Cell>
                          <Table.Cell textAlign="end">{count(cluster.keywords)}</Table.Cell>
                          <Table.Cell textAlign="end">{cluster.performance}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Panel>
              <Panel title="Financial summary">
                <Text>
                  Plan: {money$.current_plan}, {money(money$.monthly_spend)} per month (list price; not billed on this
                  device)
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Text>
                    Value of your clicks as ads:{' '}
                    {money$.traffic_value === null ? 'not known' : `${money(money$.traffic_value)} per month`}
                  </Text>
                  {money$.traffic_value_source === 'estimated' && <EstimatedBadge title={money$.traffic_value_note} />}
                  {money$.traffic_value_source === 'search_console' && (
                    <Badge colorPalette="green">Search Console</Badge>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {money$.traffic_value_note}
                </Text>
                <Text fontSize="sm">Next billing date (list price): {dateOnly(money$.next_billing_date)}</Text>
              </Panel>
              <Panel title="Recent achievements">
                {data.performance_summary.recent_achievements.length === 0 ? (
                  <Text>Nothing yet: cluster keywords, analyse competitors or generate a report.</Text>
                ) : (
                  <List.Root ps="4" gap="1">
                    {data.performance_summary.recent_achievements.map((item) => (
                      <List.Item key={`${item.at}-${item.text}`} wordBreak="break-word">
                        {item.text}{' '}
                        <Text as="span" color="fg.muted">
                          ({dateTime(item.at)})
                        </Text>
                      </List.Item>
                    ))}
                  </List.Root>
                )}
              </Panel>
              <Panel title="System health">
                <Text>
                  Last sync: {health.last_sync ? dateTime(health.last_sync) : 'never (not connected to a sync server)'}
                </Text>
                <Text>
                  Storage used:{' '}
                  {health.storage_used === null
                    ? 'not reported by this browser'
                    : `${bytes(health.storage_used)}${health.storage_quota ? ` of ${bytes(health.storage_quota)} available` : ''}`}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {health.note}
                </Text>
              </Panel>
            </SimpleGrid>
          </Stack>
        );
      }}
    </ViewFrame>
  );
}
