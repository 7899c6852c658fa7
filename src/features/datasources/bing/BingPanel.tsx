import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '@/api/client';
import type { BingLocation, BingResearchResponse } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { FilePicker } from '../shared/FilePicker';
import { splitLines } from '../shared/lines';
import { Panel } from '../shared/Panel';
import { useRun } from '../shared/useRun';
import { warnInvalid } from '../shared/validation';
import { BingResult } from './BingResult';

/** Spec 001 §2.1 target locations. */
const LOCATIONS: { value: BingLocation; label: string }[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'UK', label: 'United Kingdom' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
];

/** Spec 001 §2.1 Bing Ads Research: ideas and estimates, or a Keyword Planner export's real figures. */
export function BingPanel() {
  const [seeds, setSeeds] = useState('');
  const [location, setLocation] = useState<BingLocation>('US');
  const [importing, setImporting] = useState(false);
  const research = useRun<BingResearchResponse>('Research Failed');

  const start = () => {
    const seedKeywords = splitLines(seeds);
    if (seedKeywords.length === 0) return warnInvalid('Keywords Required', 'Please enter seed keywords for research');
    void research.run(() =>
      api.post('/api/advanced-data-sources/bing-ads/research', { seed_keywords: seedKeywords, location }),
    );
  };

  const importFile = async (file: File) => {
    setImporting(true);
    try {
      const imported = await api.post('/api/advanced-data-sources/bing-ads/import', { file, file_name: file.name });
      toaster.create({ type: 'success', title: 'Keyword Planner export imported', description: imported.message });
      if (splitLines(seeds).length > 0) start();
    } catch (error) {
      notifyError(error, { title: 'Import Failed' });
    } finally {
      setImporting(false);
    }
  };

  return (
    <Panel
      title="Bing Ads Research"
      description="Keyword ideas with monthly searches, competition and suggested bids for Microsoft Advertising."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required>
          <Field.Label>Seed keywords (one per line)</Field.Label>
          <Textarea
            value={seeds}
            onChange={(event) => setSeeds(event.currentTarget.value)}
            rows={4}
            placeholder={'running shoes\ntrail shoes'}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Target location</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={location}
              onChange={(event) => setLocation(event.currentTarget.value as BingLocation)}
            >
              {LOCATIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value} {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Mock data is enabled: figures are deterministic estimates, labelled Estimated, until you import a Microsoft
          Advertising Keyword Planner export (Tools → Keyword Planner → Download).
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            onClick={start}
            disabled={splitLines(seeds).length === 0 || research.running}
            loading={research.running}
            loadingText="Researching..."
          >
            Research Keywords
          </Button>
          <FilePicker
            label="Import Keyword Planner export"
            accept=".csv,.tsv,.txt"
            busy={importing}
            onFile={(file) => void importFile(file)}
          />
        </HStack>
      </Stack>
      {research.result && <BingResult result={research.result} />}
    </Panel>
  );
}
