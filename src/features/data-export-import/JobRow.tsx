import { Badge, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { api } from '@/api/client';
import type { Job } from '@/contract/types/jobs';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { formatDateTime } from './format';
import { downloadJobFile } from './useJobList';

/** Spec 002 §4: completed allows Download; other statuses are shown as secondary. */
const STATUS_PALETTE: Record<Job['status'], string> = {
  completed: 'green',
  running: 'blue',
  queued: 'gray',
  failed: 'red',
  cancelled: 'gray',
};

export async function download(job: Job): Promise<void> {
  try {
    await downloadJobFile(job);
    toaster.create({ type: 'success', title: 'Download Complete', description: job.file_name ?? undefined });
  } catch (error) {
    notifyError(error, { title: 'Download Failed' });
  }
}

export function JobRow({ job, title }: { job: Job; title: string }) {
  const active = job.status === 'queued' || job.status === 'running';
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="l2" p="2" data-testid="job-row">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" fontSize="sm" wordBreak="break-word">
            {title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {job.id.slice(0, 8)} · {formatDateTime(job.created_at)}
          </Text>
        </Stack>
        <HStack gap="2">
          <Badge colorPalette={STATUS_PALETTE[job.status]} variant={job.status === 'completed' ? 'surface' : 'subtle'}>
            {job.status}
          </Badge>
          {job.status === 'completed' && job.file_id && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => void download(job)}
              aria-label={`Download ${job.file_name ?? title}`}
            >
              Download
            </Button>
          )}
          {active && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => void api.post(`/api/jobs/${job.id}/cancel`).catch((error: unknown) => console.warn(error))}
              aria-label={`Cancel ${title}`}
            >
              Cancel
            </Button>
          )}
        </HStack>
      </HStack>
      {active && (
        <Progress.Root value={Math.round(job.progress * 100)} size="xs" aria-label={`${title} progress`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {job.status !== 'completed' && job.message && (
        <Text fontSize="xs" color={job.status === 'failed' ? 'fg.error' : 'fg.muted'}>
          {job.message}
        </Text>
      )}
    </Stack>
  );
}
