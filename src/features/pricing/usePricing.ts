import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api/client';
import type { PricingPlan } from '@/api/contract';
import { notifyError } from '@/components/notify';
import { parseSelection, type PlanSelection } from './pricingView';

export type PricingLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; plans: PricingPlan[]; current: PlanSelection | null };

const CURRENT_PLAN_PATH = '/api/settings/current_plan';

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

async function fetchPricing(): Promise<{ plans: PricingPlan[]; current: PlanSelection | null }> {
  const [response, current] = await Promise.all([api.get('/pricing/plans'), readCurrentPlan()]);
  if (!response.success) throw new Error('The pricing service reported a failure');
  return { plans: response.plans, current };
}

/** Loads the plans and the stored current plan; `retry` starts a fresh load after a failure. */
export function usePricing(): { load: PricingLoad; retry: () => void } {
  const [load, setLoad] = useState<PricingLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchPricing().then(
      (data) => {
        if (active) setLoad({ status: 'ready', ...data });
      },
      (error: unknown) => {
        if (!active) return;
        setLoad({ status: 'error' });
        notifyError(error, { title: 'Loading Failed', description: 'Failed to load pricing information' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { load, retry };
}

export async function saveCurrentPlan(selection: PlanSelection): Promise<void> {
  await api.put(CURRENT_PLAN_PATH, { value: selection });
}
