import { List, Text } from '@chakra-ui/react';
import { CircleCheck, CircleDashed, Network } from 'lucide-react';
import { memo } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { plural } from '@/lib/format';
import { LOCATIONS } from '@/contract/vocabulary';
import type { RunSettings } from './model';
import type { UploadedFile } from './useUpload';

interface SetupStatusProps {
  keywordCount: number;
  file: UploadedFile | null;
  settings: RunSettings;
}

function StatusItem({ done, children }: { done: boolean; children: React.ReactNode }) {
  return (
    <List.Item>
      <List.Indicator asChild color={done ? 'green.fg' : 'fg.muted'}>
        {done ? <CircleCheck aria-hidden="true" /> : <CircleDashed aria-hidden="true" />}
      </List.Indicator>
      {children}
    </List.Item>
  );
}

/**
 * Spec 000 §2: the empty state shows the current setup status. Memoised: the tab re-renders at each
 * step of an upload's progress and as a run starts, which change none of it (issue 28).
 */
export const SetupStatus = memo(function SetupStatus({ keywordCount, file, settings }: SetupStatusProps) {
  const location = LOCATIONS.find((l) => l.code === settings.location)?.label ?? settings.location;
  const data = settings.getSeoData
    ? `SEO data on${settings.expandKeywords ? ', keywords expanded' : ''}`
    : 'SEO data off';
  return (
    <EmptyState
      icon={<Network />}
      title="No clusters yet"
      description="Enter keywords or upload a file, check the settings, then run clustering."
    >
      <List.Root gap="2" variant="plain" align="center" fontSize="sm" aria-label="Setup status">
        <StatusItem done={keywordCount > 0}>
          <Text>Keywords entered: {keywordCount > 0 ? plural(keywordCount, 'keyword') : 'none'}</Text>
        </StatusItem>
        <StatusItem done={file !== null}>
          <Text>File: {file ? `${file.file_name} (${plural(file.count, 'keyword')})` : 'none uploaded'}</Text>
        </StatusItem>
        <StatusItem done>
          <Text>
            Settings: {location}, {data}, similarity {settings.similarity.toFixed(1)}, cluster size {settings.minSize}–
            {settings.maxSize}
          </Text>
        </StatusItem>
      </List.Root>
    </EmptyState>
  );
});
