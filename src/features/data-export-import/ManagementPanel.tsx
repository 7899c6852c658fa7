import { Button, Dialog, Heading, HStack, Portal, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Panel } from './Panel';
import { useState } from 'react';
import { api } from '@/api/client';
import { JOB_RETENTION_DAYS } from '@/contract/settings';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { expiryOf, kilobytes } from './format';
import { download } from './JobRow';
import { useJobList } from './useJobList';

/** Spec 002 §5: cleanup asks first, with these words. */
export const CLEANUP_CONFIRMATION = 'Are you sure you want to clean up old files? This cannot be undone.';

/** Spec 002 §2.3 Management: every file still kept (name, size, expiry), and cleanup. */
export function ManagementPanel() {
  const { jobs } = useJobList('/api/jobs');
  const files = jobs.filter((job) => job.status === 'completed' && job.file_id);
  const [confirming, setConfirming] = useState(false);
  const [cleaning, setCleaning] = useState(false);

  const cleanup = async () => {
    setCleaning(true);
    try {
      const response = await api.delete('/api/data-jobs/cleanup');
      toaster.create({ type: 'success', title: 'Cleanup Complete', description: response.message });
    } catch (error) {
      notifyError(error, { title: 'Cleanup Failed', description: 'Failed to cleanup files.' });
    } finally {
      setCleaning(false);
      setConfirming(false);
    }
  };

  return (
    <Panel.Root as="section" aria-labelledby="management-heading">
      <Panel.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="md" id="management-heading">
            Management
          </Heading>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Clean up old files
          </Button>
        </HStack>
      </Panel.Header>
      <Panel.Body>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Download centre: files are kept on this device for {JOB_RETENTION_DAYS} days, then removed automatically.
          </Text>
          {files.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No files kept.
            </Text>
          ) : (
            <Table.ScrollArea
              tabIndex={0}
              role="region"
              aria-label="Download centre"
              borderWidth="1px"
              borderRadius="l2"
              maxH="72"
            >
              <Table.Root size="sm" stickyHeader>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>File</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Size</Table.ColumnHeader>
                    <Table.ColumnHeader>Expires</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {files.map((job) => (
                    <Table.Row key={job.id}>
                      <Table.Cell wordBreak="break-all">{job.file_name}</Table.Cell>
                      <Table.Cell textAlign="end">{kilobytes(job.size_bytes)}</Table.Cell>
                      <Table.Cell>{expiryOf(job.created_at)}</Table.Cell>
                      <Table.Cell>
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => void download(job)}
                          aria-label={`Download ${job.file_name ?? ''}`}
                        >
                          Download
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Panel.Body>
      <Dialog.Root
        open={confirming}
        onOpenChange={(details) => setConfirming(details.open)}
        role="alertdialog"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Clean up old files</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{CLEANUP_CONFIRMATION}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button colorPalette="red" onClick={() => void cleanup()} loading={cleaning}>
                  Clean up
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Panel.Root>
  );
}
