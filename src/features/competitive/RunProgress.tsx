import { Button, HStack, Progress, Stack } from '@chakra-ui/react';
import type { RequestProgress } from '@/api/client';

/** A running analysis: its step, the share done, and Cancel. */
export function RunProgress({ progress, onCancel }: { progress: RequestProgress; onCancel: () => void }) {
  const percent = Math.round(progress.fraction * 100);
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3" role="status" aria-live="polite">
      <Progress.Root value={percent} colorPalette="brand" size="sm" striped animated aria-label="Analysis progress">
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
