import { Button, HStack, Progress, Stack } from '@chakra-ui/react';
import type { RequestProgress } from '@/contract/adapter';

export interface TaskProgressProps {
  progress: RequestProgress;
  onCancel: () => void;
  /** The progress bar's accessible name, e.g. 'Crawl progress'. */
  label: string;
  testId?: string;
}

/** A running job or long request: its step, the share done, and Cancel. */
export function TaskProgress({ progress, onCancel, label, testId }: TaskProgressProps) {
  const percent = Math.round(progress.fraction * 100);
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3" role="status" aria-live="polite" data-testid={testId}>
      <Progress.Root value={percent} colorPalette="brand" size="sm" striped animated aria-label={label}>
        <HStack justify="space-between" mb="2" gap="3">
          <Progress.Label fontSize="sm">{progress.message}</Progress.Label>
          <Progress.ValueText fontSize="sm">{percent}%</Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="flex-end">
        <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
