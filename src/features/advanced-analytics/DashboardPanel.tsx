import { Badge, Button, Card, Checkbox, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { api } from '@/api/client';
import { Chart } from '@/components/charts';
import {
  DASHBOARD_METRICS,
  type AnalyticsPeriod,
  type DashboardMetric,
  type DashboardResponse,
  type DashboardWidget,
} from '@/contract/types/advancedAnalytics';
import { notifyError } from '@/hooks/notify';
import { saveFile } from '@/lib/download';
import { widgetOption } from './charts';
import { DASHBOARD_ERROR } from './model';
import { BasedOn, InsightLists, useToolRun } from './parts';

const SPAN = { small: 1, medium: 1, large: 2 } as const;
const EXPORT_ERROR = { title: 'Export Failed', description: 'The dashboard could not be exported.' };

function Widget({ w }: { w: DashboardWidget }) {
  return (
    <Card.Root gridColumn={{ base: 'span 1', lg: `span ${SPAN[w.size]}` }} data-testid="dashboard-widget">
      <Card.Header pb="0">
        <Heading as="h4" size="sm">
          {w.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Badge size="sm">{w.type}</Badge>
          <Badge size="sm" variant="outline">
            {w.size}
          </Badge>
          <Badge size="sm" colorPalette={w.confidence_score >= 60 ? 'green' : 'orange'}>
            Confidence {w.confidence_score}/100
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <Stack as="dl" gap="1" fontSize="sm">
          {w.figures.map((f) => (
            <HStack key={f.label} justify="space-between" gap="3">
              <Text as="dt" color="fg.muted">
                {f.label}
              </Text>
              <Text as="dd" fontWeight="semibold" textAlign="end">
                {f.value}
              </Text>
            </HStack>
          ))}
        </Stack>
        {w.chart && w.chart.values.length > 1 && (
          <Chart
            option={widgetOption(w.chart.labels, w.chart.values, w.metric === 'trends')}
            caption={w.title}
            summary={{ columns: ['Label', 'Value'], rows: w.chart.labels.map((l, i) => [l, w.chart?.values[i] ?? 0]) }}
            fileName={`dashboard-${w.id}`}
            height={200}
          />
        )}
        <InsightLists insights={w.insights} recommendations={w.recommendations} />
      </Card.Body>
    </Card.Root>
  );
}

export function DashboardPanel({ period }: { period: AnalyticsPeriod }) {
  const [metrics, setMetrics] = useState<DashboardMetric[]>([...DASHBOARD_METRICS]);
  const [exporting, setExporting] = useState<'png' | 'pdf' | null>(null);
  const { state, run, running } = useToolRun<DashboardResponse>(DASHBOARD_ERROR);
  const generate = () =>
    void run(() =>
      api.post('/api/advanced-analytics/custom-dashboard', { dashboard_type: 'executive', metrics, period }),
    );
  const exportAs = async (format: 'png' | 'pdf', d: DashboardResponse) => {
    setExporting(format);
    try {
      const name = `executive-dashboard-${d.period}-${d.generated_at.slice(0, 10)}`;
      if (format === 'png') {
        const { dashboardPng } = await import('./dashboardImage');
        saveFile(`${name}.png`, await dashboardPng(d), 'image/png');
      } else {
        const { dashboardPdf } = await import('./dashboardPdf');
        saveFile(`${name}.pdf`, await dashboardPdf(d), 'application/pdf');
      }
    } catch (error) {
      notifyError(error, EXPORT_ERROR);
    } finally {
      setExporting(null);
    }
  };
  const toggle = (metric: DashboardMetric, on: boolean) =>
    setMetrics((previous) =>
      on ? DASHBOARD_METRICS.filter((m) => m === metric || previous.includes(m)) : previous.filter((m) => m !== metric),
    );
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" role="group" aria-label="Dashboard metrics">
        {DASHBOARD_METRICS.map((metric) => (
          <Checkbox.Root
            key={metric}
            checked={metrics.includes(metric)}
            onCheckedChange={(e) => toggle(metric, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{metric}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      <Button
        alignSelf="start"
        colorPalette="brand"
        onClick={generate}
        loading={running}
        disabled={running || metrics.length === 0}
      >
        Generate executive dashboard
      </Button>
      {metrics.length === 0 && <Text fontSize="sm">Choose at least one metric.</Text>}
      {state.status === 'ready' && (
        <Stack gap="4" data-testid="dashboard-result">
          <BasedOn text={state.data.based_on} source={state.data.data_source} />
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void exportAs('png', state.data)}
              loading={exporting === 'png'}
              disabled={exporting !== null}
            >
              <Download aria-hidden /> Export PNG
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void exportAs('pdf', state.data)}
              loading={exporting === 'pdf'}
              disabled={exporting !== null}
            >
              <Download aria-hidden /> Export PDF
            </Button>
          </HStack>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" as="dl" fontSize="sm" data-testid="summary-stats">
            {[
              ['Widgets', String(state.data.summary_stats.total_widgets)],
              ['Refresh', state.data.summary_stats.refresh_rate],
              ['Export formats', state.data.summary_stats.export_formats.join(', ').toUpperCase()],
              ['Sharing', state.data.summary_stats.sharing_enabled ? 'On' : 'Off (offline app: export instead)'],
              ['Data freshness', state.data.summary_stats.data_freshness],
            ].map(([label, value]) => (
              <Stack key={label} gap="0">
                <Text as="dt" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd">{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text fontSize="sm">
            {state.data.widgets_count} widgets for {state.data.period}, generated{' '}
            {state.data.generated_at.slice(0, 16).replace('T', ' ')} UTC.
          </Text>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {state.data.widgets.map((w) => (
              <Widget key={w.id} w={w} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
