/**
 * Stored shapes of version 10 (issue 24, outreach): contacts, templates, campaigns, the messages a
 * campaign prepared and the replies and links recorded for contacts. All of them replicate: they are
 * the user's own work, like a CRM's records. `email_key` is the normalised address duplicates are
 * found by (lower case, punycode domain).
 */
import type { Campaign, Contact, OutreachEvent, PreparedMessage, Template } from '@/contract/types/outreach';
import type { SyncMeta } from './replication';

export type OutreachContactRecord = Contact & SyncMeta & { email_key: string };
export type OutreachTemplateRecord = Template & SyncMeta & { updated_at: string };
export type OutreachCampaignRecord = Campaign & SyncMeta & { updated_at: string };
export type OutreachMessageRecord = PreparedMessage & SyncMeta & { updated_at: string };
export type OutreachEventRecord = OutreachEvent & SyncMeta & { updated_at: string };
