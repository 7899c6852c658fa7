/**
 * Outreach (spec 002 §7 outreach calls), plus what the offline app needs to finish the job the spec's
 * server did: edits and deletes, a preview, the preflight, the prepared files, follow-ups, replies
 * and links. Nothing here sends mail: Start prepares messages for the user's own mail program.
 */
import type {
  Campaign,
  CampaignDetail,
  CampaignFile,
  CampaignFileRequest,
  CampaignInput,
  CampaignStartResponse,
  Contact,
  ContactHistory,
  ContactImportRequest,
  ContactImportResponse,
  ContactInput,
  ContactList,
  ContactStatusRequest,
  EventInput,
  FollowUpResponse,
  GeneratedTemplate,
  LinkCheckRequest,
  LinkCheckResult,
  MailtoList,
  MboxImportRequest,
  MboxImportResponse,
  OutreachDashboard,
  OutreachEvent,
  OutreachProvider,
  OutreachType,
  PreflightReport,
  ProviderInfo,
  Template,
  TemplateBrief,
  TemplateInput,
  TemplateList,
  TemplatePreview,
  TemplatePreviewRequest,
} from '../types/outreach';

export interface OutreachRoutes {
  /** Query filters: query, industry, tags (comma-separated, all must match), status. */
  'GET /api/outreach/contacts': { request: undefined; response: ContactList };
  /** 400 'Email and name are required', an invalid email, a duplicate, or the plan's limit. */
  'POST /api/outreach/contacts': { request: ContactInput; response: Contact };
  'PUT /api/outreach/contacts/{id}': { request: ContactInput; response: Contact };
  'DELETE /api/outreach/contacts/{id}': { request: undefined; response: { success: boolean } };
  'PUT /api/outreach/contacts/{id}/status': { request: ContactStatusRequest; response: Contact };
  'GET /api/outreach/contacts/{id}/history': { request: undefined; response: ContactHistory };
  /** Each bad row is reported with its line and reason; duplicates are skipped and counted. */
  'POST /api/outreach/contacts/import': { request: ContactImportRequest; response: ContactImportResponse };

  'GET /api/outreach/templates': { request: undefined; response: TemplateList };
  /** 400 'Name, subject, and content are required', or an unknown merge field. */
  'POST /api/outreach/templates': { request: TemplateInput; response: Template };
  'PUT /api/outreach/templates/{id}': { request: TemplateInput; response: Template };
  'DELETE /api/outreach/templates/{id}': { request: undefined; response: { success: boolean } };
  'POST /api/outreach/templates/preview': { request: TemplatePreviewRequest; response: TemplatePreview };
  /** The spec's "AI" generator: a deterministic template assembled from the brief. */
  'POST /api/outreach/templates/ai-generate': { request: TemplateBrief; response: GeneratedTemplate };

  'GET /api/outreach/campaigns': { request: undefined; response: { campaigns: Campaign[] } };
  /** 400 'Campaign name, template, and contacts are required'. Created as draft. */
  'POST /api/outreach/campaigns': { request: CampaignInput; response: Campaign };
  'GET /api/outreach/campaigns/{id}': { request: undefined; response: CampaignDetail };
  'DELETE /api/outreach/campaigns/{id}': { request: undefined; response: { success: boolean } };
  'POST /api/outreach/campaigns/{id}/preflight': { request: undefined; response: PreflightReport };
  /** Draft only (409 otherwise): prepares one message per contact; running until "Mark sent". */
  'POST /api/outreach/campaigns/{id}/start': { request: undefined; response: CampaignStartResponse };
  /** Marks the prepared messages sent: the contacts become contacted, the campaign completed. */
  'POST /api/outreach/campaigns/{id}/mark-sent': { request: undefined; response: Campaign };
  /** Prepares the follow-up step for the contacts who have not replied. */
  'POST /api/outreach/campaigns/{id}/follow-up': { request: undefined; response: FollowUpResponse };
  'POST /api/outreach/campaigns/{id}/files': { request: CampaignFileRequest; response: CampaignFile };
  /** Query: step (default the latest). */
  'GET /api/outreach/campaigns/{id}/mailto': { request: undefined; response: MailtoList };

  'POST /api/outreach/events': { request: EventInput; response: OutreachEvent };
  'DELETE /api/outreach/events/{id}': { request: undefined; response: { success: boolean } };
  'POST /api/outreach/replies/import': { request: MboxImportRequest; response: MboxImportResponse };
  /** Online and optional: reads the page through the crawler's fetch and looks for the link. */
  'POST /api/outreach/links/check': { request: LinkCheckRequest; response: LinkCheckResult };

  'GET /api/outreach/dashboard': { request: undefined; response: OutreachDashboard };
  'GET /api/outreach/providers': {
    request: undefined;
    response: { providers: ProviderInfo[]; default_provider: OutreachProvider };
  };
  'GET /api/outreach/types': {
    request: undefined;
    response: { outreach_types: OutreachType[]; default_outreach_type: OutreachType };
  };
}
