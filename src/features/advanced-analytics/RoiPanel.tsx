import { Button, Code, Field, Heading, HStack, Input, List, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '@/api/client';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { StatTile } from '@/components/StatTile';
import {
  ROI_DEFAULTS,
  ROI_STEPS,
  type AnalyticsPeriod,
  type BudgetData,
  type RoiResponse,
  type RoiRow,
} from '@/contract/types/advancedAnalytics';
import { figure, money, NO_DATA, parseBudgetInput, percent } from './model';
import { BasedOn, InsightLists, Message, SimpleTable, useToolRun, type Column } from './parts';

const FIELDS: readonly { key: keyof BudgetData; label: string }[] = [
  { key: 'monthly_budget', label: 'Monthly budget' },
  { key: 'cost_per_click', label: 'Cost per click' },
  { key: 'conversion_rate', label: 'Conversion rate (%)' },
  { key: 'average_order_value', label: 'Average order value' },
];

const ROI_COLUMNS: readonly Column<RoiRow>[] = [
  { header: 'Keyword', cell: (r) => r.keyword },
  {
    header: 'Search volume',
    numeric: true,
    cell: (r) => (
      <HStack as="span" gap="1" justify="end">
        {figure(r.search_volume)}
        {r.volume_estimated && <EstimatedBadge />}
      </HStack>
    ),
  },
  {
    header: 'Position now → target',
    cell: (r) =>
      `${r.current_position === null ? 'not ranking' : figure(r.current_position, 1)} → ${r.target_position}`,
  },
  { header: 'Clicks', cell: (r) => figure(r.clicks), numeric: true },
  {
    header: 'Estimated cost',
    numeric: true,
    cell: (r) => (
      <HStack as="span" gap="1" justify="end">
        {money(r.estimated_cost)}
        {r.cpc_estimated && <EstimatedBadge title="No CPC for this keyword: your cost per click is used" />}
      </HStack>
    ),
  },
  { header: 'Estimated revenue', cell: (r) => money(r.estimated_revenue), numeric: true },
  { header: 'ROI', cell: (r) => percent(r.roi_percentage), numeric: true },
  {
    header: 'Payback month',
    cell: (r) => (r.payback_month === null ? 'not within 24' : r.payback_month),
    numeric: true,
  },
  { header: 'Priority', cell: (r) => r.priority_score, numeric: true },
];

function RoiResult({ data }: { data: RoiResponse }) {
  const s = data.summary;
  return (
    <Stack gap="4" data-testid="roi-result">
      <BasedOn text={data.based_on} source={data.data_source} />
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3">
        <StatTile label="Keywords" value={figure(s.keywords)} />
        <StatTile label="Clicks / month at target" value={figure(s.monthly_clicks)} />
        <StatTile label="Ad cost of those clicks" value={money(s.monthly_cost)} />
        <StatTile label="Revenue / month" value={money(s.monthly_revenue)} />
        <StatTile label="ROI" value={percent(s.roi_percentage)} />
        <StatTile label="Payback month" value={s.payback_month === null ? 'not within 24' : String(s.payback_month)} />
      </SimpleGrid>
      <Heading as="h4" size="sm">
        Top {data.keywords.length} keywords by priority
      </Heading>
      <SimpleTable
        label="ROI per keyword"
        columns={ROI_COLUMNS}
        rows={data.keywords}
        rowKey={(r, i) => `${i}-${r.keyword}`}
      />
      <InsightLists insights={data.insights} recommendations={data.recommendations} />
      <Stack gap="1" as="section" aria-label="Formulas">
        <Heading as="h4" size="sm">
          Formulas
        </Heading>
        <List.Root ps="5" gap="1" fontSize="sm">
          {data.formulas.map((f) => (
            <List.Item key={f}>
              <Code whiteSpace="normal" variant="plain" p="0">
                {f}
              </Code>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}

export function RoiPanel({ period, hasResult }: { period: AnalyticsPeriod; hasResult: boolean }) {
  const [text, setText] = useState<Record<keyof BudgetData, string>>({
    monthly_budget: String(ROI_DEFAULTS.monthly_budget),
    cost_per_click: String(ROI_DEFAULTS.cost_per_click),
    conversion_rate: String(ROI_DEFAULTS.conversion_rate),
    average_order_value: String(ROI_DEFAULTS.average_order_value),
  });
  const { state, run, running } = useToolRun<RoiResponse>();
  const parsed = Object.fromEntries(FIELDS.map(({ key }) => [key, parseBudgetInput(text[key])])) as Record<
    keyof BudgetData,
    ReturnType<typeof parseBudgetInput>
  >;
  const calculate = () => {
    const budget_data = Object.fromEntries(FIELDS.map(({ key }) => [key, parsed[key].value])) as unknown as BudgetData;
    void run(() => api.post('/api/advanced-analytics/roi', { analysis_type: 'roi', period, budget_data }));
  };
  return (
    <Stack gap="4">
      {!hasResult && <Message title={NO_DATA.title} description={NO_DATA.description} status="warning" />}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {FIELDS.map(({ key, label }) => (
          <Field.Root key={key} invalid={parsed[key].note !== null}>
            <Field.Label>{label}</Field.Label>
            <Input
              type="number"
              step={ROI_STEPS[key]}
              value={text[key]}
              onChange={(e) => setText((previous) => ({ ...previous, [key]: e.target.value }))}
            />
            {parsed[key].note && <Field.ErrorText>{parsed[key].note}</Field.ErrorText>}
          </Field.Root>
        ))}
      </SimpleGrid>
      <Button
        alignSelf="start"
        colorPalette="brand"
        onClick={calculate}
        loading={running}
        disabled={running || !hasResult}
      >
        Calculate ROI
      </Button>
      {state.status === 'error' && <Message title="Check the figures" description={state.message} status="error" />}
      {state.status === 'ready' && <RoiResult data={state.data} />}
    </Stack>
  );
}
