import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Panel } from './Panel';
import type { JsonValue } from '@/contract/json';
import type { Job } from '@/contract/types/jobs';
import { JobRow } from './JobRow';
import { useJobList } from './useJobList';

const field = (input: JsonValue, name: string): string => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return '';
  const value = input[name];
  return typeof value === 'string' ? value : '';
};

export const exportTitle = (job: Job) =>
  `${field(job.input, 'data_source') || 'export'} · ${field(job.input, 'export_format').toUpperCase()}`;
export const importTitle = (job: Job) => field(job.input, 'original_filename') || 'import';

function JobList({
  heading,
  jobs,
  empty,
  title,
}: {
  heading: string;
  jobs: Job[];
  empty: string;
  title: (job: Job) => string;
}) {
  return (
    <Stack gap="2" minW="0">
      <Heading as="h4" size="sm">
        {heading}
      </Heading>
      {jobs.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack gap="2" maxH="80" overflowY="auto" tabIndex={0} aria-label={heading}>
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} title={title(job)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Spec 002 §2.3 Jobs: the export and import job lists, each scrolling within a maximum height. */
export function JobsPanel() {
  const exports = useJobList('/api/data-jobs/exports');
  const imports = useJobList('/api/data-jobs/imports');
  return (
    <Panel.Root as="section" aria-labelledby="jobs-heading">
      <Panel.Header>
        <Heading as="h3" size="md" id="jobs-heading">
          Jobs
        </Heading>
      </Panel.Header>
      <Panel.Body>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <JobList heading="Export jobs" jobs={exports.jobs} empty="No export jobs found." title={exportTitle} />
          <JobList heading="Import jobs" jobs={imports.jobs} empty="No import jobs found." title={importTitle} />
        </Grid>
      </Panel.Body>
    </Panel.Root>
  );
}
