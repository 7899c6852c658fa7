import { Badge, Box, Button, Card, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { GitCompare, History } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult, ComparedCluster, Project, RunComparison, RunSummary } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { useRemote } from '@/hooks/useRemote';
import { StatTile } from '@/components/StatTile';
import { dataOriginLabel } from '@/lib/dataSource';
import { formatNumber, plural } from '@/lib/format';

interface RunHistoryProps {
  projects: Project[];
  /** The project chosen in the project bar; null lists every run. */
  projectId: string | null;
  onOpen: (result: ClusteringResult) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const signed = (value: number | null) =>
  value === null ? '–' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value))}`;

/** At most this many clusters per list of a comparison; the counts say how many there are. */
const LISTED = 12;

function ClusterChanges({ title, clusters }: { title: string; clusters: ComparedCluster[] }) {
  if (clusters.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {title} ({formatNumber(clusters.length)})
      </Text>
      <Box as="ul" ps="5" fontSize="sm">
        {clusters.slice(0, LISTED).map((cluster) => (
          <li key={cluster.id}>
            {cluster.name}
            {cluster.previous_name !== cluster.name && ` (was ${cluster.previous_name})`}
            <Text as="span" color="fg.muted">
              {' '}
              · {plural(cluster.keyword_count, 'keyword')}
              {(cluster.keywords_added > 0 || cluster.keywords_removed > 0) &&
                ` · +${cluster.keywords_added} / −${cluster.keywords_removed}`}
              {cluster.volume_change !== null &&
                cluster.volume_change !== 0 &&
                ` · volume ${signed(cluster.volume_change)}`}
            </Text>
          </li>
        ))}
      </Box>
      {clusters.length > LISTED && (
        <Text fontSize="xs" color="fg.muted">
          and {formatNumber(clusters.length - LISTED)} more
        </Text>
      )}
    </Stack>
  );
}

function ComparisonView({ comparison }: { comparison: RunComparison }) {
  return (
    <Stack gap="3" data-testid="run-comparison" aria-live="polite">
      <Heading as="h4" size="sm">
        {comparison.from.name} ({dateFormat.format(new Date(comparison.from.created_at))}) → {comparison.to.name} (
        {dateFormat.format(new Date(comparison.to.created_at))})
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3">
        <StatTile label="Clusters gained" value={formatNumber(comparison.gained.length)} />
        <StatTile label="Clusters lost" value={formatNumber(comparison.lost.length)} />
        <StatTile label="Clusters changed" value={formatNumber(comparison.changed.length)} />
        <StatTile label="Unchanged" value={formatNumber(comparison.unchanged)} />
        <StatTile label="Keywords moved" value={formatNumber(comparison.keywords_moved)} />
        <StatTile label="Volume moved" value={formatNumber(comparison.volume_moved)} />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {plural(comparison.keywords_added, 'keyword')} only in the newer run,{' '}
        {plural(comparison.keywords_removed, 'keyword')} only in the older one; total volume{' '}
        {signed(comparison.volume_change)}. Clusters are matched by their keywords (at least half shared).
      </Text>
      <ClusterChanges title="Gained" clusters={comparison.gained} />
      <ClusterChanges title="Lost" clusters={comparison.lost} />
      <ClusterChanges title="Changed" clusters={comparison.changed} />
    </Stack>
  );
}

interface RunRowProps {
  run: RunSummary;
  projects: Project[];
  chosen: boolean;
  onChoose: (id: string, chosen: boolean) => void;
  onOpen: (id: string) => void;
  onMove: (id: string, projectId: string | null) => void;
  onDelete: (run: RunSummary) => void;
  busy: boolean;
}

function RunRow({ run, projects, chosen, onChoose, onOpen, onMove, onDelete, busy }: RunRowProps) {
  const label = `${run.name}, ${dateFormat.format(new Date(run.created_at))}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" listStyleType="none" data-testid="run-row">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'center' }}>
        <HStack gap="3" align="flex-start" minW="0">
          <HStack as="label" gap="1" fontSize="xs" color="fg.muted" pt="1" cursor="pointer">
            <input
              type="checkbox"
              checked={chosen}
              onChange={(event) => onChoose(run.id, event.currentTarget.checked)}
              aria-label={`Compare ${label}`}
            />
            Compare
          </HStack>
          <Stack gap="0.5" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" wordBreak="break-word">
                {run.name}
              </Text>
              {run.current && (
                <Badge colorPalette="brand" variant="solid" size="sm">
                  Current
                </Badge>
              )}
              {run.edited && (
                <Badge variant="outline" size="sm">
                  Edited
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {dateFormat.format(new Date(run.created_at))} · {plural(run.total_keywords, 'keyword')} ·{' '}
              {plural(run.total_clusters, 'cluster')}
            </Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {dataOriginLabel(run)}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap" flexShrink={0}>
          <Button size="xs" variant="outline" onClick={() => onOpen(run.id)} disabled={busy || run.current}>
            {run.current ? 'Shown' : 'Open'}
          </Button>
          <NativeSelect.Root size="xs" width="auto" disabled={busy}>
            <NativeSelect.Field
              aria-label={`Project of ${label}`}
              value={run.project_id ?? ''}
              onChange={(event) => onMove(run.id, event.currentTarget.value === '' ? null : event.currentTarget.value)}
              maxW="44"
            >
              <option value="">No project</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => onDelete(run)}
            disabled={busy}
            aria-label={`Delete ${label}`}
          >
            Delete
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * The stored runs (the last 20) of the chosen project, or every run: open one (it becomes the
 * current result, edits go to it), compare two, file one under another project, delete one.
 */
export function RunHistory({ projects, projectId, onOpen }: RunHistoryProps) {
  const load = useCallback(
    () => api.get(projectId ? `/api/runs?project_id=${encodeURIComponent(projectId)}` : '/api/runs'),
    [projectId],
  );
  const { state, refresh } = useRemote(load);
  useEffect(() => api.subscribe(['clustering_results'], () => refresh()), [refresh]);
  const runs = useMemo(() => (state.status === 'ready' ? state.data.runs : []), [state]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [comparison, setComparison] = useState<RunComparison | null>(null);

  const choose = useCallback((id: string, on: boolean) => {
    // The last two chosen: choosing a third drops the oldest choice.
    setChosen((previous) =>
      on ? [...previous.filter((other) => other !== id), id].slice(-2) : previous.filter((other) => other !== id),
    );
  }, []);

  const act = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyError(error, { title: failure, description: 'Try again; the run is unchanged.' });
    } finally {
      setBusy(false);
    }
  };

  const open = (id: string) =>
    void act(async () => {
      onOpen(await api.post(`/api/runs/${id}/open`, undefined));
    }, 'Could not open the run');

  const move = (id: string, to: string | null) =>
    void act(async () => {
      const moved = await api.put(`/api/runs/${id}/project`, { project_id: to });
      const name = to === null ? 'No project' : (projects.find((project) => project.id === to)?.name ?? 'the project');
      toaster.create({ type: 'success', title: 'Run moved', description: `${moved.name} is now filed under ${name}.` });
    }, 'Could not move the run');

  const remove = (run: RunSummary) => {
    if (
      !window.confirm(`Delete the run "${run.name}" (${plural(run.total_clusters, 'cluster')})? This cannot be undone.`)
    )
      return;
    void act(async () => {
      const { current_id } = await api.delete(`/api/runs/${run.id}`);
      setChosen((previous) => previous.filter((id) => id !== run.id));
      setComparison((previous) =>
        previous && (previous.from.id === run.id || previous.to.id === run.id) ? null : previous,
      );
      if (run.current && current_id) onOpen(await api.get(`/api/results/${current_id}`));
      toaster.create({ type: 'success', title: 'Run deleted', description: run.name });
    }, 'Could not delete the run');
  };

  const compare = () =>
    void act(async () => {
      // Older first, whichever order they were chosen in.
      const [first, second] = chosen
        .map((id) => runs.find((run) => run.id === id))
        .filter((run): run is RunSummary => run !== undefined)
        .sort((a, b) => a.created_at.localeCompare(b.created_at));
      if (!first || !second) return;
      setComparison(await api.get(`/api/runs/compare?from=${first.id}&to=${second.id}`));
    }, 'Could not compare the runs');

  const projectName = projects.find((project) => project.id === projectId)?.name;
  return (
    <Card.Root size="sm" as="section" aria-labelledby="run-history-heading">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="md" id="run-history-heading">
            <HStack as="span" gap="2">
              <History size={18} aria-hidden="true" />
              Run history
            </HStack>
          </Heading>
          <Button size="sm" variant="outline" onClick={compare} disabled={chosen.length !== 2 || busy}>
            <GitCompare aria-hidden="true" />
            Compare {chosen.length === 2 ? '2 runs' : '(choose 2)'}
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {projectName ? `Runs of ${projectName}` : 'Every stored run'} (the last 20 runs are kept). Opening a run makes
          it the current result: edits, exports and the other tabs use it.
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        {state.status === 'loading' && <Text color="fg.muted">Loading runs…</Text>}
        {state.status === 'ready' && runs.length === 0 && (
          <Text color="fg.muted">No runs {projectName ? 'in this project ' : ''}yet.</Text>
        )}
        {runs.length > 0 && (
          <Stack as="ul" gap="2" m="0" p="0" aria-label="Stored runs">
            {runs.map((run) => (
              <RunRow
                key={run.id}
                run={run}
                projects={projects}
                chosen={chosen.includes(run.id)}
                onChoose={choose}
                onOpen={open}
                onMove={move}
                onDelete={remove}
                busy={busy}
              />
            ))}
          </Stack>
        )}
        {comparison && <ComparisonView comparison={comparison} />}
      </Card.Body>
    </Card.Root>
  );
}
