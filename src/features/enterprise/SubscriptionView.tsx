import { Badge, Button, Card, Heading, HStack, List, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import type { SubscriptionPlansResponse, UsageMetric, UsageResponse } from '@/contract/types/enterprise';
import { navigateToTab } from '@/lib/navigation';
import { useRemote } from '@/hooks/useRemote';
import { ViewFrame } from './LoadState';
import { count, dateOnly, ENTERPRISE_ERROR, money, PLAN_FEATURES_SHOWN, type WorkspaceViewProps } from './model';

type SubscriptionData = { plans: SubscriptionPlansResponse; usage: UsageResponse };

function limitText(metric: UsageMetric): string {
  if (metric.limit === null) return '';
  if (metric.limit === -1) return ' of unlimited';
  return ` of ${count(metric.limit)}`;
}

function MetricTile({ metric }: { metric: UsageMetric }) {
  const share = metric.limit !== null && metric.limit > 0 ? Math.min(100, (metric.value / metric.limit) * 100) : null;
  const over = metric.limit !== null && metric.limit >= 0 && metric.value > metric.limit;
  return (
    <Card.Root size="sm" data-testid={`usage-${metric.key}`}>
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {metric.label}
        </Text>
        <Text fontSize="xl" fontWeight="semibold">
          {count(metric.value)}
          <Text as="span" fontSize="sm" fontWeight="normal">
            {limitText(metric)}
          </Text>
        </Text>
        {share !== null && (
          <Progress.Root
            value={share}
            size="xs"
            colorPalette={over ? 'red' : 'brand'}
            aria-label={`${metric.label} against the plan's limit`}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {over && <Badge colorPalette="red">Over the plan's limit</Badge>}
        <Text fontSize="xs" color="fg.muted">
          {metric.basis}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Spec 001 §2.8 Subscription: usage from this device's records and the Pricing tab's plans. */
export function SubscriptionView({ workspaceId: id }: WorkspaceViewProps) {
  const load = useCallback(async (): Promise<SubscriptionData> => {
    const [plans, usage] = await Promise.all([
      api.get('/api/enterprise/subscription/plans'),
      api.get(`/api/enterprise/workspaces/${id}/usage`),
    ]);
    return { plans, usage };
  }, [id]);
  const { state, retry, refresh } = useRemote(load, { errorToast: ENTERPRISE_ERROR, refreshOnPull: true });
  return (
    <ViewFrame state={state} retry={retry} refresh={refresh} loadLabel="Load subscription">
      {({ plans, usage }) => (
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h3" size="md">
              Usage this billing period
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {dateOnly(usage.period_start)} to {dateOnly(new Date(Date.parse(usage.period_end) - 1).toISOString())},
              counted on this device.
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            {usage.metrics.map((metric) => (
              <MetricTile key={metric.key} metric={metric} />
            ))}
            <Card.Root size="sm" data-testid="usage-billing">
              <Card.Body gap="1">
                <Text fontSize="sm" color="fg.muted">
                  Billing amount (list price)
                </Text>
                <Text fontSize="xl" fontWeight="semibold">
                  {money(usage.usage_metrics.billing_amount)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {usage.billing_note}
                </Text>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
          <Stack gap="1">
            <Heading as="h3" size="md">
              Plans
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {plans.chosen_on_pricing
                ? 'Your plan is the one you chose on the Pricing tab.'
                : 'No plan chosen on the Pricing tab yet: Professional is assumed.'}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {plans.plans.map((plan) => (
              <Card.Root
                key={plan.tier}
                borderColor={plan.is_current ? 'brand.solid' : undefined}
                data-testid={`subscription-plan-${plan.tier}`}
              >
                <Card.Body gap="2">
                  <HStack justify="space-between">
                    <Text fontWeight="semibold">{plan.name}</Text>
                    {plan.is_popular && <Badge colorPalette="brand">Most popular</Badge>}
                  </HStack>
                  <Text fontSize="2xl" fontWeight="bold">
                    {money(plan.price_monthly)}
                    <Text as="span" fontSize="sm" fontWeight="normal">
                      {' '}
                      per month
                    </Text>
                  </Text>
                  <Text fontSize="sm">Save {money(plan.annual_savings)} a year with annual billing</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {plan.recommended_for}
                  </Text>
                  <List.Root fontSize="sm" ps="4">
                    {plan.features.slice(0, PLAN_FEATURES_SHOWN).map((feature) => (
                      <List.Item key={feature}>{feature}</List.Item>
                    ))}
                  </List.Root>
                  {plan.is_current ? (
                    <Button disabled variant="subtle">
                      Current Plan
                    </Button>
                  ) : (
                    <Button colorPalette="brand" variant="outline" onClick={() => navigateToTab('pricing')}>
                      Upgrade
                    </Button>
                  )}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </ViewFrame>
  );
}
