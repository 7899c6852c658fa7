/** Labels, colours and small helpers of the Outreach tab. */
import type { CampaignStatus, ContactStatus, OutreachType } from '@/contract';

export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  replied: 'Replied',
  link_placed: 'Link placed',
  declined: 'Declined',
  do_not_contact: 'Do not contact',
};

export const STATUS_COLORS: Record<ContactStatus, string> = {
  new: 'gray',
  contacted: 'blue',
  replied: 'teal',
  link_placed: 'green',
  declined: 'orange',
  do_not_contact: 'red',
};

/** Spec 002 §4: completed green, running blue, failed red, other grey. */
export const CAMPAIGN_COLORS: Record<CampaignStatus, string> = {
  draft: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
};

export const CAMPAIGN_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  running: 'Prepared, awaiting Mark sent',
  completed: 'Completed',
  failed: 'Failed',
};

export const TYPE_LABELS: Record<OutreachType, string> = {
  link_building: 'Link building',
  guest_post: 'Guest post',
  broken_link: 'Broken link',
  resource_page: 'Resource page',
  partnership: 'Partnership',
  product_review: 'Product review',
};

export const formatDate = (iso: string | null): string => (iso ? iso.slice(0, 10) : '—');

export const formatRate = (rate: number | null): string =>
  rate === null ? 'No contacts reached yet' : `${rate.toFixed(1)}%`;
