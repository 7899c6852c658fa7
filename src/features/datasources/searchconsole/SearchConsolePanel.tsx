import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { DateRange, SearchConsoleAnalysis } from '@/contract';
import { ApiError, CANCELLED_STATUS } from '@/contract/errors';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { FilePicker } from '../shared/FilePicker';
import { Panel } from '../shared/Panel';
import { useRun } from '../shared/useRun';
import { warnInvalid } from '../shared/validation';
import { HowToExport } from './HowToExport';
import { SearchConsoleResult } from './SearchConsoleResult';

/** Spec 001 §9: the analysis periods; 30d is the default. */
const PERIODS: { value: DateRange; label: string }[] = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '365d', label: 'Last year' },
];

const analysisPath = (property: string, range: DateRange, brand: string) =>
  `/api/advanced-data-sources/search-console/${encodeURIComponent(property)}?date_range=${range}${
    brand.trim() ? `&brand=${encodeURIComponent(brand.trim())}` : ''
  }` as const;

/** Spec 001 §2.1 Search Console area, answered from the user's own Performance export. */
export function SearchConsolePanel() {
  const [property, setProperty] = useState('');
  const [range, setRange] = useState<DateRange>('30d');
  const [brand, setBrand] = useState('');
  const [importing, setImporting] = useState(false);
  const importController = useRef<AbortController | null>(null);
  useEffect(() => () => importController.current?.abort(), []);
  const analysis = useRun<SearchConsoleAnalysis>('Analysis Failed');

  const analyse = () => {
    if (!property.trim()) return warnInvalid('Domain Required', 'Please enter a domain to analyze');
    void analysis.run(() => api.get(analysisPath(property.trim(), range, brand)));
  };

  const forget = async (domain: string) => {
    try {
      const { deleted } = await api.delete(`/api/advanced-data-sources/search-console/${encodeURIComponent(domain)}`);
      toaster.create({
        type: 'success',
        title: 'Imports forgotten',
        description: `${deleted} import(s) of ${domain} removed.`,
      });
      analyse();
    } catch (error) {
      notifyError(error, { title: 'Analysis Failed' });
    }
  };

  const importFile = async (file: File) => {
    if (!property.trim()) return warnInvalid('Domain Required', 'Type the property the export belongs to first');
    importController.current?.abort();
    const controller = new AbortController();
    importController.current = controller;
    setImporting(true);
    try {
      const imported = await api.post(
        '/api/advanced-data-sources/search-console/import',
        { file, file_name: file.name, property: property.trim() },
        { signal: controller.signal },
      );
      toaster.create({ type: 'success', title: 'Search Console export imported', description: imported.message });
      analyse();
    } catch (error) {
      if (error instanceof ApiError && error.status === CANCELLED_STATUS)
        toaster.create({ id: 'import-cancelled', type: 'info', title: 'Import cancelled' });
      else notifyError(error, { title: 'Import Failed' });
    } finally {
      if (importController.current === controller) {
        importController.current = null;
        setImporting(false);
      }
    }
  };

  return (
    <Panel
      title="Search Console"
      description="Clicks, impressions, CTR and positions from your own Search Console Performance export, and what they say to do next."
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field.Root required>
          <Field.Label>Property</Field.Label>
          <Input
            value={property}
            onChange={(event) => setProperty(event.currentTarget.value)}
            placeholder="example.com or sc-domain:example.com"
            maxLength={500}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Analysis period</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={range} onChange={(event) => setRange(event.currentTarget.value as DateRange)}>
              {PERIODS.map((period) => (
                <option key={period.value} value={period.value}>
                  {period.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Brand terms (optional)</Field.Label>
          <Input
            value={brand}
            onChange={(event) => setBrand(event.currentTarget.value)}
            placeholder="acme, acme shoes"
            maxLength={500}
          />
          <Field.HelperText>Left out of the striking-distance list.</Field.HelperText>
        </Field.Root>
      </SimpleGrid>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted" data-testid="search-console-source">
          {analysis.result && analysis.result.imports.length > 0
            ? `Imported data (from ${analysis.result.imports.map((i) => i.file_name).join(', ')}): every figure for ${
                analysis.result.domain
              } is your own. Content Strategy → Performance uses it too.`
            : 'Mock data is enabled until you import an export for this property: then every figure is your own.'}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            onClick={analyse}
            disabled={!property.trim() || analysis.running}
            loading={analysis.running}
            loadingText="Analyzing..."
          >
            Analyze Performance
          </Button>
          <FilePicker
            label="Import your Search Console export"
            accept=".zip,.csv,.tsv,.txt"
            busy={importing}
            onFile={(file) => void importFile(file)}
          />
          {importing && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => importController.current?.abort()}>
              Cancel import
            </Button>
          )}
        </HStack>
        <HowToExport />
      </Stack>
      {analysis.result && <SearchConsoleResult analysis={analysis.result} onForget={(domain) => void forget(domain)} />}
    </Panel>
  );
}
