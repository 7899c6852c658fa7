import { CardGrid } from '@/components/CardGrid';
import { Badge, Button, Card, GridItem, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { CalendarEntry, ClusteringResult } from '@/contract';
import { DataList, type DataColumn } from '@/components/DataList';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { notifyError } from '@/hooks/notify';
import { StatTile } from '@/components/StatTile';
import { useSetting } from '@/hooks/useSetting';
import { CapacityForm } from './CapacityForm';
import { saveFile } from '@/lib/download';
import { calendarCsv, figuresOrigin } from './exportCsv';
import {
  CALENDAR_SHOWN,
  CAPACITY_SETTING,
  CONTENT_ERROR,
  formatCount,
  formatDay,
  parseCapacity,
  type CalendarCapacity,
  type PanelProps,
} from './model';
import { PriorityBadge } from './PriorityBadge';
import { GeneratedNote, ToolState } from './ToolState';
import { useToolData } from './useToolData';
import { VolumeNote } from './VolumeNote';

const WORDS_TITLE = 'Target length from a written rule (page type and number of keywords), not a measurement';

const COLUMNS: readonly DataColumn<CalendarEntry>[] = [
  { key: 'planned_date', header: 'Planned date' },
  { key: 'title', header: 'Title', primary: true },
  { key: 'priority', header: 'Priority', render: (row) => <PriorityBadge priority={row.priority} /> },
  { key: 'content_type', header: 'Content type' },
  { key: 'keywords', header: 'Target keywords', value: (row) => row.target_keywords.slice(0, 2).join(', ') },
  { key: 'estimated_word_count', header: 'Est. words' },
  { key: 'search_volume', header: 'Volume' },
  { key: 'topic_name', header: 'Topic', showInCard: false },
  { key: 'assigned_to', header: 'Assigned to', showInCard: false },
];

const todayIso = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

function EntryCard({ entry }: { entry: CalendarEntry }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word">
            {entry.title}
          </Text>
          <PriorityBadge priority={entry.priority} />
        </HStack>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <CalendarDays size={14} aria-hidden />
          <Text>{formatDay(entry.planned_date)}</Text>
          <Badge size="sm" variant="outline">
            {entry.content_type}
          </Badge>
        </HStack>
        <Text fontSize="sm" wordBreak="break-word">
          Keywords: {entry.target_keywords.slice(0, 2).join(', ')}
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>~{formatCount(entry.estimated_word_count)} words</Text>
          <EstimatedBadge title={WORDS_TITLE} />
          <Text>· Assigned to {entry.assigned_to}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

interface CalendarViewProps {
  result: ClusteringResult;
  capacity: CalendarCapacity;
  onApply: (next: CalendarCapacity) => void;
  onOpenBrief: (pageId: string) => void;
}

function CalendarView({ result, capacity, onApply, onOpenBrief }: CalendarViewProps) {
  const [defaultStart] = useState(todayIso);
  const [exporting, setExporting] = useState(false);
  const body = useMemo(
    () => ({
      result_id: result.id,
      pages_per_week: capacity.pages_per_week,
      start_date: capacity.start_date ?? defaultStart,
    }),
    [result.id, capacity, defaultStart],
  );
  const call = useCallback(() => api.post('/api/content-strategy/calendar', body), [body]);
  const { state, retry } = useToolData(call);

  const downloadIcs = async () => {
    setExporting(true);
    try {
      const file = await api.post('/api/content-strategy/calendar/ics', body);
      saveFile(file.file_name, file.content, file.mime_type);
    } catch (error) {
      notifyError(error, CONTENT_ERROR);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="5">
      <CapacityForm
        key={JSON.stringify(capacity)}
        capacity={capacity}
        defaultStart={defaultStart}
        onApply={onApply}
        busy={state.status === 'loading'}
      />
      <ToolState state={state} retry={retry}>
        {(calendar, ms) => (
          <Stack gap="5">
            {/* Two columns on a phone: three cut 'Average per month' short. */}
            <SimpleGrid columns={{ base: 2, sm: 3 }} gap={{ base: '2', md: '3' }} data-testid="calendar-totals">
              <StatTile label="Total entries" value={formatCount(calendar.total_entries)} />
              <StatTile label="Months covered" value={formatCount(calendar.months_covered)} />
              <GridItem colSpan={{ base: 2, sm: 1 }}>
                <StatTile label="Average per month" value={calendar.content_per_month.toLocaleString('en-US')} />
              </GridItem>
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              One page per cluster and a pillar page per topic of two or more clusters, ordered by opportunity × search
              volume (a pillar scores on its whole topic), each pillar before its topic's cluster pages. Priority: the
              first third of the cluster pages is high, the next medium, the rest low.{' '}
              {calendar.skipped_clusters > 0 &&
                `${calendar.skipped_clusters} one-keyword clusters without a known volume are left to their topic's page. `}
              Word counts: {calendar.word_count_rule}
            </Text>
            <VolumeNote result={result} />
            <HStack gap="3" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  saveFile(
                    `content-calendar-${calendar.start_date}.csv`,
                    calendarCsv(calendar.calendar_entries, figuresOrigin(result)),
                    'text/csv',
                  )
                }
              >
                Download CSV
              </Button>
              <Button size="sm" variant="outline" onClick={downloadIcs} loading={exporting}>
                Download .ics
              </Button>
              <GeneratedNote generatedAt={calendar.generated_at} ms={ms} />
            </HStack>
            <CardGrid
              items={calendar.calendar_entries.slice(0, CALENDAR_SHOWN)}
              getKey={(entry) => entry.id}
              renderItem={(entry) => <EntryCard entry={entry} />}
              label="Next calendar entries"
            />
            <DataList
              title="All calendar entries"
              columns={COLUMNS}
              rows={calendar.calendar_entries}
              getRowId={(row) => row.id}
              onView={(row) => onOpenBrief(row.id)}
              emptyText="No cluster is worth a page yet: run a clustering with more keywords."
            />
          </Stack>
        )}
      </ToolState>
    </Stack>
  );
}

/** Spec 001 §2.3 calendar: totals, months covered, average per month and 8 entries; all in the DataList. */
export function CalendarPanel({ result, onOpenBrief }: Pick<PanelProps, 'result' | 'onOpenBrief'>) {
  const { value, save } = useSetting(CAPACITY_SETTING, parseCapacity);
  // The form starts from the stored capacity, so it waits for it (one settings read).
  if (value === undefined) return null;
  return <CalendarView result={result} capacity={value} onApply={save} onOpenBrief={onOpenBrief} />;
}
