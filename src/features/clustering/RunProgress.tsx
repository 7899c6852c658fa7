import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useRunProgress, type ProgressStore } from './useClusteringRun';

interface RunProgressProps {
  progress: ProgressStore;
  onCancel: () => void;
  /** Whether a result is on screen (it stays until this run finishes). */
  hasPrevious: boolean;
}

/** DESIGN principle 6: a running clustering shows its stage and share done, and can be cancelled. */
export function RunProgress({ progress: store, onCancel, hasPrevious }: RunProgressProps) {
  const progress = useRunProgress(store);
  const percent = Math.round((progress?.fraction ?? 0) * 100);
  const saving = progress?.stage === 'saving';
  const ref = useRef<HTMLDivElement>(null);
  // The bar appears below the run button, often under the fold: bring it to the middle of the
  // screen once (at the bottom edge the shell's floating help button would cover Cancel). Asked
  // from an IntersectionObserver, which answers after the frame's layout: a scrollIntoView in the
  // effect forced that layout at once, a 0.6 s task with 100,000 keywords in the text area.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      if (entry.intersectionRatio < 1) element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Stack
      ref={ref}
      gap="2"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      p="4"
      role="status"
      aria-live="polite"
      data-testid="run-progress"
    >
      <Progress.Root value={percent} colorPalette="brand" size="sm" striped animated aria-label="Clustering progress">
        <HStack justify="space-between" mb="2" gap="3">
          <Progress.Label fontSize="sm" fontWeight="medium">
            {progress?.message}
          </Progress.Label>
          <Progress.ValueText fontSize="sm">{percent}%</Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between">
        <Text fontSize="xs" color="fg.muted">
          {progress?.response
            ? 'The new result is shown below while it is stored on this device.'
            : hasPrevious
              ? 'The previous result stays until this run finishes.'
              : 'Runs on this device; you can keep working meanwhile.'}
        </Text>
        {/* From 'Saving results' on, the run builds its rows and stores them in one transaction. */}
        <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
