import { Grid, Stack } from '@chakra-ui/react';
import { TabPage } from '@/components/TabPage';
import { BackupPanel } from './BackupPanel';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { JobsPanel } from './JobsPanel';
import { ManagementPanel } from './ManagementPanel';

/** Spec 002 §2.3: export, import, jobs and management, plus a full backup and restore. */
export default function DataExportImportTab() {
  return (
    <TabPage
      title="Data Export/Import"
      description="Export keywords and cluster analyses as CSV or JSON, import keyword files, and back up or restore everything on this device. Files are made in the background and kept for 7 days."
    >
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
          <ExportPanel />
          <ImportPanel />
        </Grid>
        <JobsPanel />
        <ManagementPanel />
        <BackupPanel />
      </Stack>
    </TabPage>
  );
}
