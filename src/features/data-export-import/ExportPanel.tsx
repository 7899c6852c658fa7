import { Button, Field, Grid, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Panel } from './Panel';
import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import { DEFAULT_EXPORT_FORMAT } from '@/contract/settings';
import { SEARCH_INTENTS } from '@/contract/types/clustering';
import type { ExportDataSource, ExportFilters, ExportFormatName } from '@/contract/types/dataExchange';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { useRemote } from '@/hooks/useRemote';

const CURRENT = '';

const loadRuns = async () => (await api.get('/api/results')).results;

function volume(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
}

/** Spec 002 §2.3 Export: a data source, a format, the current result or another stored run, and filters. */
export function ExportPanel() {
  const runs = useRemote(loadRuns);
  const [source, setSource] = useState<ExportDataSource | ''>('');
  const [format, setFormat] = useState<ExportFormatName>(DEFAULT_EXPORT_FORMAT);
  const [resultId, setResultId] = useState(CURRENT);
  const [cluster, setCluster] = useState('');
  const [intent, setIntent] = useState('');
  const [minVolume, setMinVolume] = useState('');
  const [maxVolume, setMaxVolume] = useState('');
  const [running, setRunning] = useState(false);

  const start = useCallback(async () => {
    if (source === '') {
      toaster.create({
        type: 'error',
        title: 'Data Source Required',
        description: 'Please select a data source to export',
      });
      return;
    }
    setRunning(true);
    try {
      const filters: ExportFilters = {
        ...(cluster.trim() && { cluster: cluster.trim() }),
        ...(intent && { intent }),
        ...(volume(minVolume) !== undefined && { min_volume: volume(minVolume) }),
        ...(volume(maxVolume) !== undefined && { max_volume: volume(maxVolume) }),
      };
      const body = { data_source: source, export_format: format, result_id: resultId || null, filters };
      const response =
        source === 'keywords'
          ? await api.post('/api/data-export/keywords', body)
          : await api.post('/api/data-export/analysis', body);
      if (!response.success) throw new Error(response.message || 'Export failed');
      toaster.create({ type: 'success', title: 'Export Started', description: `Job ${response.job_id.slice(0, 8)}` });
    } catch (error) {
      notifyError(error, { title: 'Export Failed', description: 'Export failed' });
    } finally {
      setRunning(false);
    }
  }, [source, format, resultId, cluster, intent, minVolume, maxVolume]);

  const storedRuns = runs.state.status === 'ready' ? runs.state.data : [];

  return (
    <Panel.Root as="section" aria-labelledby="export-heading">
      <Panel.Header>
        <Heading as="h3" size="md" id="export-heading">
          Export
        </Heading>
      </Panel.Header>
      <Panel.Body>
        <Stack gap="3">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <Field.Root>
              <Field.Label>Data source</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={source}
                  onChange={(event) => setSource(event.currentTarget.value as ExportDataSource | '')}
                >
                  <option value="">Choose a data source</option>
                  <option value="keywords">Keywords</option>
                  <option value="analysis">Analysis (one row per cluster)</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Format</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={format}
                  onChange={(event) => setFormat(event.currentTarget.value as ExportFormatName)}
                >
                  <option value="csv">CSV</option>
                  <option value="json">JSON</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Clustering result</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={resultId} onChange={(event) => setResultId(event.currentTarget.value)}>
                  <option value={CURRENT}>Current result</option>
                  {storedRuns.map((run) => (
                    <option key={run.id} value={run.id}>
                      {run.name} ({new Date(run.created_at).toLocaleDateString()})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Cluster (exact name, optional)</Field.Label>
              <Input size="sm" value={cluster} onChange={(event) => setCluster(event.currentTarget.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Intent</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={intent} onChange={(event) => setIntent(event.currentTarget.value)}>
                  <option value="">Any intent</option>
                  {SEARCH_INTENTS.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Grid templateColumns="1fr 1fr" gap="2">
              <Field.Root>
                <Field.Label>Min volume</Field.Label>
                <Input
                  size="sm"
                  type="number"
                  min={0}
                  value={minVolume}
                  onChange={(event) => setMinVolume(event.currentTarget.value)}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Max volume</Field.Label>
                <Input
                  size="sm"
                  type="number"
                  min={0}
                  value={maxVolume}
                  onChange={(event) => setMaxVolume(event.currentTarget.value)}
                />
              </Field.Root>
            </Grid>
          </Grid>
          <Text fontSize="xs" color="fg.muted">
            CSV opens in Excel and Google Sheets (UTF-8 with BOM; cells starting with = + - @ are kept as text). The
            keywords file uses the import columns, so it imports back.
          </Text>
          <Button
            alignSelf="start"
            colorPalette="brand"
            onClick={() => void start()}
            loading={running}
            disabled={running}
          >
            Start Export
          </Button>
        </Stack>
      </Panel.Body>
    </Panel.Root>
  );
}
