import { Button, Field, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '@/api/client';
import { barOption, Chart } from '@/components/charts';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { StatTile } from '@/components/StatTile';
import type {
  AnalyticsPeriod,
  ClusterChange,
  GroupPerformance,
  PerformanceResponse,
} from '@/contract/types/advancedAnalytics';
import { figure, NO_DATA, percent } from './model';
import { BasedOn, InsightLists, Message, SimpleTable, useToolRun, type Column } from './parts';

const GROUP_COLUMNS: readonly Column<GroupPerformance>[] = [
  { header: 'Name', cell: (g) => g.name },
  { header: 'Keywords', cell: (g) => figure(g.keyword_count), numeric: true },
  {
    header: 'Volume',
    numeric: true,
    cell: (g) => (
      <HStack as="span" gap="1" justify="end">
        {figure(g.volume)}
        {g.volume_estimated && <EstimatedBadge />}
      </HStack>
    ),
  },
  { header: 'Clicks', cell: (g) => figure(g.clicks), numeric: true },
  { header: 'Impressions', cell: (g) => figure(g.impressions), numeric: true },
  { header: 'Avg position', cell: (g) => figure(g.avg_position, 1), numeric: true },
  {
    header: 'Intent share',
    cell: (g) => g.intent_share.map((i) => `${i.intent} ${percent(i.share, 0)}`).join(', ') || '–',
  },
];

const CHANGE_COLUMNS: readonly Column<ClusterChange>[] = [
  { header: 'Cluster', cell: (c) => c.name },
  { header: 'Volume before', cell: (c) => figure(c.volume_before), numeric: true },
  { header: 'Volume now', cell: (c) => figure(c.volume_now), numeric: true },
  { header: 'Keywords', cell: (c) => `${c.keywords_before} → ${c.keywords_now}`, numeric: true },
  { header: 'Change', cell: (c) => percent(c.change_percentage), numeric: true },
];

const TOP_GROUPS = 20;

function PerformanceResult({ data }: { data: PerformanceResponse }) {
  const clusters = [...data.clusters].sort((a, b) => b.volume - a.volume);
  const top = clusters.slice(0, 10);
  return (
    <Stack gap="4" data-testid="performance-result">
      <BasedOn text={data.based_on} source={data.data_source} />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatTile label="Keywords" value={figure(data.total_keywords)} />
        <StatTile label="Clusters" value={figure(data.clusters.length)} />
        <StatTile label="Search volume / month" value={figure(data.total_volume)} />
        <StatTile label="Gaining / losing" value={`${data.gaining.length} / ${data.losing.length}`} />
      </SimpleGrid>
      {top.length > 1 && (
        <Chart
          option={barOption({
            categories: top.map((c) => c.name),
            series: [{ name: 'Volume', values: top.map((c) => c.volume) }],
            horizontal: true,
            valueName: 'Search volume',
          })}
          caption="Search volume of the 10 largest clusters"
          summary={{ columns: ['Cluster', 'Volume'], rows: top.map((c) => [c.name, c.volume]) }}
          fileName="cluster-volume"
        />
      )}
      <InsightLists insights={data.insights} recommendations={data.recommendations} />
      <Heading as="h4" size="sm">
        Clusters{clusters.length > TOP_GROUPS ? ` (the ${TOP_GROUPS} largest of ${clusters.length})` : ''}
      </Heading>
      <SimpleTable
        label="Cluster performance"
        columns={GROUP_COLUMNS}
        rows={clusters.slice(0, TOP_GROUPS)}
        rowKey={(g) => g.id}
      />
      {data.topics.length > 0 && (
        <>
          <Heading as="h4" size="sm">
            Topics
          </Heading>
          <SimpleTable
            label="Topic performance"
            columns={GROUP_COLUMNS}
            rows={[...data.topics].sort((a, b) => b.volume - a.volume).slice(0, TOP_GROUPS)}
            rowKey={(g) => g.id}
          />
        </>
      )}
      <Heading as="h4" size="sm">
        Gaining and losing
      </Heading>
      {data.compared_with ? (
        <>
          <Text fontSize="sm">
            Against the run '{data.compared_with.name}' of {data.compared_with.created_at.slice(0, 10)}.
          </Text>
          {data.gaining.length > 0 && (
            <SimpleTable
              label="Clusters gaining"
              columns={CHANGE_COLUMNS}
              rows={data.gaining}
              rowKey={(c, i) => `${c.name}-${i}`}
            />
          )}
          {data.losing.length > 0 && (
            <SimpleTable
              label="Clusters losing"
              columns={CHANGE_COLUMNS}
              rows={data.losing}
              rowKey={(c, i) => `${c.name}-${i}`}
            />
          )}
          {data.gaining.length + data.losing.length === 0 && (
            <Text fontSize="sm">No cluster changed between the two runs.</Text>
          )}
        </>
      ) : (
        <Text fontSize="sm">Only one clustering run: changes show after the next run.</Text>
      )}
    </Stack>
  );
}

export function PerformancePanel({ period, hasResult }: { period: AnalyticsPeriod; hasResult: boolean }) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const { state, run, running } = useToolRun<PerformanceResponse>();
  const start = () => {
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    if (!hasResult && lines.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    void run(() =>
      api.post('/api/advanced-analytics/performance', {
        analysis_type: 'performance',
        data_source: hasResult ? 'clustering_result' : 'keywords',
        period,
        keywords_data: lines,
      }),
    );
  };
  return (
    <Stack gap="4">
      <Text fontSize="sm">
        {hasResult
          ? 'Uses the current clustering result; the earlier run in the history shows which clusters gain or lose.'
          : 'No clustering result: type keywords, one per line, to analyse them with estimated figures.'}
      </Text>
      {!hasResult && (
        <Field.Root>
          <Field.Label>Keywords (one per line)</Field.Label>
          <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={5} />
        </Field.Root>
      )}
      <Button alignSelf="start" colorPalette="brand" onClick={start} loading={running} disabled={running}>
        Run performance analysis
      </Button>
      {missing && <Message title={NO_DATA.title} description={NO_DATA.description} status="warning" />}
      {state.status === 'ready' && <PerformanceResult data={state.data} />}
    </Stack>
  );
}
