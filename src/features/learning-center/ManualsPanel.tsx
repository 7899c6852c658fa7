import {
  Badge,
  Button,
  Field,
  HStack,
  NativeSelect,
  Progress,
  Spinner,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { ManualJob, ManualLanguageCode, ManualType } from '@/contract';
import { MANUAL_POLLING } from '@/contract/settings';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { useRemote } from '@/hooks/useRemote';
import { saveFile } from '@/lib/download';
import {
  DOWNLOAD_ERROR,
  formatTime,
  MANUAL_FAILED,
  MANUAL_START_ERROR,
  MANUAL_TYPE_LABEL,
  MANUAL_TYPES,
  sizeKb,
} from './model';
import { ManualReader } from './ManualReader';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadLanguages = async () => (await api.get('/api/learning-center/manuals/languages')).supported_languages;
const loadJobs = async () => (await api.get('/api/learning-center/manuals/jobs')).jobs;

function StatusCell({ job }: { job: ManualJob }) {
  if (job.status === 'generating' || job.status === 'queued') {
    return (
      <HStack gap="2">
        <Spinner size="xs" aria-hidden />
        <Text>{job.status === 'queued' ? 'Queued' : `Generating ${Math.round(job.progress * 100)}%`}</Text>
      </HStack>
    );
  }
  return (
    <Stack gap="0">
      <Badge colorPalette={job.status === 'completed' ? 'green' : 'gray'} width="fit-content">
        {job.status}
      </Badge>
      {job.status === 'failed' && (
        <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
          {job.message}
        </Text>
      )}
    </Stack>
  );
}

/** Spec 001 §2.4 manuals: type and language, start, the job list with status, time and size, downloads. */
export function ManualsPanel() {
  const languages = useRemote(loadLanguages);
  const jobs = useRemote(loadJobs);
  const [type, setType] = useState<ManualType>('quick_start');
  const [language, setLanguage] = useState<ManualLanguageCode>('en');
  const [current, setCurrent] = useState<ManualJob | null>(null);
  const [starting, setStarting] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const refreshJobs = jobs.refresh;

  /** Spec 001 §4: polled once a second, up to 30 more times, until completed or failed. */
  const poll = useCallback(
    async (jobId: string) => {
      for (let attempt = 0; attempt <= MANUAL_POLLING.retries && alive.current; attempt += 1) {
        await sleep(MANUAL_POLLING.intervalMs);
        if (!alive.current) return;
        let job: ManualJob;
        try {
          job = await api.get(`/api/learning-center/manuals/jobs/${encodeURIComponent(jobId)}`);
        } catch (error) {
          console.warn('Could not read the manual job status:', error);
          continue;
        }
        setCurrent(job);
        if (job.status === 'completed') {
          toaster.create({
            id: 'manual-ready',
            type: 'success',
            title: 'Manual Ready!',
            description: `${job.page_count ?? ''} pages, ${sizeKb(job.file_size)}`,
          });
          refreshJobs();
          return;
        }
        if (job.status === 'failed') {
          // The spec's pattern: the job's own reason when it has one, else the default text.
          toaster.create({
            id: `error:${MANUAL_FAILED.title}`,
            type: 'error',
            title: MANUAL_FAILED.title,
            description: job.message.trim() || MANUAL_FAILED.description,
            closable: true,
          });
          refreshJobs();
          return;
        }
      }
      refreshJobs();
    },
    [refreshJobs],
  );

  const generate = async () => {
    setStarting(true);
    try {
      const started = await api.post('/api/learning-center/manuals/generate', { manual_type: type, language });
      setCurrent(null);
      refreshJobs();
      void poll(started.job_id);
    } catch (error) {
      notifyError(error, MANUAL_START_ERROR);
    } finally {
      setStarting(false);
    }
  };

  const download = async (job: ManualJob) => {
    try {
      const file = await api.get(`/api/learning-center/manuals/download/${encodeURIComponent(job.job_id)}`);
      saveFile(file.file_name || `manual_${job.job_id}.pdf`, file.blob, file.mime_type);
    } catch (error) {
      notifyError(error, DOWNLOAD_ERROR);
    }
  };

  const languageList =
    languages.state.status === 'ready' ? languages.state.data : [{ code: 'en' as const, name: 'English' }];
  const languageName = (code: string) => languageList.find((item) => item.code === code)?.name ?? code;
  const running = current && (current.status === 'generating' || current.status === 'queued');

  return (
    <Stack gap="5">
      <Text color="fg.muted">
        PDF manuals of the 14 features, written in a background worker from the same text as the guides below. PDFs
        cannot carry accessibility tags, so each manual can also be read here as a page.
      </Text>
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Manual type</Field.Label>
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field value={type} onChange={(event) => setType(event.currentTarget.value as ManualType)}>
              {MANUAL_TYPES.map((value) => (
                <option key={value} value={value}>
                  {MANUAL_TYPE_LABEL[value]} ({value})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Language</Field.Label>
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field
              value={language}
              onChange={(event) => setLanguage(event.currentTarget.value as ManualLanguageCode)}
            >
              {languageList.map((item) => (
                <option key={item.code} value={item.code} lang={item.code}>
                  {item.name} ({item.code})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button colorPalette="brand" size="sm" onClick={generate} loading={starting} loadingText="Starting...">
          Generate Manual
        </Button>
      </HStack>
      {running && current && (
        <Stack gap="1" aria-live="polite">
          <Text fontSize="sm">
            {current.message} ({Math.round(current.progress * 100)}%)
          </Text>
          <Progress.Root value={Math.round(current.progress * 100)} size="sm" aria-label="Manual generation progress">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      <Stack gap="2">
        <Text as="h4" fontWeight="semibold">
          Your manuals
        </Text>
        {jobs.state.status === 'ready' && jobs.state.data.length === 0 && (
          <Text color="fg.muted">No manuals yet. Choose a type and a language, then Generate Manual.</Text>
        )}
        {jobs.state.status === 'ready' && jobs.state.data.length > 0 && (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Manual jobs">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Manual</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Created</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Size</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {jobs.state.data.map((job) => (
                  <Table.Row key={job.job_id}>
                    <Table.Cell>
                      {MANUAL_TYPE_LABEL[job.job_type]}, <span lang={job.language}>{languageName(job.language)}</span>
                    </Table.Cell>
                    <Table.Cell>
                      <StatusCell job={job} />
                    </Table.Cell>
                    <Table.Cell>{formatTime(job.created_at)}</Table.Cell>
                    <Table.Cell textAlign="end">{sizeKb(job.file_size)}</Table.Cell>
                    <Table.Cell>
                      {job.status === 'completed' && (
                        <Button size="xs" variant="outline" onClick={() => void download(job)}>
                          Download
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
      <ManualReader type={type} language={language} />
    </Stack>
  );
}
