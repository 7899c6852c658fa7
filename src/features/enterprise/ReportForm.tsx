import { Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '@/api/client';
import { errorDetail } from '@/contract/errors';
import {
  ENTERPRISE_LIMITS,
  REPORT_FREQUENCIES,
  REPORT_SECTIONS,
  type ReportFormat,
  type ReportFrequency,
  type ReportSection,
  type ScheduledReport,
} from '@/contract/types/enterprise';
import { notifyError } from '@/hooks/notify';
import { splitRecipients } from './recipients';
import { FREQUENCY_LABELS, SECTION_LABELS } from './model';

/** Defines a scheduled report; the adapter checks it whole and stores nothing on a problem. */
export function ReportForm({
  workspaceId,
  onCreated,
}: {
  workspaceId: string;
  onCreated: (report: ScheduledReport) => void;
}) {
  const [name, setName] = useState('');
  const [sections, setSections] = useState<ReportSection[]>(['clustering_summary', 'top_clusters']);
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly');
  const [recipients, setRecipients] = useState('');
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const toggle = (section: ReportSection, on: boolean) =>
    setSections((current) => (on ? [...current, section] : current.filter((s) => s !== section)));

  const submit = () => {
    setSaving(true);
    setError(null);
    api
      .post(`/api/enterprise/scheduled-reports?workspace_id=${encodeURIComponent(workspaceId)}`, {
        name,
        sections,
        frequency,
        recipients: splitRecipients(recipients),
        format,
      })
      .then(
        (report) => {
          setName('');
          setRecipients('');
          onCreated(report);
        },
        (failure: unknown) => {
          setError(errorDetail(failure) ?? 'The report could not be saved. Try again.');
          notifyError(failure, { title: 'Report not saved' });
        },
      )
      .finally(() => setSaving(false));
  };

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label="New scheduled report"
    >
      <Field.Root>
        <Field.Label>Report name</Field.Label>
        <Input value={name} onChange={(event) => setName(event.currentTarget.value)} placeholder="Weekly SEO report" />
        <Field.HelperText>Up to {ENTERPRISE_LIMITS.reportName} characters.</Field.HelperText>
      </Field.Root>
      <Stack gap="2" role="group" aria-labelledby="report-sections-label">
        <Text id="report-sections-label" fontWeight="medium" fontSize="sm">
          Sections
        </Text>
        <HStack gap="4" wrap="wrap">
          {REPORT_SECTIONS.map((section) => (
            <Checkbox.Root
              key={section}
              checked={sections.includes(section)}
              onCheckedChange={(details) => toggle(section, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{SECTION_LABELS[section]}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </Stack>
      <HStack gap="4" wrap="wrap" align="start">
        <Field.Root w="auto">
          <Field.Label>Frequency</Field.Label>
          <NativeSelect.Root size="sm" w="40">
            <NativeSelect.Field
              value={frequency}
              onChange={(event) => setFrequency(event.currentTarget.value as ReportFrequency)}
            >
              {REPORT_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {FREQUENCY_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>Format</Field.Label>
          <NativeSelect.Root size="sm" w="32">
            <NativeSelect.Field
              value={format}
              onChange={(event) => setFormat(event.currentTarget.value as ReportFormat)}
            >
              <option value="pdf">PDF</option>
              <option value="csv">CSV</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Field.Root>
        <Field.Label>Recipients (up to {ENTERPRISE_LIMITS.recipients})</Field.Label>
        <Textarea
          value={recipients}
          onChange={(event) => setRecipients(event.currentTarget.value)}
          placeholder="ana@example.com, ben@example.com"
          rows={2}
        />
        <Field.HelperText>
          One per line or separated by commas. The app cannot send mail: each report comes with an email draft to them
          that your mail program opens.
        </Field.HelperText>
      </Field.Root>
      {error && (
        <Text role="alert" color="fg.error" wordBreak="break-word">
          {error}
        </Text>
      )}
      <HStack>
        <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving…">
          Create report
        </Button>
      </HStack>
    </Stack>
  );
}
