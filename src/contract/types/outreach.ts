/**
 * Outreach: contacts, templates with merge fields, campaigns and what came of them (spec 002 §2.6,
 * §3 Outreach, §4 campaign status, §5, §9). Wire names are the spec's (snake_case). The offline app
 * sends nothing itself: a started campaign is a set of prepared messages the user's own mail program
 * sends, so open and click rates cannot be measured and are never reported as figures.
 */

/** Spec 002 §9: outreach type default link_building; the list itself is not shown in the spec. */
export const OUTREACH_TYPES = [
  'link_building',
  'guest_post',
  'broken_link',
  'resource_page',
  'partnership',
  'product_review',
] as const;
export type OutreachType = (typeof OUTREACH_TYPES)[number];
export const DEFAULT_OUTREACH_TYPE: OutreachType = 'link_building';

/**
 * Spec 002 §9 lists sendgrid, mailgun and aws_ses (default sendgrid). Their keys cannot live in a
 * browser and their APIs refuse browser calls, so the offline app offers the user's own mail program
 * (`mail_program`) and makes it the default here; the three are listed as not connected.
 */
export const OUTREACH_PROVIDERS = ['mail_program', 'sendgrid', 'mailgun', 'aws_ses'] as const;
export type OutreachProvider = (typeof OUTREACH_PROVIDERS)[number];
export const DEFAULT_OUTREACH_PROVIDER: OutreachProvider = 'mail_program';

export const CONTACT_STATUSES = ['new', 'contacted', 'replied', 'link_placed', 'declined', 'do_not_contact'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Spec 002 §4: created as draft; Start only on draft. `running` = prepared, awaiting "Mark sent". */
export type CampaignStatus = 'draft' | 'running' | 'completed' | 'failed';

/** Spec 002 §6/§9: outreach up to 100 contacts on Professional, unlimited on Enterprise (null). */
export const CONTACT_LIMITS = { starter: 0, professional: 100, enterprise: null } as const;

/** Field lengths: a 10,000-character note is kept whole; names and subjects stay one line. */
export const OUTREACH_LIMITS = {
  shortText: 500,
  longText: 10_000,
  templateText: 50_000,
  tags: 30,
  /** A subject longer than this is cut off in most inboxes (preflight warns). */
  subjectChars: 78,
  /** More links than this reads as spam to filters and people (preflight warns). */
  linkCount: 3,
  /** Contacts contacted within this many days are flagged by the preflight. */
  recentDays: 30,
  /** A mailto: link longer than this is refused by some mail programs. */
  mailtoChars: 2000,
} as const;

export type Contact = {
  id: string;
  email: string;
  name: string;
  website: string;
  industry: string;
  role: string;
  notes: string;
  tags: string[];
  /** Any other column of an imported CSV (lower-case snake_case names), usable as a merge field. */
  fields: Record<string, string>;
  status: ContactStatus;
  created_at: string;
  updated_at: string;
  last_contacted: string | null;
};

export type ContactInput = {
  email: string;
  name: string;
  website?: string;
  industry?: string;
  role?: string;
  notes?: string;
  tags?: string[] | string;
  fields?: Record<string, string>;
  status?: ContactStatus;
};

/** The plan's contact limit: `max` null when unlimited, `plan` null when no plan is chosen. */
export type ContactLimit = { plan: string | null; max: number | null; used: number };

export type ContactList = {
  contacts: Contact[];
  total: number;
  industries: string[];
  tags: string[];
  /** Every merge field a contact column offers (standard ones and imported columns). */
  merge_fields: string[];
  limit: ContactLimit;
};

export type ImportRowError = { line: number; reason: string };

export type ContactImportRequest = { csv_content: string };
export type ContactImportResponse = {
  success: boolean;
  imported: number;
  duplicates: number;
  total_rows: number;
  errors: ImportRowError[];
  message: string;
};

export type OutreachEventKind = 'reply' | 'link';
export type LinkRel = 'follow' | 'nofollow' | 'sponsored' | 'ugc';

/** A reply or a placed link recorded for a contact (by hand, from an mbox, or by a link check). */
export type OutreachEvent = {
  id: string;
  contact_id: string;
  campaign_id: string | null;
  kind: OutreachEventKind;
  source: 'manual' | 'mbox' | 'link_check';
  note: string;
  /** Reply: its subject and date. */
  subject: string;
  occurred_at: string;
  /** Link: the page holding it, the href, the anchor text and its rel. */
  page_url: string;
  target_url: string;
  anchor: string;
  rel: LinkRel[];
  created_at: string;
};

export type PreparedMessage = {
  id: string;
  campaign_id: string;
  contact_id: string;
  /** 0 the first message, 1.. the follow-ups. */
  step: number;
  to: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** The Message-ID written into the .eml, matched against replies' In-Reply-To. */
  message_id: string;
  created_at: string;
  sent_at: string | null;
};

export type ContactHistory = { contact: Contact; messages: PreparedMessage[]; events: OutreachEvent[] };

export type Template = {
  id: string;
  name: string;
  outreach_type: OutreachType;
  subject: string;
  text_content: string;
  html_content: string | null;
  /** The merge fields the template uses, read from it at save. */
  variables: string[];
  created_at: string;
};

export type TemplateInput = {
  name: string;
  outreach_type?: OutreachType;
  subject: string;
  text_content: string;
  html_content?: string | null;
};

export type TemplateList = { templates: Template[]; merge_fields: string[] };

export type TemplatePreviewRequest = {
  subject: string;
  text_content: string;
  html_content?: string | null;
  contact_id: string | null;
};
export type TemplatePreview = {
  subject: string;
  text_body: string;
  /** Merged but not yet sanitised: the screen sanitises it and shows it in a sandboxed frame. */
  html_body: string | null;
  /** Fields that were empty for this contact and had no fallback. */
  empty_fields: string[];
  unknown_fields: string[];
};

export type TemplateBrief = {
  outreach_type: OutreachType;
  target_audience: string;
  value_proposition: string;
  call_to_action: string;
};
export type GeneratedTemplate = {
  subject: string;
  text_body: string;
  html_body: string;
  /** One sentence saying how it was assembled. */
  explanation: string;
};

export type FollowUpStep = { delay_days: number; template_id: string };

export type Campaign = {
  id: string;
  name: string;
  outreach_type: OutreachType;
  description: string;
  template_id: string;
  provider: OutreachProvider;
  contact_ids: string[];
  scheduled_time: string | null;
  status: CampaignStatus;
  contacts_count: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  failure_reason: string | null;
  follow_up: FollowUpStep | null;
  /** The user's own address and name for the From line; null leaves it to the mail program. */
  from_email: string | null;
  from_name: string | null;
  /** The highest step prepared so far (0 after Start). */
  steps_prepared: number;
  messages_prepared: number;
  messages_sent: number;
};

export type CampaignInput = {
  name: string;
  description?: string;
  outreach_type?: OutreachType;
  template_id: string;
  contact_ids: string[];
  provider?: OutreachProvider;
  scheduled_time?: string | null;
  follow_up?: FollowUpStep | null;
  from_email?: string;
  from_name?: string;
};

export type ProviderInfo = { id: OutreachProvider; name: string; connected: boolean; note: string };

export type PreflightSeverity = 'error' | 'warning';
export type PreflightFinding = {
  severity: PreflightSeverity;
  rule: string;
  /** The contact it is about, when it is about one. */
  contact_id: string | null;
  contact: string | null;
  /** The template line it is about (1-based, in the plain text), when it is about one. */
  line: number | null;
  message: string;
};
export type PreflightReport = { ok: boolean; findings: PreflightFinding[]; checked_contacts: number };

export type CampaignStartResponse = {
  success: boolean;
  message: string;
  campaign: Campaign;
  preflight: PreflightReport;
};

export type CampaignFileFormat = 'eml_zip' | 'mbox' | 'merge_csv' | 'ics';
export type CampaignFileRequest = { format: CampaignFileFormat; step?: number };
export type CampaignFile = { file_name: string; mime_type: string; blob: Blob };

export type MailtoLink = { contact_id: string; contact: string; href: string | null; reason: string | null };
export type MailtoList = { links: MailtoLink[] };

/** `follow_up_due`: when the follow-up is due (started or sent + its delay), null without one. */
export type CampaignDetail = { campaign: Campaign; messages: PreparedMessage[]; follow_up_due: string | null };

export type FollowUpResponse = { success: boolean; message: string; prepared: number; campaign: Campaign };

export type EventInput = {
  contact_id: string;
  campaign_id?: string | null;
  kind: OutreachEventKind;
  note?: string;
  page_url?: string;
  target_url?: string;
  anchor?: string;
  rel?: LinkRel[];
};

export type ContactStatusRequest = { status: ContactStatus };

export type MboxImportRequest = { mbox_content: string };
export type MboxImportResponse = {
  success: boolean;
  messages: number;
  matched: number;
  unmatched: number;
  already_recorded: number;
  message: string;
};

export type LinkCheckRequest = { contact_id: string; page_url: string; target: string };
export type LinkCheckResult = {
  found: boolean;
  page_url: string;
  target: string;
  links: { href: string; anchor: string; rel: LinkRel[] }[];
  /** Why the page could not be read (CORS, offline...), null when it was. */
  failure: string | null;
  recorded: boolean;
};

export type RecentCampaign = {
  id: string;
  name: string;
  contacts: number;
  status: CampaignStatus;
  created_at: string;
};

export type OutreachDashboard = {
  overview: {
    total_contacts: number;
    total_campaigns: number;
    active_campaigns: number;
    total_prepared: number;
    total_sent: number;
  };
  performance: {
    /** null: not measured (no sending server sees opens or clicks). */
    overall_open_rate: null;
    overall_click_rate: null;
    /** Percent of contacted contacts who replied; null when nobody has been contacted. */
    overall_reply_rate: number | null;
    overall_link_rate: number | null;
    contacted: number;
    replied: number;
    links_placed: number;
  };
  status_counts: Record<ContactStatus, number>;
  recent_campaigns: RecentCampaign[];
};
