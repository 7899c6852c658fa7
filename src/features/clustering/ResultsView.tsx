import { HStack, Input, InputGroup, Stack, Switch, Tabs, Text, useBreakpointValue } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Cluster, ClusteringResult, Topic, UnclusteredKeyword } from '@/contract';
import { WindowVirtualList } from '@/components/VirtualList';
import { formatNumber, plural } from '@/lib/format';
import { ClusterCard, estimateCardHeight, type ClusterAction } from './ClusterCard';
import { EditDialog, type PendingEdit } from './EditDialog';
import { ResultSummary } from './ResultSummary';
import { rowStyles } from './rowStyles';
import { TopicHeader } from './TopicHeader';
import { UnclusteredList } from './UnclusteredList';
import { useResultEdits } from './useResultEdits';

const NO_SELECTION: ReadonlySet<string> = new Set();

/** A row of the cluster list: a cluster card, or (grouped by topic) the header of the topic that follows. */
type ListItem = { kind: 'cluster'; cluster: Cluster } | { kind: 'topic'; topic: Topic; shown: number };

const TOPIC_HEADER_HEIGHT = 64;

/** The shown clusters under their topics, in the topics' order (largest volume first). */
function groupByTopic(topics: readonly Topic[], clusters: readonly Cluster[]): ListItem[] {
  const byTopic = new Map<string, Cluster[]>();
  for (const cluster of clusters) {
    const list = byTopic.get(cluster.topic_id);
    if (list) list.push(cluster);
    else byTopic.set(cluster.topic_id, [cluster]);
  }
  return topics.flatMap((topic) => {
    const members = byTopic.get(topic.id) ?? [];
    if (members.length === 0) return [];
    return [
      { kind: 'topic', topic, shown: members.length } as const,
      ...members.map((cluster) => ({ kind: 'cluster', cluster }) as const),
    ];
  });
}

const matches = (text: string, query: string) => text.toLocaleLowerCase().includes(query);

/** The clusters whose name or any keyword contains the query, and the unclustered keywords that do. */
function filterResult(
  result: ClusteringResult,
  rawQuery: string,
): { clusters: Cluster[]; unclustered: UnclusteredKeyword[] } {
  const query = rawQuery.trim().toLocaleLowerCase();
  if (query === '') return { clusters: result.clusters, unclustered: result.unclustered_keywords };
  return {
    clusters: result.clusters.filter((c) => matches(c.name, query) || c.keywords.some((k) => matches(k.text, query))),
    unclustered: result.unclustered_keywords.filter((k) => matches(k.text, query)),
  };
}

interface ResultsViewProps {
  result: ClusteringResult;
  onResult: (result: ClusteringResult) => void;
}

/** The current result: totals, exports, the (virtualised) clusters and the unclustered list, with edits. */
export const ResultsView = memo(function ResultsView({ result, onResult }: ResultsViewProps) {
  const [selection, setSelection] = useState<ReadonlyMap<string, ReadonlySet<string>>>(new Map());
  const [pending, setPending] = useState<PendingEdit | null>(null);
  const [query, setQuery] = useState('');
  const [byTopic, setByTopic] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const wide = useBreakpointValue({ base: 1, lg: 2 }) ?? 1;
  // Topic headers span the list, so grouped cards stack in one lane.
  const lanes = byTopic ? 1 : wide;
  const shown = useMemo(() => filterResult(result, deferredQuery), [result, deferredQuery]);
  const items = useMemo(
    (): ListItem[] =>
      byTopic
        ? groupByTopic(result.topics, shown.clusters)
        : shown.clusters.map((cluster) => ({ kind: 'cluster', cluster })),
    [byTopic, result.topics, shown.clusters],
  );
  const groupedTopics = useMemo(
    () => new Set(shown.clusters.map((cluster) => cluster.topic_id)).size,
    [shown.clusters],
  );
  const replace = useCallback(
    (next: ClusteringResult) => {
      setSelection(new Map());
      onResult(next);
    },
    [onResult],
  );
  const edits = useResultEdits(result, replace);

  const toggle = useCallback((clusterId: string, keywordId: string) => {
    setSelection((current) => {
      const next = new Map(current);
      const ids = new Set(current.get(clusterId));
      if (ids.has(keywordId)) ids.delete(keywordId);
      else ids.add(keywordId);
      next.set(clusterId, ids);
      return next;
    });
  }, []);

  const onAction = useCallback(
    (action: ClusterAction, cluster: Cluster) => {
      const keywordIds = cluster.keywords.filter((k) => selection.get(cluster.id)?.has(k.id)).map((k) => k.id);
      if (action === 'merge') setPending({ kind: 'merge', clusterId: cluster.id, subject: cluster.name });
      else if (action === 'split')
        setPending({ kind: 'split', clusterId: cluster.id, keywordIds, subject: cluster.name });
      else
        setPending({
          kind: 'move',
          fromClusterId: cluster.id,
          keywordIds,
          suggestedTarget: null,
          subject:
            keywordIds.length === 1
              ? (cluster.keywords.find((k) => k.id === keywordIds[0])?.text ?? '1 keyword')
              : plural(keywordIds.length, 'keyword'),
        });
    },
    [selection],
  );

  const moveUnclustered = useCallback((keyword: UnclusteredKeyword) => {
    setPending({
      kind: 'move',
      fromClusterId: null,
      keywordIds: [keyword.id],
      suggestedTarget: keyword.nearest_cluster_id,
      subject: keyword.text,
    });
  }, []);

  return (
    <Stack gap="5" data-testid="results" css={rowStyles}>
      <ResultSummary result={result} />
      <HStack gap="4" wrap="wrap">
        <InputGroup startElement={<Search size={16} aria-hidden="true" />} maxW={{ md: 'md' }}>
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder="Find a keyword or cluster"
            aria-label="Find a keyword or cluster"
            bg="bg"
            size="sm"
          />
        </InputGroup>
        <Switch.Root
          colorPalette="brand"
          size="sm"
          checked={byTopic}
          onCheckedChange={(details) => setByTopic(details.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Group by topic ({formatNumber(groupedTopics)})</Switch.Label>
        </Switch.Root>
      </HStack>
      <Tabs.Root defaultValue="clusters" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="clusters">Clusters ({formatNumber(shown.clusters.length)})</Tabs.Trigger>
          <Tabs.Trigger value="unclustered">Unclustered ({formatNumber(shown.unclustered.length)})</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="clusters">
          {shown.clusters.length === 0 && (
            <Text color="fg.muted" fontSize="sm" py="4">
              {result.clusters.length === 0
                ? 'No clusters were formed; see the unclustered keywords.'
                : 'No cluster matches.'}
            </Text>
          )}
          <WindowVirtualList
            items={items}
            estimateSize={(item) => (item.kind === 'topic' ? TOPIC_HEADER_HEIGHT : estimateCardHeight(item.cluster))}
            getKey={(item) => (item.kind === 'topic' ? `topic:${item.topic.id}` : item.cluster.id)}
            gap={12}
            lanes={lanes}
            label="Clusters"
            renderItem={(item) =>
              item.kind === 'topic' ? (
                <TopicHeader topic={item.topic} shownClusters={item.shown} />
              ) : (
                <ClusterCard
                  cluster={item.cluster}
                  selected={selection.get(item.cluster.id) ?? NO_SELECTION}
                  onToggle={toggle}
                  onAction={onAction}
                  onRename={edits.rename}
                  canMerge={result.clusters.length > 1}
                  showMethod={result.serp_data !== undefined}
                />
              )
            }
          />
        </Tabs.Content>
        <Tabs.Content value="unclustered">
          <UnclusteredList
            keywords={shown.unclustered}
            onMove={moveUnclustered}
            canMove={result.clusters.length > 0}
            emptyText={
              deferredQuery.trim() === '' ? 'Every keyword is in a cluster.' : 'No unclustered keyword matches.'
            }
          />
        </Tabs.Content>
      </Tabs.Root>
      <EditDialog
        edit={pending}
        result={result}
        saving={edits.saving}
        onClose={() => setPending(null)}
        onMove={edits.move}
        onMerge={edits.merge}
        onSplit={edits.split}
      />
    </Stack>
  );
});
