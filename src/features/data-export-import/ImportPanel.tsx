import { Button, Field, Heading, HStack, Input, List, Progress, Stack, Text } from '@chakra-ui/react';
import { Panel } from './Panel';
import { useEffect, useState } from 'react';
import { api } from '@/api/client';
import { KEYWORD_CSV_COLUMNS, type ImportJobResult } from '@/contract/types/dataExchange';
import type { Job } from '@/contract/types/jobs';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';

const MAX_MB = 50;

function isImportResult(value: unknown): value is ImportJobResult {
  return typeof value === 'object' && value !== null && 'valid_records' in value && 'validation_errors' in value;
}

/** Spec 002 §2.3 Import: a .csv of at most 50 MB read in a worker as a job; the validation summary lists bad rows. */
export function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [starting, setStarting] = useState(false);
  const running = starting || job?.status === 'queued' || job?.status === 'running';
  const jobId = job?.id ?? null;

  useEffect(() => {
    if (!jobId) return;
    let done = false;
    const check = async () => {
      const latest = await api.get(`/api/data-jobs/${jobId}/status`);
      if (done) return;
      setJob(latest);
      if (latest.status === 'completed' && isImportResult(latest.result)) {
        done = true;
        toaster.create({
          type: 'success',
          title: 'Import Successful',
          description: `Imported ${latest.result.valid_records}/${latest.result.total_records} keywords successfully`,
        });
      } else if (latest.status === 'failed') {
        done = true;
        toaster.create({ type: 'error', title: 'Import Failed', description: latest.message || 'Import failed' });
      } else if (latest.status === 'cancelled') done = true;
    };
    const unsubscribe = api.subscribe(['jobs'], () => void check().catch((error: unknown) => console.warn(error)));
    void check().catch((error: unknown) => console.warn(error));
    return () => {
      done = true;
      unsubscribe();
    };
  }, [jobId]);

  const start = async () => {
    if (!file) {
      toaster.create({ type: 'error', title: 'File Required', description: 'Please select a file to import' });
      return;
    }
    setStarting(true);
    try {
      const response = await api.post('/api/data-import/keywords', { file, file_name: file.name });
      if (!response.success) throw new Error(response.message || 'Import failed');
      setJob(await api.get(`/api/data-jobs/${response.job_id}/status`));
    } catch (error) {
      notifyError(error, { title: 'Import Failed', description: 'Import failed' });
    } finally {
      setStarting(false);
    }
  };

  const result = job?.status === 'completed' && isImportResult(job.result) ? job.result : null;

  return (
    <Panel.Root as="section" aria-labelledby="import-heading">
      <Panel.Header>
        <Heading as="h3" size="md" id="import-heading">
          Import
        </Heading>
      </Panel.Header>
      <Panel.Body>
        <Stack gap="3">
          <Field.Root gap="1">
            <Field.Label>Keyword CSV file</Field.Label>
            <Input
              type="file"
              accept=".csv,text/csv"
              size="sm"
              p="1"
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setJob(null);
              }}
            />
            {file && (
              <Text fontSize="sm" data-testid="import-file-info">
                {file.name} ({(file.size / 1024).toFixed(1)} KB)
              </Text>
            )}
          </Field.Root>
          <HStack gap="2">
            <Button colorPalette="brand" onClick={() => void start()} disabled={!file || running} loading={running}>
              Import Keywords
            </Button>
            {running && jobId && (
              <Button
                variant="outline"
                onClick={() => void api.post(`/api/jobs/${jobId}/cancel`).catch(() => undefined)}
              >
                Cancel
              </Button>
            )}
          </HStack>
          {running && job && (
            <Progress.Root value={Math.round(job.progress * 100)} size="sm" aria-label="Import progress">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {result && (
            <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3" data-testid="validation-summary">
              <Text fontWeight="semibold">Validation summary</Text>
              <Text fontSize="sm">
                {result.valid_records} of {result.total_records} rows valid ({result.format});{' '}
                {result.total_records - result.valid_records} skipped
                {result.duplicates > 0 ? `, ${result.duplicates} duplicates merged` : ''}. The keywords are ready in
                Keyword Clustering.
              </Text>
              {result.validation_errors.length > 0 && (
                <List.Root
                  as="ul"
                  fontSize="sm"
                  maxH="48"
                  overflowY="auto"
                  ps="5"
                  tabIndex={0}
                  aria-label="Invalid rows"
                >
                  {result.validation_errors.map((error) => (
                    <List.Item key={`${error.line}:${error.reason}`}>
                      Line {error.line}: {error.reason}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          )}
          <Stack gap="1" fontSize="sm" color="fg.muted">
            <Text fontWeight="semibold">CSV format</Text>
            <Text>
              Columns: {KEYWORD_CSV_COLUMNS.join(', ')}. search_volume is a number, competition Low/Medium/High, cpc a
              decimal. Maximum {MAX_MB}MB. Invalid rows are skipped and reported in a validation summary. Exports of
              Keyword Planner, Semrush, Ahrefs, Moz, Ubersuggest and Search Console are read too.
            </Text>
          </Stack>
        </Stack>
      </Panel.Body>
    </Panel.Root>
  );
}
