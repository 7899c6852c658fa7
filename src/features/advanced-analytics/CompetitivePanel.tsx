import { Button, Field, HStack, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Paperclip } from 'lucide-react';
import { useRef, useState } from 'react';
import { api } from '@/api/client';
import type { AnalyticsPeriod, CompetitiveResponse, CompetitorFigures } from '@/contract/types/advancedAnalytics';
import { notifyError } from '@/hooks/notify';
import { COMPETITORS_REQUIRED, figure, percent } from './model';
import { BasedOn, InsightLists, Message, SimpleTable, useToolRun, type Column } from './parts';

const ATTACH_ERROR = { title: 'Import Failed', description: 'The ranking export could not be read.' };

function CompetitiveResult({ data, onAttach }: { data: CompetitiveResponse; onAttach: () => void }) {
  const columns: readonly Column<CompetitorFigures>[] = [
    { header: 'Domain', cell: (c) => c.domain },
    {
      header: 'Data',
      cell: (c) =>
        c.status === 'ranking_export' ? (
          `Ranking export ${c.file_name ?? ''}`
        ) : (
          <HStack as="span" gap="2" wrap="wrap">
            <Text as="span">no ranking export</Text>
            <Button size="xs" variant="outline" onClick={onAttach} aria-label={`Attach ranking export for ${c.domain}`}>
              Attach ranking export
            </Button>
          </HStack>
        ),
    },
    { header: 'Shared keywords', cell: (c) => figure(c.shared_keywords), numeric: true },
    { header: 'Unique keywords', cell: (c) => figure(c.unique_keywords), numeric: true },
    { header: 'Avg position', cell: (c) => figure(c.avg_position, 1), numeric: true },
    { header: 'Keyword overlap', cell: (c) => percent(c.keyword_overlap_percentage), numeric: true },
    {
      header: 'Strongest clusters',
      cell: (c) =>
        c.strongest_clusters.length > 0
          ? c.strongest_clusters.map((s) => `${s.name} (${s.keywords}, avg ${figure(s.avg_position, 1)})`).join('; ')
          : '–',
    },
  ];
  return (
    <Stack gap="4" data-testid="competitive-result">
      <BasedOn text={data.based_on} source={data.data_source} />
      {data.truncated_message && (
        <Message title="List shortened" description={data.truncated_message} status="warning" />
      )}
      <SimpleTable label="Competitors" columns={columns} rows={data.competitors} rowKey={(c) => c.domain} />
      {data.rejected.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="semibold">Lines left out</Text>
          <List.Root ps="5">
            {data.rejected.map((r, i) => (
              <List.Item key={`${i}-${r.line}`} wordBreak="break-all">
                {r.line}: {r.reason}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <InsightLists insights={data.insights} recommendations={data.recommendations} />
    </Stack>
  );
}

export function CompetitivePanel({ period }: { period: AnalyticsPeriod }) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [attaching, setAttaching] = useState(false);
  const [attached, setAttached] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, run, running } = useToolRun<CompetitiveResponse>();
  const lines = () => text.split('\n');
  const analyse = () => {
    if (lines().every((l) => l.trim() === '')) {
      setMissing(true);
      return;
    }
    setMissing(false);
    void run(() =>
      api.post('/api/advanced-analytics/competitive', { analysis_type: 'competitive', period, competitors: lines() }),
    );
  };
  const attach = async (file: File | undefined) => {
    if (!file) return;
    setAttaching(true);
    try {
      const imported = await api.post('/api/competitor-rankings', { file, file_name: file.name, role: 'competitor' });
      setAttached(`${imported.file_name}: ${imported.keyword_count} keywords (${imported.format_label})`);
      if (lines().some((l) => l.trim() !== '')) analyse();
    } catch (error) {
      notifyError(error, ATTACH_ERROR);
    } finally {
      setAttaching(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  return (
    <Stack gap="4">
      <Text fontSize="sm">
        Figures come only from ranking exports (Semrush Organic Positions, Ahrefs Organic keywords) attached here or in
        Competitor Analysis; a domain without one is listed as such, never with estimated positions.
      </Text>
      <Field.Root>
        <Field.Label>Competitor domains (one per line)</Field.Label>
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          placeholder={'competitor.com\nrival.co.uk'}
        />
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={analyse} loading={running} disabled={running || attaching}>
          Analyze competitors
        </Button>
        <Field.Root width="auto">
          <Field.Label>
            <Paperclip size={14} aria-hidden /> Attach a ranking export
          </Field.Label>
          <Input
            ref={fileInput}
            type="file"
            accept=".csv,.txt,.tsv,.xlsx"
            size="sm"
            p="1"
            disabled={attaching || running}
            onChange={(e) => void attach(e.target.files?.[0])}
          />
        </Field.Root>
      </HStack>
      {attached && (
        <Text fontSize="sm" role="status">
          Attached {attached}
        </Text>
      )}
      {missing && (
        <Message title={COMPETITORS_REQUIRED.title} description={COMPETITORS_REQUIRED.description} status="warning" />
      )}
      {state.status === 'ready' && <CompetitiveResult data={state.data} onAttach={() => fileInput.current?.click()} />}
    </Stack>
  );
}
