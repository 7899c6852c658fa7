import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowDownRight, ArrowRight, ArrowUpRight, RefreshCw } from 'lucide-react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import type { AnalyticsPeriod, Kpi } from '@/contract/types/advancedAnalytics';
import { useRemote } from '@/hooks/useRemote';
import { figure, percent } from './model';

const TREND_ICON = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

function KpiCard({ kpi }: { kpi: Kpi }) {
  const Icon = kpi.trend ? TREND_ICON[kpi.trend] : null;
  return (
    <Stack as="li" borderWidth="1px" borderRadius="l2" p="3" gap="1" minW="0" listStyleType="none">
      <Text fontSize="sm" color="fg.muted">
        {kpi.metric_name}
      </Text>
      {kpi.current_value === null ? (
        <Text fontSize="sm">{kpi.no_data}</Text>
      ) : (
        <>
          <HStack gap="2" align="baseline" wrap="wrap">
            <Text fontSize="xl" fontWeight="semibold">
              {figure(kpi.current_value, kpi.unit === '%' || kpi.unit === 'position' ? 1 : 0)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {kpi.unit}
            </Text>
          </HStack>
          <HStack gap="1" fontSize="sm">
            {Icon && <Icon size={14} aria-hidden />}
            <Text>
              {kpi.trend ? `Trend ${kpi.trend}` : 'No trend'}
              {kpi.change_percentage !== null
                ? `, ${kpi.change_percentage > 0 ? '+' : ''}${percent(kpi.change_percentage)} vs previous period`
                : ', no previous period to compare'}
            </Text>
          </HStack>
        </>
      )}
      <Text fontSize="xs" color="fg.muted">
        {kpi.source}
      </Text>
    </Stack>
  );
}

/** Spec 002 §2.4: KPI cards with a refresh; a KPI without data says so instead of 0. */
export function KpiCards({ period }: { period: AnalyticsPeriod }) {
  const load = useCallback(() => api.get(`/api/advanced-analytics/kpis?period=${period}`), [period]);
  const { state, refresh, retry } = useRemote(load, { refreshOnPull: true });
  return (
    <Stack as="section" gap="3" aria-labelledby="kpi-heading">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md" id="kpi-heading">
          Key figures
        </Heading>
        <Button
          size="sm"
          variant="outline"
          onClick={state.status === 'error' ? retry : refresh}
          loading={state.status === 'loading'}
        >
          <RefreshCw aria-hidden /> Refresh KPIs
        </Button>
      </HStack>
      {state.status === 'ready' && (
        <>
          <Text fontSize="sm" color="fg.muted">
            Based on {state.data.based_on}
          </Text>
          <SimpleGrid
            as="ul"
            columns={{ base: 2, lg: 5 }}
            gap={{ base: '2', md: '3' }}
            aria-label="KPI cards"
            p="0"
            m="0"
          >
            {state.data.kpis.map((kpi) => (
              <KpiCard key={kpi.metric_name} kpi={kpi} />
            ))}
          </SimpleGrid>
        </>
      )}
      {state.status === 'error' && <Text fontSize="sm">The KPIs could not be loaded. Refresh to try again.</Text>}
    </Stack>
  );
}
