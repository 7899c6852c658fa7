import { Button, Dialog, Field, Heading, HStack, Input, List, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { Panel } from './Panel';
import { useState } from 'react';
import { api } from '@/api/client';
import type { RestoreMode, RestorePlan } from '@/contract/types/dataExchange';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { JobRow } from './JobRow';
import { useJobList } from './useJobList';

export const REPLACE_CONFIRMATION =
  'Replace deletes the projects, keyword files and clustering results on this device and puts the backup’s in their place. The deletes sync to your other devices. Continue?';

function PlanTable({ plan }: { plan: RestorePlan }) {
  return (
    <Stack gap="2" data-testid="restore-plan">
      <Text fontSize="sm">
        Backup of {new Date(plan.manifest.created_at).toLocaleString()} (app {plan.manifest.app_version}, data schema{' '}
        {plan.manifest.schema_version}).{' '}
        {plan.applied ? 'Restored' : `What ${plan.mode === 'merge' ? 'Merge' : 'Replace'} would do`}:
      </Text>
      <Table.ScrollArea tabIndex={0} role="region" aria-label="Restore plan" borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Table</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Added</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Updated</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Skipped</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Refused</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {plan.tables.map((table) => (
              <Table.Row key={table.table}>
                <Table.Cell>{table.table}</Table.Cell>
                <Table.Cell textAlign="end">{table.added}</Table.Cell>
                <Table.Cell textAlign="end">{table.updated}</Table.Cell>
                <Table.Cell textAlign="end">{table.skipped}</Table.Cell>
                <Table.Cell textAlign="end">{table.refused}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {plan.notes.length > 0 && (
        <List.Root fontSize="sm" ps="5">
          {plan.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** Full backup (a zip of every synced table) and restore with a dry run first. */
export function BackupPanel() {
  const backups = useJobList('/api/data-jobs/backups');
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<RestorePlan | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);

  const backup = async () => {
    try {
      const response = await api.post('/api/backup');
      toaster.create({ type: 'success', title: 'Backup Started', description: `Job ${response.job_id.slice(0, 8)}` });
    } catch (error) {
      notifyError(error, { title: 'Backup Failed' });
    }
  };

  const run = async (mode: RestoreMode, dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await api.post('/api/restore', { file, file_name: file.name, mode, dry_run: dryRun });
      setPlan(result);
      if (!dryRun)
        toaster.create({
          type: 'success',
          title: 'Restore Complete',
          description: `${mode === 'merge' ? 'Merged' : 'Replaced'} from ${file.name}`,
        });
    } catch (error) {
      setPlan(null);
      notifyError(error, { title: 'Restore Failed', description: 'The backup could not be read.' });
    } finally {
      setBusy(false);
      setConfirmReplace(false);
    }
  };

  return (
    <Panel.Root as="section" aria-labelledby="backup-heading">
      <Panel.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="md" id="backup-heading">
            Full backup and restore
          </Heading>
          <Button size="sm" colorPalette="brand" onClick={() => void backup()}>
            Create backup
          </Button>
        </HStack>
      </Panel.Header>
      <Panel.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            One .zip with every project, keyword file, clustering result, crawled page, analysis and vote on this device
            (a manifest with row counts and SHA-256 checksums, one JSON Lines file per table). Restore shows what it
            would do first.
          </Text>
          {backups.jobs.length > 0 && (
            <Stack gap="2" maxH="60" overflowY="auto" tabIndex={0} aria-label="Backups">
              {backups.jobs.map((job) => (
                <JobRow key={job.id} job={job} title={job.file_name ?? 'Backup'} />
              ))}
            </Stack>
          )}
          <Field.Root>
            <Field.Label>Backup file to restore</Field.Label>
            <Input
              type="file"
              accept=".zip,application/zip"
              size="sm"
              p="1"
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                setFile(chosen);
                setPlan(null);
              }}
            />
          </Field.Root>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" disabled={!file || busy} onClick={() => void run('merge', true)}>
              Check backup (dry run)
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              disabled={!file || busy || !plan}
              onClick={() => void run('merge', false)}
            >
              Merge
            </Button>
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              disabled={!file || busy || !plan}
              onClick={() => setConfirmReplace(true)}
            >
              Replace
            </Button>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            Merge: the newer copy of each record wins, and records deleted here after the backup stay deleted. Replace:
            this device becomes exactly the backup.
          </Text>
          {plan && <PlanTable plan={plan} />}
        </Stack>
      </Panel.Body>
      <Dialog.Root
        open={confirmReplace}
        onOpenChange={(details) => setConfirmReplace(details.open)}
        role="alertdialog"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Replace the data on this device?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{REPLACE_CONFIRMATION}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirmReplace(false)}>
                  Cancel
                </Button>
                <Button colorPalette="red" onClick={() => void run('replace', false)} loading={busy}>
                  Replace
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Panel.Root>
  );
}
