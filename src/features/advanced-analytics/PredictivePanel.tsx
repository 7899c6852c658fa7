import { Badge, Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '@/api/client';
import { Chart } from '@/components/charts';
import type {
  AnalyticsPeriod,
  ModelPerformance,
  PredictiveResponse,
  Scenario,
} from '@/contract/types/advancedAnalytics';
import { forecastOption, forecastSummary, scenarioOption, scenarioSummary } from './charts';
import { figure, percent } from './model';
import { BasedOn, InsightLists, SimpleTable, useToolRun, type Column } from './parts';

const RISK_COLOUR = { low: 'green', medium: 'orange', high: 'red' } as const;

const SCENARIO_COLUMNS: readonly Column<Scenario>[] = [
  { header: 'Scenario', cell: (s) => s.name },
  { header: 'Target position', cell: (s) => s.target_position, numeric: true },
  { header: 'Months to target', cell: (s) => figure(s.months_to_target, 1), numeric: true },
  {
    header: 'Risk',
    cell: (s) => (
      <Badge size="sm" colorPalette={RISK_COLOUR[s.risk_level]}>
        {s.risk_level}
      </Badge>
    ),
  },
  { header: 'Growth', cell: (s) => (s.growth_rate === null ? 'from 0 clicks' : percent(s.growth_rate)), numeric: true },
  { header: 'Probability', cell: (s) => percent(s.probability, 0), numeric: true },
  { header: 'Clicks now', cell: (s) => figure(s.current_clicks), numeric: true },
  {
    header: 'Clicks at horizon',
    cell: (s) => figure(s.projected_volume[s.projected_volume.length - 1]?.clicks ?? null),
    numeric: true,
  },
];

function Accuracy({ m }: { m: ModelPerformance }) {
  const rows = [
    { model: `${m.model_label} (used)`, mae: m.mae, mase: m.mase, smape: m.smape },
    ...(m.model_type === 'seasonal_naive'
      ? []
      : [
          {
            model: 'Seasonal naive (benchmark)',
            mae: m.benchmark_mae,
            mase: m.benchmark_mase,
            smape: m.benchmark_smape,
          },
        ]),
  ];
  return (
    <Stack gap="2" data-testid="model-performance">
      <Heading as="h4" size="sm">
        Model performance
      </Heading>
      <Text fontSize="sm">
        Model: {m.model_label}. Accuracy score:{' '}
        {m.accuracy_score === null ? 'not claimed' : `${figure(m.accuracy_score, 1)} (100 − sMAPE)`}. R²:{' '}
        {m.r_squared === null ? 'not meaningful here' : figure(m.r_squared, 2)}.
      </Text>
      {m.coverage ? (
        <Text fontSize="sm" data-testid="band-coverage">
          80 % interval from the backtest's errors: actual inside the band {m.coverage.inside} of {m.coverage.total}{' '}
          times.
        </Text>
      ) : (
        <Text fontSize="sm">No interval coverage measured yet (it needs a longer backtest).</Text>
      )}
      {m.backtest_origins > 0 && (
        <SimpleTable
          label={`Rolling-origin backtest over ${m.backtest_origins} origins`}
          columns={[
            { header: `Backtest, ${m.backtest_origins} origins`, cell: (r) => r.model },
            { header: 'MAE', cell: (r) => figure(r.mae, 1), numeric: true },
            { header: 'MASE', cell: (r) => figure(r.mase, 2), numeric: true },
            { header: 'sMAPE', cell: (r) => percent(r.smape), numeric: true },
          ]}
          rows={rows}
          rowKey={(r) => r.model}
        />
      )}
      {m.notes.map((note) => (
        <Text key={note} fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ))}
    </Stack>
  );
}

function PredictiveResult({ data }: { data: PredictiveResponse }) {
  return (
    <Stack gap="4" data-testid="predictive-result">
      <BasedOn text={data.based_on} source={data.data_source} />
      {data.period !== data.period_used && (
        <Text fontSize="sm">The 7-day period is too short for monthly data: the 30-day period is used.</Text>
      )}
      {data.series ? (
        <Chart
          option={forecastOption(data)}
          caption={`${data.series.label}: history, ${data.horizon_months}-month forecast with its 80 % band, and the one-month-ahead backtest`}
          summary={forecastSummary(data)}
          fileName="forecast"
          height={320}
        />
      ) : (
        <Text>No monthly history to forecast yet.</Text>
      )}
      {data.model_performance && <Accuracy m={data.model_performance} />}
      <Heading as="h4" size="sm">
        Scenarios
      </Heading>
      <Text fontSize="sm">
        Clicks = volume × CTR(position) × seasonality, CTR from {data.ctr_curve.name}. Keywords climb about a month per
        10 positions outside the top 10 and a month per position inside (SEOmonitor's rule), slower above difficulty 50.
      </Text>
      {data.scenarios.some((s) => s.projected_volume.some((m) => m.clicks > 0)) && (
        <Chart
          option={scenarioOption(data.scenarios)}
          caption="Projected clicks per month for each scenario, with the forecast's band"
          summary={scenarioSummary(data.scenarios)}
          fileName="scenarios"
        />
      )}
      <SimpleTable label="Scenarios" columns={SCENARIO_COLUMNS} rows={data.scenarios} rowKey={(s) => s.name} />
      <Text fontSize="xs" color="fg.muted">
        {data.scenarios[0]?.rule}
      </Text>
      <InsightLists insights={data.insights} recommendations={data.recommendations} />
    </Stack>
  );
}

export function PredictivePanel({ period }: { period: AnalyticsPeriod }) {
  const [series, setSeries] = useState<string>('');
  const { state, run, running } = useToolRun<PredictiveResponse>();
  const forecast = (seriesId: string) =>
    void run(() =>
      api.post('/api/advanced-analytics/predictive', {
        analysis_type: 'predictive',
        period,
        data_source: 'historical',
        ...(seriesId ? { series_id: seriesId } : {}),
      }),
    );
  const options = state.status === 'ready' ? state.data.series_options : [];
  return (
    <Stack gap="4">
      <Text fontSize="sm">
        Forecasts a monthly series you have (Keyword Planner monthly searches, Search Console dates, the clustering
        history), backtested against the seasonal-naive benchmark.
      </Text>
      <HStack gap="3" wrap="wrap" align="end">
        {options.length > 1 && (
          <Field.Root width="auto" minW="16rem">
            <Field.Label>Series</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={series || (state.status === 'ready' ? (state.data.series?.id ?? '') : '')}
                onChange={(e) => {
                  setSeries(e.target.value);
                  forecast(e.target.value);
                }}
              >
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label} ({o.months} months)
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Button colorPalette="brand" onClick={() => forecast(series)} loading={running} disabled={running}>
          Run forecast
        </Button>
      </HStack>
      {state.status === 'ready' && <PredictiveResult data={state.data} />}
    </Stack>
  );
}
