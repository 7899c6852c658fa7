import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import type { ContactStatus, LinkCheckResult } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { STATUS_COLORS, STATUS_LABELS, formatDate } from './model';
import { useOutreachData } from './useOutreach';

/** One contact: status, what was prepared for them, replies and links, and the online link check. */
export function ContactDetail({ contactId, onClose }: { contactId: string; onClose: () => void }) {
  const load = useCallback(() => api.get(`/api/outreach/contacts/${contactId}/history`), [contactId]);
  const { state, refresh } = useOutreachData(load);
  const [page, setPage] = useState('');
  const [target, setTarget] = useState('');
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<LinkCheckResult | null>(null);

  if (state.status !== 'ready') return null;
  const { contact, messages, events } = state.data;

  async function setStatus(status: ContactStatus) {
    try {
      await api.put(`/api/outreach/contacts/${contactId}/status`, { status });
      refresh();
    } catch (error) {
      notifyError(error, { title: 'Update Failed' });
    }
  }

  async function record(kind: 'reply' | 'link') {
    try {
      await api.post('/api/outreach/events', { contact_id: contactId, kind, page_url: page, target_url: target });
      toaster.create({ type: 'success', title: kind === 'reply' ? 'Reply Recorded' : 'Link Recorded' });
      refresh();
    } catch (error) {
      notifyError(error, { title: 'Recording Failed' });
    }
  }

  async function checkLink() {
    setChecking(true);
    try {
      const result = await api.post('/api/outreach/links/check', { contact_id: contactId, page_url: page, target });
      setCheck(result);
      if (result.recorded) refresh();
    } catch (error) {
      notifyError(error, { title: 'Link Check Failed' });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby="contact-detail-heading" gap="4" borderWidth="1px" borderRadius="l2" p="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md" id="contact-detail-heading">
          {contact.name} &lt;{contact.email}&gt;
        </Heading>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </HStack>
      <HStack gap="4" wrap="wrap" align="end">
        <Field.Root w="auto">
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field
              value={contact.status}
              onChange={(event) => setStatus(event.currentTarget.value as ContactStatus)}
            >
              {(Object.keys(STATUS_LABELS) as ContactStatus[]).map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Badge colorPalette={STATUS_COLORS[contact.status]}>{STATUS_LABELS[contact.status]}</Badge>
        <Text fontSize="sm" color="fg.muted">
          Last contacted {formatDate(contact.last_contacted)}
        </Text>
        <Button size="sm" variant="outline" onClick={() => record('reply')}>
          Record a reply
        </Button>
      </HStack>
      {contact.notes && (
        <Text fontSize="sm" whiteSpace="pre-wrap" maxH="32" overflowY="auto" wordBreak="break-word">
          {contact.notes}
        </Text>
      )}
      <Stack gap="2">
        <Heading as="h4" size="sm">
          Placed link
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root>
            <Field.Label>Page that links to you</Field.Label>
            <Input
              type="url"
              value={page}
              placeholder="https://their-site.com/post"
              onChange={(e) => setPage(e.currentTarget.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Your site or page</Field.Label>
            <Input value={target} placeholder="your-site.com" onChange={(e) => setTarget(e.currentTarget.value)} />
          </Field.Root>
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => record('link')} disabled={page.trim() === ''}>
            Record link
          </Button>
          <Button
            size="sm"
            onClick={checkLink}
            loading={checking}
            disabled={page.trim() === '' || target.trim() === ''}
          >
            Check the page online
          </Button>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          The check reads the page the way the crawler does (online; a site without CORS headers needs the
          crawler&apos;s proxy setting) and looks for a link to your site with its anchor and rel.
        </Text>
        {check && (
          <Box role="status" fontSize="sm" borderWidth="1px" borderRadius="l2" p="3">
            {check.failure ? (
              <Text>The page could not be read: {check.failure}.</Text>
            ) : check.found ? (
              <Stack gap="1">
                <Text fontWeight="medium">Link found and recorded.</Text>
                {check.links.map((link, index) => (
                  <Text key={`${link.href}-${index}`} wordBreak="break-all">
                    {link.href} · anchor “{link.anchor || '(none)'}” · rel {link.rel.join(', ')}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text>No link to {check.target} was found on the page.</Text>
            )}
          </Box>
        )}
      </Stack>
      <Stack gap="2">
        <Heading as="h4" size="sm">
          History
        </Heading>
        {messages.length === 0 && events.length === 0 && (
          <Text color="fg.muted">Nothing prepared or recorded yet.</Text>
        )}
        <Box as="ul" ps="5" fontSize="sm">
          {events.map((event) => (
            <li key={event.id}>
              {formatDate(event.occurred_at)} · {event.kind === 'reply' ? 'Reply' : 'Link'}
              {event.subject && ` “${event.subject}”`}
              {event.page_url && ` on ${event.page_url}`}
              {event.rel.length > 0 && ` (${event.rel.join(', ')})`} · {event.source.replace('_', ' ')}
            </li>
          ))}
          {messages.map((message) => (
            <li key={message.id}>
              {formatDate(message.created_at)} · {message.step === 0 ? 'Message' : `Follow-up ${message.step}`} “
              {message.subject}” · {message.sent_at ? `sent ${formatDate(message.sent_at)}` : 'prepared'}
            </li>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
