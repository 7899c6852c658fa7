import { Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { TabPage } from '@/components/TabPage';
import { ToggleButtons } from '@/components/ToggleButtons';
import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@/contract/types/advancedAnalytics';
import { useCurrentResult } from '@/hooks/useCurrentResult';
import { CompetitivePanel } from './CompetitivePanel';
import { DashboardPanel } from './DashboardPanel';
import { KpiCards } from './KpiCards';
import { PERIOD_OPTIONS, TOOLS, type AnalyticsTool } from './model';
import { PerformancePanel } from './PerformancePanel';
import { PredictivePanel } from './PredictivePanel';
import { RoiPanel } from './RoiPanel';

type PanelProps = { period: AnalyticsPeriod; hasResult: boolean };

const PANELS: Record<AnalyticsTool, (props: PanelProps) => ReactNode> = {
  performance: PerformancePanel,
  competitive: CompetitivePanel,
  predictive: PredictivePanel,
  roi: RoiPanel,
  dashboard: DashboardPanel,
};

/** Spec 002 §2.4: period, KPI cards and five tools over the user's own data. */
export default function AdvancedAnalyticsTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [tool, setTool] = useState<AnalyticsTool>('performance');
  const { state } = useCurrentResult();
  const hasResult = state.status === 'ready' && state.data !== null && state.data.clusters.length > 0;
  const Panel = PANELS[tool];
  return (
    <TabPage
      title="Advanced Analytics"
      description="KPIs, cluster performance, competitors from ranking exports, backtested forecasts with an 80 % band, traffic scenarios and ROI, all from your own data; what is estimated says so."
    >
      <Stack gap="5">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="semibold">Period</Text>
          <ToggleButtons options={PERIOD_OPTIONS} value={period} onChange={setPeriod} label="Period" />
        </HStack>
        <KpiCards period={period} />
        <Separator />
        <ToggleButtons options={TOOLS} value={tool} onChange={setTool} label="Analytics tool" />
        <Stack as="section" gap="4" aria-labelledby="analytics-tool-heading">
          <Heading as="h3" size="lg" id="analytics-tool-heading">
            {TOOLS.find((t) => t.value === tool)?.label} analysis
          </Heading>
          <Panel key={tool} period={period} hasResult={hasResult} />
        </Stack>
      </Stack>
    </TabPage>
  );
}
