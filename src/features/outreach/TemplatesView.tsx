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
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { api } from '@/api/client';
import type { Contact, GeneratedTemplate, OutreachType, Template, TemplatePreview } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { HtmlPreview, sanitize } from './HtmlPreview';
import { TYPE_LABELS } from './model';
import { TypeSelect } from './TypeSelect';
import { useContacts, useOutreachTypes, useTemplates } from './useOutreach';

/** `outreach_type` '' until the user picks one: the adapter's default applies. */
const EMPTY = {
  name: '',
  outreach_type: '' as OutreachType | '',
  subject: '',
  text_content: '',
  html_content: '',
};
type Form = typeof EMPTY;

/** Spec 002 §2.6 templates: the list, the form with merge fields and a preview, and the generator. */
export function TemplatesView() {
  const { state, refresh } = useTemplates();
  const contacts = useContacts('');
  const [form, setForm] = useState<Form>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [explanation, setExplanation] = useState<string | null>(null);

  const templates = state.status === 'ready' ? state.data.templates : [];
  const fields = state.status === 'ready' ? state.data.merge_fields : [];
  const contactList = contacts.state.status === 'ready' ? contacts.state.data.contacts : [];

  async function save() {
    if (form.name.trim() === '' || form.subject.trim() === '' || form.text_content.trim() === '') {
      toaster.create({
        type: 'error',
        title: 'Missing Information',
        description: 'Name, subject, and content are required',
      });
      return;
    }
    setSaving(true);
    try {
      const body = {
        ...form,
        outreach_type: form.outreach_type || undefined,
        html_content: form.html_content.trim() ? await sanitize(form.html_content) : null,
      };
      if (editing) await api.put(`/api/outreach/templates/${editing}`, body);
      else await api.post('/api/outreach/templates', body);
      toaster.create({ type: 'success', title: editing ? 'Template Updated' : 'Template Created' });
      setForm(EMPTY);
      setEditing(null);
      setExplanation(null);
      refresh();
    } catch (error) {
      notifyError(error, { title: editing ? 'Update Failed' : 'Creation Failed' });
    } finally {
      setSaving(false);
    }
  }

  async function remove(template: Template) {
    if (!window.confirm(`Delete the template “${template.name}”?`)) return;
    try {
      await api.delete(`/api/outreach/templates/${template.id}`);
      refresh();
    } catch (error) {
      notifyError(error, { title: 'Delete Failed' });
    }
  }

  return (
    <Stack gap="6" pt="4">
      <Stack as="section" gap="3" aria-labelledby="templates-heading">
        <Heading as="h3" size="md" id="templates-heading">
          Templates
        </Heading>
        {templates.length === 0 ? (
          <Text color="fg.muted">{state.status === 'loading' ? 'Loading templates...' : 'No templates found.'}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {templates.map((template) => (
              <HStack
                as="li"
                key={template.id}
                borderWidth="1px"
                borderRadius="l2"
                p="3"
                justify="space-between"
                wrap="wrap"
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {template.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    {template.subject}
                  </Text>
                  <HStack gap="1" wrap="wrap">
                    <Badge>{TYPE_LABELS[template.outreach_type]}</Badge>
                    {template.variables.map((variable) => (
                      <Badge key={variable} variant="outline">{`{{${variable}}}`}</Badge>
                    ))}
                  </HStack>
                </Stack>
                <HStack>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit ${template.name}`}
                    onClick={() => {
                      setEditing(template.id);
                      setForm({ ...template, html_content: template.html_content ?? '' });
                    }}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${template.name}`}
                    onClick={() => remove(template)}
                  >
                    Delete
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack as="section" gap="3" aria-labelledby="template-form-heading" borderWidth="1px" borderRadius="l2" p="4">
          <Heading as="h3" size="md" id="template-form-heading">
            {editing ? 'Edit template' : 'New template'}
          </Heading>
          <Field.Root required>
            <Field.Label>
              Template name <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={form.name}
              maxLength={500}
              onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            />
          </Field.Root>
          <TypeSelect
            label="Outreach type"
            value={form.outreach_type}
            onChange={(type) => setForm({ ...form, outreach_type: type })}
          />
          <Field.Root required>
            <Field.Label>
              Subject <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={form.subject}
              maxLength={998}
              onChange={(e) => setForm({ ...form, subject: e.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              Plain text <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              rows={9}
              value={form.text_content}
              onChange={(e) => setForm({ ...form, text_content: e.currentTarget.value })}
            />
            <Field.HelperText>
              Merge fields: {fields.map((field) => `{{${field}}}`).join(' ')}. Add a fallback after a bar:{' '}
              {'{{first_name|there}}'}.
            </Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>HTML (optional)</Field.Label>
            <Textarea
              rows={4}
              fontFamily="mono"
              fontSize="sm"
              value={form.html_content}
              onChange={(e) => setForm({ ...form, html_content: e.currentTarget.value })}
            />
            <Field.HelperText>
              Sanitised with DOMPurify when saved; scripts and event handlers are removed.
            </Field.HelperText>
          </Field.Root>
          {explanation && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {explanation}
            </Text>
          )}
          <HStack>
            <Button colorPalette="brand" onClick={save} loading={saving}>
              {editing ? 'Save Template' : 'Create Template'}
            </Button>
            {editing && (
              <Button
                variant="outline"
                onClick={() => {
                  setEditing(null);
                  setForm(EMPTY);
                }}
              >
                Cancel
              </Button>
            )}
          </HStack>
        </Stack>
        <Stack gap="6">
          <Preview form={form} contacts={contactList} />
          <Generator
            onGenerated={(generated, type) => {
              setForm({
                ...form,
                outreach_type: type,
                subject: generated.subject,
                text_content: generated.text_body,
                html_content: generated.html_body,
                name: form.name || `${TYPE_LABELS[type]} template`,
              });
              setExplanation(generated.explanation);
            }}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Preview({ form, contacts }: { form: Form; contacts: Contact[] }) {
  const [contactId, setContactId] = useState('');
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  useEffect(() => {
    if (form.subject.trim() === '' && form.text_content.trim() === '') return;
    let live = true;
    const timer = window.setTimeout(() => {
      api
        .post('/api/outreach/templates/preview', {
          subject: form.subject,
          text_content: form.text_content,
          html_content: form.html_content || null,
          contact_id: contactId || null,
        })
        .then((next) => live && setPreview(next))
        .catch((error: unknown) => console.warn('Preview failed:', error));
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [form.subject, form.text_content, form.html_content, contactId]);

  return (
    <Stack as="section" gap="3" aria-labelledby="template-preview-heading" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="md" id="template-preview-heading">
        Preview
      </Heading>
      <Field.Root>
        <Field.Label>Preview for</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={contactId} onChange={(e) => setContactId(e.currentTarget.value)}>
            <option value="">No contact (fallbacks only)</option>
            {contacts.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contact.name} &lt;{contact.email}&gt;
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {!preview || (form.subject.trim() === '' && form.text_content.trim() === '') ? (
        <Text color="fg.muted">Write a subject and text to see them merged.</Text>
      ) : (
        <Stack gap="2" aria-live="polite">
          <Text fontWeight="medium" wordBreak="break-word">
            Subject: {preview.subject}
          </Text>
          <Box
            as="pre"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            fontFamily="body"
            fontSize="sm"
            bg="bg.subtle"
            p="3"
            borderRadius="l2"
          >
            {preview.text_body}
          </Box>
          {preview.unknown_fields.length > 0 && (
            <Text color="fg.error" fontSize="sm">
              Unknown fields (refused at save): {preview.unknown_fields.map((f) => `{{${f}}}`).join(', ')}
            </Text>
          )}
          {preview.empty_fields.length > 0 && (
            <Text color="orange.fg" fontSize="sm">
              Empty for this contact, with no fallback: {preview.empty_fields.map((f) => `{{${f}}}`).join(', ')}
            </Text>
          )}
          {preview.html_body && <HtmlPreview html={preview.html_body} title="HTML preview of the template" />}
        </Stack>
      )}
    </Stack>
  );
}

function Generator({ onGenerated }: { onGenerated: (generated: GeneratedTemplate, type: OutreachType) => void }) {
  const { state: types } = useOutreachTypes();
  const [picked, setType] = useState<OutreachType | ''>('');
  const type = picked || (types.status === 'ready' ? types.data.default_outreach_type : '');
  const [audience, setAudience] = useState('');
  const [value, setValue] = useState('');
  const [cta, setCta] = useState('');
  const [busy, setBusy] = useState(false);

  async function generate() {
    if (type === '') return;
    setBusy(true);
    try {
      const generated = await api.post('/api/outreach/templates/ai-generate', {
        outreach_type: type,
        target_audience: audience,
        value_proposition: value,
        call_to_action: cta,
      });
      onGenerated(generated, type);
      toaster.create({ type: 'success', title: 'AI Template Generated', description: generated.explanation });
    } catch (error) {
      notifyError(error, { title: 'Generation Failed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="generator-heading" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="md" id="generator-heading">
        Template generator
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Writes a template from your brief with a fixed pattern per outreach type (no AI service is called); edit it
        before you save.
      </Text>
      <TypeSelect label="Outreach type" value={picked} onChange={setType} />
      <Field.Root required>
        <Field.Label>
          Target audience <Field.RequiredIndicator />
        </Field.Label>
        <Input value={audience} maxLength={500} onChange={(e) => setAudience(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          Value proposition <Field.RequiredIndicator />
        </Field.Label>
        <Input value={value} maxLength={500} onChange={(e) => setValue(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Call to action</Field.Label>
        <Input value={cta} maxLength={500} onChange={(e) => setCta(e.currentTarget.value)} />
      </Field.Root>
      <Button
        onClick={generate}
        loading={busy}
        disabled={audience.trim() === '' || value.trim() === ''}
        alignSelf="start"
      >
        Generate Template
      </Button>
    </Stack>
  );
}
