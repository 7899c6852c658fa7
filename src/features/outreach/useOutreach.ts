/**
 * The Outreach tab's data: each view loads through useRemote and reloads in the background when an
 * outreach record changes (here, in another tab or through sync).
 */
import { useCallback, useEffect } from 'react';
import { api } from '@/api/client';
import type { ErrorToastDefaults } from '@/hooks/notify';
import { useRemote, type RemoteControls } from '@/hooks/useRemote';

/** Spec 002 §8: outreach lists and stats fail with 'Load Failed'. */
export const LOAD_FAILED: ErrorToastDefaults = {
  title: 'Load Failed',
  description: 'Could not read the outreach data.',
};

export function useOutreachData<T>(load: () => Promise<T>): RemoteControls<T> {
  const remote = useRemote(load, { errorToast: LOAD_FAILED, refreshOnPull: true });
  const { refresh } = remote;
  useEffect(() => api.subscribe(['outreach'], () => refresh()), [refresh]);
  return remote;
}

/** `params`: the query string of the contact filters (industry, tags), without the `?`. */
export function useContacts(params: string) {
  const load = useCallback(() => api.get(`/api/outreach/contacts?${params}`), [params]);
  return useOutreachData(load);
}

const loadTemplates = () => api.get('/api/outreach/templates');
export const useTemplates = () => useOutreachData(loadTemplates);

const loadCampaigns = () => api.get('/api/outreach/campaigns');
export const useCampaigns = () => useOutreachData(loadCampaigns);

const loadTypes = () => api.get('/api/outreach/types');
/** The outreach types and the default, from the adapter (the contract's one list). */
export const useOutreachTypes = () => useOutreachData(loadTypes);

const loadProviders = () => api.get('/api/outreach/providers');
export const useProviders = () => useOutreachData(loadProviders);

const loadDashboard = () => api.get('/api/outreach/dashboard');
export const useDashboard = () => useOutreachData(loadDashboard);
