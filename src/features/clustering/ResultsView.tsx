import { Stack, Tabs } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { Cluster, ClusteringResult, UnclusteredKeyword } from '@/api/contract';
import { WindowVirtualList } from '@/components/VirtualList';
import { formatNumber, plural } from '@/lib/format';
import { ClusterCard, type ClusterAction } from './ClusterCard';
import { EditDialog, type PendingEdit } from './EditDialog';
import { ResultSummary } from './ResultSummary';
import { UnclusteredList } from './UnclusteredList';
import { useResultEdits } from './useResultEdits';

const NO_SELECTION: ReadonlySet<string> = new Set();

/** Roughly a card's height: header, figures, and a 37 px row per keyword (capped where it scrolls). */
const estimateCardHeight = (cluster: Cluster) => 150 + Math.min(cluster.keywords.length, 25) * 37;

interface ResultsViewProps {
  result: ClusteringResult;
  onResult: (result: ClusteringResult) => void;
}

/** The current result: totals, exports, the (virtualised) clusters and the unclustered list, with edits. */
export function ResultsView({ result, onResult }: ResultsViewProps) {
  const [selection, setSelection] = useState<ReadonlyMap<string, ReadonlySet<string>>>(new Map());
  const [pending, setPending] = useState<PendingEdit | null>(null);
  const replace = useCallback(
    (next: ClusteringResult) => {
      setSelection(new Map());
      onResult(next);
    },
    [onResult],
  );
  const edits = useResultEdits(result.id, replace);

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
      else if (action === 'split') setPending({ kind: 'split', clusterId: cluster.id, keywordIds, subject: cluster.name });
      else setPending({ kind: 'move', fromClusterId: cluster.id, keywordIds, suggestedTarget: null, subject: keywordIds.length === 1 ? (cluster.keywords.find((k) => k.id === keywordIds[0])?.text ?? '1 keyword') : plural(keywordIds.length, 'keyword') });
    },
    [selection],
  );

  const moveUnclustered = useCallback((keyword: UnclusteredKeyword) => {
    setPending({ kind: 'move', fromClusterId: null, keywordIds: [keyword.id], suggestedTarget: keyword.nearest_cluster_id, subject: keyword.text });
  }, []);

  return (
    <Stack gap="5" data-testid="results">
      <ResultSummary result={result} />
      <Tabs.Root defaultValue="clusters" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="clusters">Clusters ({formatNumber(result.clusters.length)})</Tabs.Trigger>
          <Tabs.Trigger value="unclustered">Unclustered ({formatNumber(result.unclustered_keywords.length)})</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="clusters">
          <WindowVirtualList
            items={result.clusters}
            estimateSize={estimateCardHeight}
            getKey={(c) => c.id}
            gap={12}
            label="Clusters"
            renderItem={(cluster) => (
              <ClusterCard
                cluster={cluster}
                selected={selection.get(cluster.id) ?? NO_SELECTION}
                onToggle={toggle}
                onAction={onAction}
                onRename={edits.rename}
                canMerge={result.clusters.length > 1}
              />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="unclustered">
          <UnclusteredList keywords={result.unclustered_keywords} onMove={moveUnclustered} canMove={result.clusters.length > 0} />
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
}
