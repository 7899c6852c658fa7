import { Badge, Box, Button, Heading, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { api } from '@/api/client';
import type { Campaign, CampaignFileFormat, MailtoLink, PreflightReport } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { saveFile } from '@/lib/download';
import { CampaignForm } from './CampaignForm';
import { CAMPAIGN_COLORS, CAMPAIGN_LABELS, TYPE_LABELS, formatDate } from './model';
import { useCampaigns, useContacts, useProviders, useTemplates } from './useOutreach';

/** Spec 002 §2.6 campaigns: the list with Start on drafts, the form, and the replies import. */
export function CampaignsView() {
  const { state, refresh } = useCampaigns();
  const templates = useTemplates();
  const contacts = useContacts('');
  const providers = useProviders();
  const campaigns = state.status === 'ready' ? state.data.campaigns : [];

  return (
    <Stack gap="6" pt="4">
      <Stack as="section" gap="3" aria-labelledby="campaigns-heading">
        <Heading as="h3" size="md" id="campaigns-heading">
          Campaigns
        </Heading>
        {campaigns.length === 0 ? (
          <Text color="fg.muted">{state.status === 'loading' ? 'Loading campaigns...' : 'No campaigns found.'}</Text>
        ) : (
          <Stack gap="3">
            {campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} onChanged={refresh} />
            ))}
          </Stack>
        )}
      </Stack>
      <CampaignForm
        templates={templates.state.status === 'ready' ? templates.state.data.templates : []}
        contacts={contacts.state.status === 'ready' ? contacts.state.data.contacts : []}
        providers={providers.state.status === 'ready' ? providers.state.data.providers : []}
        defaultProvider={providers.state.status === 'ready' ? providers.state.data.default_provider : undefined}
        onCreated={refresh}
      />
      <RepliesImport />
    </Stack>
  );
}

function CampaignCard({ campaign, onChanged }: { campaign: Campaign; onChanged: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [report, setReport] = useState<PreflightReport | null>(null);
  const [mailto, setMailto] = useState<MailtoLink[] | null>(null);
  const headingId = `campaign-${campaign.id}`;

  async function run(label: string, action: () => Promise<void>, failure: string) {
    setBusy(label);
    try {
      await action();
    } catch (error) {
      notifyError(error, { title: failure });
    } finally {
      setBusy(null);
    }
  }

  const preflight = () =>
    run(
      'preflight',
      async () => setReport(await api.post(`/api/outreach/campaigns/${campaign.id}/preflight`)),
      'Preflight Failed',
    );

  const start = () =>
    run(
      'start',
      async () => {
        const response = await api.post(`/api/outreach/campaigns/${campaign.id}/start`);
        setReport(response.preflight);
        if (!response.success) {
          toaster.create({ type: 'error', title: 'Start Failed', description: response.message });
        } else {
          toaster.create({ type: 'success', title: 'Campaign Started', description: response.message });
        }
        onChanged();
      },
      'Start Failed',
    );

  const download = (format: CampaignFileFormat) =>
    run(
      format,
      async () => {
        const file = await api.post(`/api/outreach/campaigns/${campaign.id}/files`, { format });
        saveFile(file.file_name, file.blob, file.mime_type);
        toaster.create({ type: 'success', title: 'Download Complete', description: file.file_name });
      },
      'Download Failed',
    );

  const markSent = () =>
    run(
      'sent',
      async () => {
        await api.post(`/api/outreach/campaigns/${campaign.id}/mark-sent`);
        toaster.create({ type: 'success', title: 'Marked Sent' });
        onChanged();
      },
      'Update Failed',
    );

  const followUp = () =>
    run(
      'follow',
      async () => {
        const response = await api.post(`/api/outreach/campaigns/${campaign.id}/follow-up`);
        toaster.create({
          type: response.success ? 'success' : 'info',
          title: 'Follow-up',
          description: response.message,
        });
        onChanged();
      },
      'Follow-up Failed',
    );

  const remove = () => {
    if (!window.confirm(`Delete the campaign “${campaign.name}” and its prepared messages?`)) return;
    void run(
      'delete',
      async () => {
        await api.delete(`/api/outreach/campaigns/${campaign.id}`);
        onChanged();
      },
      'Delete Failed',
    );
  };

  const prepared = campaign.status === 'running' || campaign.status === 'completed';
  const errors = report?.findings.filter((finding) => finding.severity === 'error') ?? [];
  const warnings = report?.findings.filter((finding) => finding.severity === 'warning') ?? [];

  return (
    <Stack as="article" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="l2" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0" minW="0">
          <Heading as="h4" size="sm" id={headingId} wordBreak="break-word">
            {campaign.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {TYPE_LABELS[campaign.outreach_type]} · {campaign.contacts_count} contacts · created{' '}
            {formatDate(campaign.created_at)}
            {campaign.follow_up && ` · follow-up after ${campaign.follow_up.delay_days} days`}
          </Text>
        </Stack>
        <Badge colorPalette={CAMPAIGN_COLORS[campaign.status]}>{CAMPAIGN_LABELS[campaign.status]}</Badge>
      </HStack>
      {campaign.description && (
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {campaign.description}
        </Text>
      )}
      {campaign.failure_reason && <Text color="fg.error">{campaign.failure_reason}</Text>}
      <HStack gap="2" wrap="wrap">
        {campaign.status === 'draft' && (
          <>
            <Button size="sm" variant="outline" onClick={preflight} loading={busy === 'preflight'}>
              Run Preflight
            </Button>
            <Button size="sm" colorPalette="brand" onClick={start} loading={busy === 'start'}>
              Start
            </Button>
          </>
        )}
        {prepared && (
          <>
            <Button size="sm" variant="outline" onClick={() => download('eml_zip')} loading={busy === 'eml_zip'}>
              Download .eml drafts (zip)
            </Button>
            <Button size="sm" variant="outline" onClick={() => download('mbox')} loading={busy === 'mbox'}>
              Download mbox
            </Button>
            <Button size="sm" variant="outline" onClick={() => download('merge_csv')} loading={busy === 'merge_csv'}>
              Download mail-merge CSV
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                run(
                  'mailto',
                  async () => setMailto((await api.get(`/api/outreach/campaigns/${campaign.id}/mailto`)).links),
                  'Load Failed',
                )
              }
              loading={busy === 'mailto'}
            >
              Show mailto: links
            </Button>
          </>
        )}
        {campaign.status === 'running' && (
          <Button size="sm" colorPalette="blue" onClick={markSent} loading={busy === 'sent'}>
            Mark sent
          </Button>
        )}
        {campaign.status === 'completed' && campaign.follow_up && (
          <>
            <Button size="sm" variant="outline" onClick={followUp} loading={busy === 'follow'}>
              Prepare follow-up
            </Button>
            <Button size="sm" variant="outline" onClick={() => download('ics')} loading={busy === 'ics'}>
              Follow-up reminder (.ics)
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" onClick={remove} loading={busy === 'delete'}>
          Delete
        </Button>
      </HStack>
      {campaign.status === 'running' && (
        <Text fontSize="sm" color="fg.muted">
          Open the drafts in your mail program (Outlook opens .eml drafts ready to send; Thunderbird and Apple Mail
          import the mbox; Gmail mail merge, GMass or YAMM read the CSV), send them, then choose Mark sent.
        </Text>
      )}
      {report && (
        <Box role="status" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
          <Text fontWeight="medium">
            {report.ok
              ? `Preflight passed for ${report.checked_contacts} contacts${warnings.length ? ` with ${warnings.length} warnings` : ''}.`
              : `Preflight: ${errors.length} problem${errors.length === 1 ? '' : 's'} to fix before Start.`}
          </Text>
          {report.findings.length > 0 && (
            <Box as="ul" ps="5" mt="2" fontSize="sm" maxH="60" overflowY="auto" aria-label="Preflight findings">
              {report.findings.map((finding, index) => (
                <li key={index}>
                  <Badge colorPalette={finding.severity === 'error' ? 'red' : 'orange'} me="2">
                    {finding.severity}
                  </Badge>
                  {finding.message}
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
      {mailto && (
        <Box as="ul" ps="5" fontSize="sm" aria-label="mailto: links">
          {mailto.map((link) => (
            <li key={link.contact_id}>
              {link.href ? <a href={link.href}>{link.contact}</a> : `${link.contact}: ${link.reason}`}
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function RepliesImport() {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Stack as="section" gap="2" aria-labelledby="replies-heading" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="md" id="replies-heading">
        Import replies
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Export the replies from your mail program as an mbox (Thunderbird: ImportExportTools; Apple Mail: Export
        Mailbox; Gmail: Google Takeout) or save them as .eml. Each is matched to a contact by its In-Reply-To header or
        the sender&apos;s address, and the contact is marked replied.
      </Text>
      <VisuallyHidden asChild>
        <Input
          ref={input}
          type="file"
          accept=".mbox,.eml,.txt,application/mbox,message/rfc822"
          aria-label="Choose an mbox of replies"
          tabIndex={-1}
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            setBusy(true);
            try {
              const result = await api.post('/api/outreach/replies/import', { mbox_content: await file.text() });
              setMessage(result.message);
            } catch (error) {
              notifyError(error, { title: 'Import Failed' });
            } finally {
              setBusy(false);
            }
          }}
        />
      </VisuallyHidden>
      <Button size="sm" variant="outline" alignSelf="start" loading={busy} onClick={() => input.current?.click()}>
        Choose an mbox of replies
      </Button>
      {message && <Text role="status">{message}</Text>}
    </Stack>
  );
}
