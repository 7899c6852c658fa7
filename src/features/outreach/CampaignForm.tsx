import {
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { Contact, ContactStatus, OutreachProvider, OutreachType, ProviderInfo, Template } from '@/contract';
import { ScrollVirtualList } from '@/components/VirtualList';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { STATUS_LABELS } from './model';
import { TypeSelect } from './TypeSelect';

interface CampaignFormProps {
  templates: Template[];
  contacts: Contact[];
  providers: ProviderInfo[];
  defaultProvider: OutreachProvider | undefined;
  onCreated: () => void;
}

/** Spec 002 §2.6: name and template required, description, type, provider, contacts by checkbox. */
export function CampaignForm({ templates, contacts, providers, defaultProvider, onCreated }: CampaignFormProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<OutreachType | ''>('');
  const [templateId, setTemplateId] = useState('');
  const [provider, setProvider] = useState<OutreachProvider | ''>('');
  const [fromName, setFromName] = useState('');
  const [fromEmail, setFromEmail] = useState('');
  const [followUp, setFollowUp] = useState(false);
  const [delay, setDelay] = useState('5');
  const [followTemplate, setFollowTemplate] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const [industry, setIndustry] = useState('');
  const [status, setStatus] = useState<'' | ContactStatus>('');
  const [saving, setSaving] = useState(false);

  const industries = useMemo(() => [...new Set(contacts.map((c) => c.industry).filter(Boolean))].sort(), [contacts]);
  const matching = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return contacts.filter((contact) => {
      if (industry && contact.industry !== industry) return false;
      if (status && contact.status !== status) return false;
      const text = `${contact.name} ${contact.email} ${contact.website} ${contact.tags.join(' ')}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [contacts, search, industry, status]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  async function create() {
    if (name.trim() === '' || templateId === '' || selected.size === 0) {
      toaster.create({
        type: 'error',
        title: 'Missing Information',
        description: 'Campaign name, template, and contacts are required',
      });
      return;
    }
    setSaving(true);
    try {
      await api.post('/api/outreach/campaigns', {
        name,
        description,
        outreach_type: type || undefined,
        template_id: templateId,
        provider: provider || defaultProvider,
        contact_ids: contacts.filter((contact) => selected.has(contact.id)).map((contact) => contact.id),
        from_name: fromName,
        from_email: fromEmail,
        follow_up: followUp ? { delay_days: Number(delay), template_id: followTemplate || templateId } : null,
      });
      toaster.create({ type: 'success', title: 'Campaign Created' });
      setName('');
      setDescription('');
      setSelected(new Set());
      onCreated();
    } catch (error) {
      notifyError(error, { title: 'Creation Failed' });
    } finally {
      setSaving(false);
    }
  }

  const select = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { value: string; label: string; disabled?: boolean }[],
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  const templateOptions = [
    { value: '', label: 'Choose a template' },
    ...templates.map((t) => ({ value: t.id, label: t.name })),
  ];

  return (
    <Stack as="section" gap="3" aria-labelledby="campaign-form-heading" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="md" id="campaign-form-heading">
        New campaign
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root required>
          <Field.Label>
            Campaign name <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} maxLength={500} onChange={(e) => setName(e.currentTarget.value)} />
        </Field.Root>
        {select('Template', templateId, setTemplateId, templateOptions)}
        <TypeSelect label="Outreach type" value={type} onChange={setType} />
        {select(
          'Provider',
          provider || defaultProvider || '',
          (value) => setProvider(value as OutreachProvider),
          providers.map((p) => ({
            value: p.id,
            label: p.connected ? p.name : `${p.name} (not connected in the offline app)`,
            disabled: !p.connected,
          })),
        )}
        <Field.Root>
          <Field.Label>Your name (From line, optional)</Field.Label>
          <Input value={fromName} maxLength={200} onChange={(e) => setFromName(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Your address (optional; else your mail program fills it)</Field.Label>
          <Input type="email" value={fromEmail} maxLength={254} onChange={(e) => setFromEmail(e.currentTarget.value)} />
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea rows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      </Field.Root>
      <HStack gap="3" wrap="wrap" align="end">
        <Checkbox.Root checked={followUp} onCheckedChange={(details) => setFollowUp(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Follow up non-repliers</Checkbox.Label>
        </Checkbox.Root>
        {followUp && (
          <>
            <Field.Root w="32">
              <Field.Label>After days</Field.Label>
              <Input type="number" min={1} max={90} value={delay} onChange={(e) => setDelay(e.currentTarget.value)} />
            </Field.Root>
            <Box minW="48">
              {select('Follow-up template', followTemplate, setFollowTemplate, [
                { value: '', label: 'Same template' },
                ...templates.map((t) => ({ value: t.id, label: t.name })),
              ])}
            </Box>
          </>
        )}
      </HStack>
      <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3">
        <Text fontWeight="medium">
          Contacts ({selected.size} selected of {contacts.length})
        </Text>
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root w={{ base: 'full', sm: '56' }}>
            <Field.Label fontSize="xs">Find contacts</Field.Label>
            <Input size="sm" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          </Field.Root>
          <Box w="44">
            {select('Industry', industry, setIndustry, [
              { value: '', label: 'All industries' },
              ...industries.map((i) => ({ value: i, label: i })),
            ])}
          </Box>
          <Box w="44">
            {select('Status', status, (value) => setStatus(value as '' | ContactStatus), [
              { value: '', label: 'Any status' },
              ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
            ])}
          </Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setSelected(new Set([...selected, ...matching.map((c) => c.id)]))}
          >
            Select all matching ({matching.length})
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear
          </Button>
        </HStack>
        {matching.length === 0 ? (
          <Text color="fg.muted">No contacts found.</Text>
        ) : (
          <ScrollVirtualList
            items={matching}
            height="16rem"
            label="Contacts to include"
            estimateSize={() => 36}
            getKey={(contact) => contact.id}
            renderItem={(contact) => (
              <Checkbox.Root
                py="1"
                checked={selected.has(contact.id)}
                onCheckedChange={(details) => toggle(contact.id, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label wordBreak="break-all">
                  {contact.name} &lt;{contact.email}&gt;{' '}
                  {contact.status !== 'new' && `· ${STATUS_LABELS[contact.status]}`}
                </Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        )}
      </Stack>
      <Button colorPalette="brand" onClick={create} loading={saving} alignSelf="start">
        Create Campaign
      </Button>
    </Stack>
  );
}
