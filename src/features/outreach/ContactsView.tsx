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
import { useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { Contact, ContactImportResponse, ContactList } from '@/contract';
import { DataList, type DataColumn } from '@/components/DataList';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { ContactDetail } from './ContactDetail';
import { STATUS_COLORS, STATUS_LABELS, formatDate } from './model';
import { useContacts } from './useOutreach';

const EMPTY_FORM = { email: '', name: '', website: '', industry: '', role: '', notes: '', tags: '' };
type Form = typeof EMPTY_FORM;

const COLUMNS: readonly DataColumn<Contact>[] = [
  { key: 'name', header: 'Name', primary: true },
  { key: 'email', header: 'Email' },
  { key: 'website', header: 'Website' },
  { key: 'industry', header: 'Industry' },
  {
    key: 'status',
    header: 'Status',
    value: (row) => STATUS_LABELS[row.status],
    render: (row) => <Badge colorPalette={STATUS_COLORS[row.status]}>{STATUS_LABELS[row.status]}</Badge>,
  },
  { key: 'tags', header: 'Tags', value: (row) => row.tags.join(', '), showInCard: false },
  { key: 'last_contacted', header: 'Last contacted', value: (row) => formatDate(row.last_contacted) },
];

function limitText(list: ContactList): string {
  const { plan, max, used } = list.limit;
  if (!plan) return `${used} contacts · no plan chosen in Pricing, so no contact limit applies`;
  return max === null ? `${used} contacts · ${plan} plan: unlimited` : `${used} of ${max} contacts · ${plan} plan`;
}

/** Spec 002 §2.6 contacts: list with search, industry and tag filters, the add form and the CSV import. */
export function ContactsView() {
  const [industry, setIndustry] = useState('');
  const [tag, setTag] = useState('');
  const params = useMemo(() => new URLSearchParams({ industry, tags: tag }).toString(), [industry, tag]);
  const { state, refresh } = useContacts(params);
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);

  const list = state.status === 'ready' ? state.data : null;

  async function save() {
    if (form.email.trim() === '' || form.name.trim() === '') {
      toaster.create({ type: 'error', title: 'Missing Information', description: 'Email and name are required' });
      return;
    }
    setSaving(true);
    try {
      if (editing) {
        await api.put(`/api/outreach/contacts/${editing}`, form);
        toaster.create({ type: 'success', title: 'Contact Updated' });
      } else {
        await api.post('/api/outreach/contacts', form);
        toaster.create({ type: 'success', title: 'Contact Created' });
      }
      setForm(EMPTY_FORM);
      setEditing(null);
      refresh();
    } catch (error) {
      notifyError(error, { title: editing ? 'Update Failed' : 'Creation Failed' });
    } finally {
      setSaving(false);
    }
  }

  async function remove(contact: Contact) {
    if (!window.confirm(`Delete ${contact.name} <${contact.email}> and their recorded replies and links?`)) return;
    try {
      await api.delete(`/api/outreach/contacts/${contact.id}`);
      if (viewing === contact.id) setViewing(null);
      refresh();
    } catch (error) {
      notifyError(error, { title: 'Delete Failed' });
    }
  }

  const field = (key: keyof Form, label: string, type = 'text', required = false) => (
    <Field.Root required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type={type}
        value={form[key]}
        maxLength={key === 'notes' ? 10_000 : 500}
        onChange={(event) => setForm({ ...form, [key]: event.currentTarget.value })}
      />
    </Field.Root>
  );

  return (
    <Stack gap="6" pt="4">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {list ? limitText(list) : 'Loading contacts...'}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Field.Root w="auto">
              <Field.Label fontSize="xs">Industry</Field.Label>
              <NativeSelect.Root size="sm" w="44">
                <NativeSelect.Field value={industry} onChange={(event) => setIndustry(event.currentTarget.value)}>
                  <option value="">All industries</option>
                  {list?.industries.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w="auto">
              <Field.Label fontSize="xs">Tag</Field.Label>
              <NativeSelect.Root size="sm" w="44">
                <NativeSelect.Field value={tag} onChange={(event) => setTag(event.currentTarget.value)}>
                  <option value="">All tags</option>
                  {list?.tags.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </HStack>
        </HStack>
        <DataList
          title="Contacts"
          columns={COLUMNS}
          rows={list?.contacts ?? []}
          getRowId={(row) => row.id}
          emptyText={state.status === 'loading' ? 'Loading contacts...' : 'No contacts found.'}
          onView={(row) => setViewing(row.id)}
          onEdit={(row) => {
            setEditing(row.id);
            setForm({ ...row, tags: row.tags.join(', ') });
          }}
          onDelete={remove}
        />
      </Stack>
      {viewing && <ContactDetail key={viewing} contactId={viewing} onClose={() => setViewing(null)} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack as="section" gap="3" aria-labelledby="contact-form-heading" borderWidth="1px" borderRadius="l2" p="4">
          <Heading as="h3" size="md" id="contact-form-heading">
            {editing ? 'Edit contact' : 'Add a contact'}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {field('email', 'Email', 'email', true)}
            {field('name', 'Name', 'text', true)}
            {field('website', 'Website')}
            {field('industry', 'Industry')}
            {field('role', 'Role')}
            {field('tags', 'Tags (comma-separated)')}
          </SimpleGrid>
          <Field.Root>
            <Field.Label>Notes</Field.Label>
            <Textarea
              value={form.notes}
              maxLength={10_000}
              onChange={(event) => setForm({ ...form, notes: event.currentTarget.value })}
            />
          </Field.Root>
          <HStack>
            <Button colorPalette="brand" onClick={save} loading={saving}>
              {editing ? 'Save Contact' : 'Add Contact'}
            </Button>
            {editing && (
              <Button
                variant="outline"
                onClick={() => {
                  setEditing(null);
                  setForm(EMPTY_FORM);
                }}
              >
                Cancel
              </Button>
            )}
          </HStack>
        </Stack>
        <ImportPanel onImported={refresh} />
      </SimpleGrid>
    </Stack>
  );
}

function ImportPanel({ onImported }: { onImported: () => void }) {
  const [csv, setCsv] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ContactImportResponse | null>(null);

  async function importCsv(text: string) {
    if (text.trim() === '') {
      toaster.create({ type: 'error', title: 'No CSV Content', description: 'Please provide CSV content to import' });
      return;
    }
    setBusy(true);
    try {
      const response = await api.post('/api/outreach/contacts/import', { csv_content: text });
      setResult(response);
      toaster.create({
        type: response.imported > 0 ? 'success' : 'info',
        title: 'Import Finished',
        description: response.message,
      });
      if (response.imported > 0) setCsv('');
      onImported();
    } catch (error) {
      notifyError(error, { title: 'Import Failed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="contact-import-heading" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="md" id="contact-import-heading">
        Import contacts from CSV
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Columns: email, name, website, industry, role, notes, tags (separated by ; or |). Any other column becomes a
        merge field, e.g. a Company column is {'{{company}}'}. Addresses already stored are skipped.
      </Text>
      <Field.Root>
        <Field.Label>CSV content</Field.Label>
        <Textarea
          value={csv}
          rows={6}
          fontFamily="mono"
          fontSize="sm"
          placeholder={'email,name,website,industry\nana@example.com,Ana Silva,example.com,Coffee'}
          onChange={(event) => setCsv(event.currentTarget.value)}
        />
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => importCsv(csv)} disabled={csv.trim() === '' || busy} loading={busy}>
          Import Contacts
        </Button>
        <Field.Root w="auto">
          <Field.Label fontSize="sm">Or choose a .csv file</Field.Label>
          <Input
            type="file"
            accept=".csv,text/csv,text/plain"
            size="sm"
            p="1"
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) await importCsv(await file.text());
            }}
          />
        </Field.Root>
      </HStack>
      {result && (
        <Box role="status" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
          <Text fontWeight="medium">{result.message}</Text>
          {result.errors.length > 0 && (
            <Box as="ul" mt="2" ps="5" maxH="48" overflowY="auto" fontSize="sm" aria-label="Rows not imported">
              {result.errors.map((error, index) => (
                <li key={`${error.line}-${index}`}>
                  Line {error.line}: {error.reason}
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Stack>
  );
}
