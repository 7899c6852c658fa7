/**
 * Spec 001 §4: the enterprise views. Kept apart from model.ts, which imports the contract's values:
 * the tab's own chunk stays free of modules the adapter shares.
 */
export const ENTERPRISE_VIEWS = [
  { value: 'team', label: 'Team' },
  { value: 'reports', label: 'Reports' },
  { value: 'branding', label: 'Branding' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'dashboard', label: 'Dashboard' },
] as const;
export type EnterpriseView = (typeof ENTERPRISE_VIEWS)[number]['value'];
