import { Badge, Stack, Text } from '@chakra-ui/react';
import type { TrendAlertsResponse } from '@/contract';
import { DISCOVERY_DEFAULTS } from '@/contract/settings';
import { EmptyState } from '@/components/EmptyState';
import { BasisNote, CardGrid, CardItem, Figure, Figures, ItemCard, SummaryTiles } from './DiscoveryParts';
import { percentOf, shortDate, type TrendAlert } from './discoveryModel';

const URGENCY_PALETTE = { high: 'red', medium: 'orange', low: 'gray' } as const;

export function DiscoveryAlerts({ data }: { data: TrendAlertsResponse }) {
  const { summary, alerts, alert_metrics: metrics } = data;
  const anyEstimated = alerts.some((alert) => alert.basis === 'estimated');
  return (
    <Stack gap="4">
      <SummaryTiles
        label="Alert summary"
        figures={[
          { label: 'Alerts', value: summary.total_alerts },
          { label: 'High urgency', value: summary.urgency_breakdown.high },
          { label: 'Action required', value: metrics.action_required },
          { label: 'Average relevance', value: percentOf(metrics.average_relevance), estimated: anyEstimated },
        ]}
      />
      {alerts.length === 0 ? (
        <EmptyState
          title="No trend alerts"
          description={`Alerts are raised from the trending, seasonal and emerging analyses when their relevance reaches ${percentOf(DISCOVERY_DEFAULTS.alertThreshold)}. None does right now.`}
        />
      ) : (
        <CardGrid label="Trend alerts">
          {alerts.map((alert) => (
            <CardItem key={alert.alert_id}>
              <AlertCard alert={alert} />
            </CardItem>
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}

function AlertCard({ alert }: { alert: TrendAlert }) {
  return (
    <ItemCard
      testId="discovery-alert"
      title={alert.title}
      subtitle={`${alert.industry} · from the ${alert.source} analysis · expires ${shortDate(alert.expires_at)}`}
      badges={
        <Badge size="sm" variant="subtle" colorPalette={URGENCY_PALETTE[alert.urgency]} textTransform="capitalize">
          {alert.urgency} urgency
        </Badge>
      }
    >
      <Text fontSize="sm">{alert.description}</Text>
      <Text fontSize="sm" fontWeight="medium">
        {alert.recommendation}
      </Text>
      <Figures>
        <Figure label="Relevance" value={percentOf(alert.relevance_score)} />
        <Figure label="Expected impact" value={alert.estimated_impact} />
      </Figures>
      <BasisNote basis={alert.basis} note={alert.basis_note} />
    </ItemCard>
  );
}
