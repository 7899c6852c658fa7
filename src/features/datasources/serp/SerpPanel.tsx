import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '@/api/client';
import type { SerpFeaturesResponse } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { FilePicker } from '../shared/FilePicker';
import { splitLines } from '../shared/lines';
import { Panel } from '../shared/Panel';
import { useRun } from '../shared/useRun';
import { warnInvalid } from '../shared/validation';
import { SerpResult } from './SerpResult';

/** SERP features (spec 001 §2.1 result panel, §5 validation): from a Semrush export, else predicted. */
export function SerpPanel() {
  const [keywords, setKeywords] = useState('');
  const [importing, setImporting] = useState(false);
  const analysis = useRun<SerpFeaturesResponse>('Analysis Failed');

  const analyse = () => {
    const list = splitLines(keywords);
    if (list.length === 0) return warnInvalid('Please enter keywords to analyze SERP features');
    void analysis.run(() => api.post('/api/advanced-data-sources/serp-features', { keywords: list, location: 'US' }));
  };

  const importFile = async (file: File) => {
    setImporting(true);
    try {
      const imported = await api.post('/api/advanced-data-sources/serp-features/import', {
        file,
        file_name: file.name,
      });
      toaster.create({ type: 'success', title: 'Semrush export imported', description: imported.message });
    } catch (error) {
      notifyError(error, { title: 'Import Failed' });
    } finally {
      setImporting(false);
    }
  };

  return (
    <Panel title="SERP Features" description="Which result-page features your keywords show (US), and how to win them.">
      <Field.Root required>
        <Field.Label>Keywords (one per line)</Field.Label>
        <Textarea
          value={keywords}
          onChange={(event) => setKeywords(event.currentTarget.value)}
          rows={4}
          placeholder={'how to clean running shoes\nrunning shoes near me'}
        />
      </Field.Root>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Features come from a Semrush Positions export (its SERP Features by Keyword column) when you import one;
          otherwise they are predicted from the words of each query.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            onClick={analyse}
            disabled={splitLines(keywords).length === 0 || analysis.running}
            loading={analysis.running}
            loadingText="Analyzing..."
          >
            Analyze SERP Features
          </Button>
          <FilePicker
            label="Import Semrush Positions export"
            accept=".csv,.tsv,.txt"
            busy={importing}
            onFile={(file) => void importFile(file)}
          />
        </HStack>
      </Stack>
      {analysis.result && <SerpResult result={analysis.result} />}
    </Panel>
  );
}
