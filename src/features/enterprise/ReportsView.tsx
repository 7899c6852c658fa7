import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import { StatTile } from '@/components/StatTile';
import { TaskProgress } from '@/components/TaskProgress';
import type { ReportRun, ReportsResponse, ScheduledReport } from '@/contract/types/enterprise';
import type { Job } from '@/contract/types/jobs';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { useRemote } from '@/hooks/useRemote';
import { ViewFrame } from './LoadState';
import { offerFile } from './offerFile';
import {
  bytes,
  count,
  dateTime,
  ENTERPRISE_ERROR,
  FREQUENCY_LABELS,
  SECTION_LABELS,
  type WorkspaceViewProps,
} from './model';
import { ReportForm } from './ReportForm';
import { useReportJobs, type RunningReport } from './useReportJob';

function download(runId: string, what: 'download' | 'eml', title: string) {
  const request =
    what === 'eml'
      ? api.get(`/api/enterprise/report-runs/${runId}/eml`)
      : api.get(`/api/enterprise/report-runs/${runId}/download`);
  request.then(offerFile, (error: unknown) => notifyError(error, { title }));
}

function ReportCard({
  report,
  running,
  onGenerate,
  onCancel,
  onStatus,
  onDelete,
}: {
  report: ScheduledReport;
  running: RunningReport | undefined;
  onGenerate: () => void;
  onCancel: (jobId: string) => void;
  onStatus: () => void;
  onDelete: () => void;
}) {
  return (
    <Card.Root size="sm" data-testid="report-card">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold" wordBreak="break-word" minW="0">
            {report.name}
          </Text>
          <Badge colorPalette={report.status === 'active' ? 'green' : 'yellow'}>{report.status}</Badge>
        </HStack>
        <Text fontSize="sm">
          {FREQUENCY_LABELS[report.frequency]} · {report.format.toUpperCase()} ·{' '}
          {report.sections.map((s) => SECTION_LABELS[s]).join(', ')}
        </Text>
        <Text fontSize="sm">
          Next: {report.status === 'active' ? dateTime(report.next_delivery) : 'paused'} · Recipients:{' '}
          {report.recipients_count} · Generated{' '}
          {report.delivery_count === 1 ? 'once' : `${count(report.delivery_count)} times`}
        </Text>
        <Text fontSize="sm" data-testid="last-generated">
          Last generated: {report.last_generated ? dateTime(report.last_generated) : 'Never'}
        </Text>
        {running ? (
          <TaskProgress
            progress={running.progress}
            onCancel={() => onCancel(running.jobId)}
            label={`Generating ${report.name}`}
          />
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={onGenerate}>
              Generate now
            </Button>
            <Button size="sm" variant="outline" onClick={onStatus}>
              {report.status === 'active' ? 'Pause' : 'Resume'}
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>
              Delete
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function History({ runs }: { runs: ReportRun[] }) {
  if (runs.length === 0) return <Text>No report generated yet: use Generate now, or wait for its schedule.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} role="region" aria-label="Report history">
      <Table.Root size="sm" data-testid="report-history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Report</Table.ColumnHeader>
            <Table.ColumnHeader>Last generated</Table.ColumnHeader>
            <Table.ColumnHeader>How</Table.ColumnHeader>
            <Table.ColumnHeader>File</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {runs.map((run) => (
            <Table.Row key={run.id}>
              <Table.Cell wordBreak="break-word">{run.report_name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dateTime(run.generated_at)}</Table.Cell>
              <Table.Cell>{run.trigger === 'manual' ? 'Generate now' : 'On schedule'}</Table.Cell>
              <Table.Cell>
                {run.format.toUpperCase()}, {bytes(run.size_bytes)}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => download(run.id, 'download', 'Download Error')}>
                    Download
                  </Button>
                  {run.recipients.length > 0 && (
                    <Button size="xs" variant="outline" onClick={() => download(run.id, 'eml', 'Draft not made')}>
                      Email draft (.eml)
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Spec 001 §2.8 Reports: totals, scheduled report cards, and the history of what was generated. */
export function ReportsView({ workspaceId: id }: WorkspaceViewProps) {
  const load = useCallback((): Promise<ReportsResponse> => api.get(`/api/enterprise/reports/${id}`), [id]);
  const { state, retry, refresh } = useRemote(load, { errorToast: ENTERPRISE_ERROR, refreshOnPull: true });
  const finished = useCallback(
    (job: Job) => {
      refresh();
      if (job.status === 'completed') toaster.create({ type: 'success', title: 'Report generated' });
      else if (job.status === 'failed')
        toaster.create({ type: 'error', title: 'Report not generated', description: job.message, closable: true });
    },
    [refresh],
  );
  const { running, follow, cancel } = useReportJobs(finished);

  const generate = (report: ScheduledReport) =>
    api.post(`/api/enterprise/scheduled-reports/${report.id}/generate`).then(
      (started) => follow(report.id, started.job_id),
      (error: unknown) => notifyError(error, { title: 'Report not generated' }),
    );
  const setStatus = (report: ScheduledReport) =>
    api
      .put(`/api/enterprise/scheduled-reports/${report.id}`, {
        status: report.status === 'active' ? 'paused' : 'active',
      })
      .then(refresh, (error: unknown) => notifyError(error, { title: 'Report not changed' }));
  const remove = (report: ScheduledReport) => {
    if (!window.confirm(`Delete "${report.name}" and its history?`)) return;
    api
      .delete(`/api/enterprise/scheduled-reports/${report.id}`)
      .then(refresh, (error: unknown) => notifyError(error, { title: 'Report not deleted' }));
  };

  return (
    <ViewFrame state={state} retry={retry} refresh={refresh} loadLabel="Load reports">
      {(data) => (
        <Stack gap="5">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <StatTile label="Total reports" value={count(data.summary.total_reports)} />
            <StatTile label="Active reports" value={count(data.summary.active_reports)} />
            <StatTile label="Times generated" value={count(data.summary.total_deliveries)} />
            <StatTile label="Due in the next 24 hours" value={count(data.delivery_schedule.next_24h)} />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            A static app cannot send email or run while closed: a report that falls due is generated the next time the
            app is open (once, however many periods were missed), kept in the history below, and offered as a download
            and as an email draft to its recipients.
          </Text>
          {data.reports.length > 0 && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {data.reports.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  running={running.find((r) => r.reportId === report.id)}
                  onGenerate={() => void generate(report)}
                  onCancel={cancel}
                  onStatus={() => void setStatus(report)}
                  onDelete={() => remove(report)}
                />
              ))}
            </SimpleGrid>
          )}
          <Card.Root>
            <Card.Header>
              <Heading as="h3" size="md">
                New scheduled report
              </Heading>
            </Card.Header>
            <Card.Body>
              <ReportForm workspaceId={id} onCreated={refresh} />
            </Card.Body>
          </Card.Root>
          <Stack gap="2">
            <Heading as="h3" size="md">
              History
            </Heading>
            <History runs={data.history} />
          </Stack>
        </Stack>
      )}
    </ViewFrame>
  );
}
