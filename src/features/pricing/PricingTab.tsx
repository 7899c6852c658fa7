import { Alert, Box, Button, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PricingPlan } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { TabPage } from '@/components/TabPage';
import { ComparisonTable } from './ComparisonTable';
import { ContactSalesDialog } from './ContactSalesDialog';
import { CustomSolution } from './CustomSolution';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import { PricingToggles } from './PricingToggles';
import {
  annualBadgeLabel,
  describeSelection,
  isCurrentPlan,
  selectionFor,
  type BillingCycle,
  type PlanSelection,
} from './pricingView';
import { saveCurrentPlan, usePricing } from './usePricing';

export default function PricingTab() {
  const { state: load, retry } = usePricing();
  const [contactOpen, setContactOpen] = useState(false);

  return (
    <TabPage
      title="Choose Your Plan"
      description="Every plan starts with a 14-day free trial. Switch or cancel at any time."
      align="center"
    >
      {load.status === 'loading' && (
        <Stack align="center" gap="3" py="12" role="status">
          <Spinner size="lg" color="indigo.solid" />
          <Text color="fg.muted">Loading pricing information...</Text>
        </Stack>
      )}
      {load.status === 'error' && (
        <Alert.Root status="error" maxW="xl" mx="auto">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Loading Failed</Alert.Title>
            <Alert.Description>Failed to load pricing information</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" onClick={retry}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {load.status === 'ready' && (
        <Plans plans={load.data.plans} initialCurrent={load.data.current} onContactSales={() => setContactOpen(true)} />
      )}
      <ComparisonTable />
      <PricingFaq />
      <CustomSolution onContactSales={() => setContactOpen(true)} />
      <ContactSalesDialog open={contactOpen} onOpenChange={setContactOpen} />
    </TabPage>
  );
}

interface PlansProps {
  plans: PricingPlan[];
  initialCurrent: PlanSelection | null;
  onContactSales: () => void;
}

/** Toggles and cards. Mounted once the plans arrive, so the toggles start on the user's stored plan. */
function Plans({ plans, initialCurrent, onContactSales }: PlansProps) {
  const [current, setCurrent] = useState(initialCurrent);
  const [cycle, setCycle] = useState<BillingCycle>(initialCurrent?.billing_cycle ?? 'monthly');
  const [founders, setFounders] = useState(initialCurrent?.is_founders ?? false);
  const [savingTier, setSavingTier] = useState<string | null>(null);

  async function select(plan: PricingPlan) {
    const selection = selectionFor(plan, cycle, founders);
    setSavingTier(plan.tier);
    try {
      await saveCurrentPlan(selection);
      setCurrent(selection);
      toaster.create({ title: 'Plan Selected', description: describeSelection(plan, selection), type: 'success' });
    } catch (error) {
      notifyError(error, {
        title: 'Plan selection failed',
        description: 'Your plan could not be saved. Please try again.',
      });
    } finally {
      setSavingTier(null);
    }
  }

  return (
    <Stack gap="10">
      <PricingToggles
        cycle={cycle}
        onCycleChange={setCycle}
        founders={founders}
        onFoundersChange={setFounders}
        annualBadge={annualBadgeLabel(plans)}
      />
      <Box as="section" aria-label="Plans">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }} alignItems="stretch">
          {plans.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              cycle={cycle}
              founders={founders}
              isCurrent={isCurrentPlan(current, plan, cycle, founders)}
              isCurrentTier={current?.tier === plan.tier}
              saving={savingTier === plan.tier}
              onSelect={select}
              onContactSales={onContactSales}
            />
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
