import { api } from '@/api/client';
import { SETTING_KEYS, type PricingPlan } from '@/contract';
import { useRemote, type RemoteControls } from '@/hooks/useRemote';
import { parseSelection, type PlanSelection } from './pricingView';

export type PricingData = { plans: PricingPlan[]; current: PlanSelection | null };

const CURRENT_PLAN_PATH = `/api/settings/${SETTING_KEYS.currentPlan}` as const;
/** Spec 000 §8. */
const PRICING_ERROR = { title: 'Loading Failed', description: 'Failed to load pricing information' };

/** The stored selection, or null when none was ever made or it cannot be read. */
async function readCurrentPlan(): Promise<PlanSelection | null> {
  try {
    const setting = await api.get(CURRENT_PLAN_PATH);
    return parseSelection(setting.value);
  } catch (error) {
    // A missing or unreadable setting must not hide the plans: show them with no current plan.
    console.warn('Could not read the current plan', error);
    return null;
  }
}

async function fetchPricing(): Promise<PricingData> {
  const [response, current] = await Promise.all([api.get('/pricing/plans'), readCurrentPlan()]);
  if (!response.success) throw new Error('The pricing service reported a failure');
  return { plans: response.plans, current };
}

/** Loads the plans and the stored current plan; `retry` starts a fresh load after a failure. */
export function usePricing(): RemoteControls<PricingData> {
  return useRemote(fetchPricing, { errorToast: PRICING_ERROR });
}

export async function saveCurrentPlan(selection: PlanSelection): Promise<void> {
  await api.put(CURRENT_PLAN_PATH, { value: selection });
}
