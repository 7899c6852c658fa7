import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  IconButton,
  Input,
  Menu,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Check, MoreHorizontal, Pencil, X } from 'lucide-react';
import { memo, useMemo, useState, type ReactNode } from 'react';
import type { Cluster, ClusterMethod, KeywordMetricName } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { ScrollVirtualList } from '@/components/VirtualList';
import { formatCurrency, formatNumber, formatScore, formatVolume, plural } from '@/lib/format';
import { KeywordRow } from './KeywordRow';

/** Cards with more keywords than this scroll their list inside the card. */
const LONG_LIST = 25;
const ROW_HEIGHT = 37;

/** Roughly a card's height: header, figures, and a 37 px row per keyword (capped where it scrolls). */
export const estimateCardHeight = (cluster: Cluster) => 150 + Math.min(cluster.keywords.length, LONG_LIST) * ROW_HEIGHT;

export type ClusterAction = 'move' | 'split' | 'merge';

interface ClusterCardProps {
  cluster: Cluster;
  selected: ReadonlySet<string>;
  onToggle: (clusterId: string, keywordId: string) => void;
  onAction: (action: ClusterAction, cluster: Cluster) => void;
  onRename: (clusterId: string, name: string) => Promise<boolean>;
  /** Merging needs another cluster. */
  canMerge: boolean;
  /** Whether the run had SERP data: then every card says what grouped it. */
  showMethod: boolean;
}

const METHOD_LABELS: Record<ClusterMethod, { label: string; palette: string; title: string }> = {
  serp: {
    label: 'SERP overlap',
    palette: 'green',
    title: 'Grouped by shared top-10 results: the search engine answers these keywords with the same pages',
  },
  mixed: {
    label: 'Mixed',
    palette: 'teal',
    title: 'Keywords sharing top-10 results, joined by similar keywords that had no SERP data',
  },
  similarity: {
    label: 'Similarity',
    palette: 'gray',
    title: 'Grouped by the similarity of the keywords (no two shared enough top-10 results)',
  },
};

function MethodBadge({ method }: { method: ClusterMethod }) {
  const { label, palette, title } = METHOD_LABELS[method];
  return (
    <Badge size="xs" variant="surface" colorPalette={palette} title={title} data-testid="cluster-method">
      {label}
    </Badge>
  );
}

function Figure({ label, value, estimated }: { label: string; value: ReactNode; estimated: boolean }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <HStack gap="1.5" wrap="wrap">
        <Text fontWeight="semibold" fontSize="sm">
          {value}
        </Text>
        {estimated && <EstimatedBadge />}
      </HStack>
    </Stack>
  );
}

/** The cluster's Search Console clicks and impressions, when its keywords had any: measured, so no badge. */
function TrafficTotals({ cluster }: { cluster: Cluster }) {
  const { total_clicks: clicks, total_impressions: impressions } = cluster;
  if (clicks === null && impressions === null) return null;
  const parts = [
    clicks !== null && plural(clicks, 'click'),
    impressions !== null && `${formatNumber(impressions)} impressions`,
  ].filter(Boolean);
  return (
    <Text
      fontSize="xs"
      color="fg.muted"
      data-testid="cluster-traffic"
      title="Sums of its keywords’ clicks and impressions from the uploaded files"
    >
      {parts.join(' · ')}
    </Text>
  );
}

function RenameForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  return (
    <HStack
      as="form"
      gap="1"
      flex="1"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed !== '') onSave(trimmed);
      }}
    >
      <Input
        size="sm"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
        aria-label="Cluster name"
        maxLength={200}
        autoFocus
      />
      <IconButton
        type="submit"
        size="sm"
        variant="solid"
        colorPalette="brand"
        aria-label="Save name"
        disabled={trimmed === ''}
      >
        <Check />
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label="Cancel renaming" onClick={onCancel}>
        <X />
      </IconButton>
    </HStack>
  );
}

/** Spec 000 §2: a cluster with its figures and keywords, plus the edits (rename, move, split, merge). */
export const ClusterCard = memo(function ClusterCard({
  cluster,
  selected,
  onToggle,
  onAction,
  onRename,
  canMerge,
  showMethod,
}: ClusterCardProps) {
  const [renaming, setRenaming] = useState(false);
  const estimated = useMemo(() => {
    const any = (field: KeywordMetricName) => cluster.keywords.some((k) => k.estimated_fields.includes(field));
    return { volume: any('search_volume'), cpc: any('cpc_low') || any('cpc_high'), difficulty: any('difficulty') };
  }, [cluster.keywords]);
  const toggle = (keywordId: string) => onToggle(cluster.id, keywordId);
  const selectedCount = selected.size;

  const rows =
    cluster.keywords.length > LONG_LIST ? (
      <ScrollVirtualList
        items={cluster.keywords}
        estimateSize={() => ROW_HEIGHT}
        getKey={(k) => k.id}
        renderItem={(k) => <KeywordRow keyword={k} selected={selected.has(k.id)} onToggle={toggle} />}
        label={`Keywords of ${cluster.name}`}
        height="24rem"
      />
    ) : (
      <Box as="ul" listStyleType="none" aria-label={`Keywords of ${cluster.name}`}>
        {cluster.keywords.map((k) => (
          <li key={k.id}>
            <KeywordRow keyword={k} selected={selected.has(k.id)} onToggle={toggle} />
          </li>
        ))}
      </Box>
    );

  return (
    <Card.Root
      size="sm"
      as="article"
      aria-label={`Cluster ${cluster.name}`}
      data-testid="cluster-card"
      // A card off screen (the list's overscan, or the whole list while the form fills the screen)
      // is laid out by its estimated height alone until it scrolls into view: the cards' first
      // layout was one task of 36-54 ms at 10,000 keywords (issue 28).
      style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${estimateCardHeight(cluster)}px` }}
    >
      <Card.Header pb="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          {renaming ? (
            <RenameForm
              initial={cluster.name}
              onCancel={() => setRenaming(false)}
              onSave={(name) => {
                void onRename(cluster.id, name).then((saved) => saved && setRenaming(false));
              }}
            />
          ) : (
            <HStack gap="2" minW="0" wrap="wrap" flex="1">
              <Heading as="h3" size="md" wordBreak="break-word" lineClamp={2} data-testid="cluster-name">
                {cluster.name}
              </Heading>
              <Badge size="xs" variant="subtle" colorPalette="gray" textTransform="capitalize">
                {cluster.intent}
              </Badge>
              {showMethod && <MethodBadge method={cluster.method ?? 'similarity'} />}
              {cluster.edited && (
                <Badge size="xs" variant="outline" colorPalette="brand">
                  Edited
                </Badge>
              )}
            </HStack>
          )}
          {!renaming && (
            <HStack gap="1" flexShrink={0}>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Rename ${cluster.name}`}
                onClick={() => setRenaming(true)}
              >
                <Pencil />
              </IconButton>
              <Menu.Root onSelect={(details) => onAction(details.value as ClusterAction, cluster)}>
                <Menu.Trigger asChild>
                  <Button size="xs" variant="outline" aria-label={`Edit ${cluster.name}`}>
                    Edit
                    <MoreHorizontal aria-hidden="true" />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.Item value="move" disabled={selectedCount === 0}>
                        Move selected keywords…
                      </Menu.Item>
                      <Menu.Item
                        value="split"
                        disabled={selectedCount === 0 || selectedCount === cluster.keywords.length}
                      >
                        Split selected into a new cluster…
                      </Menu.Item>
                      <Menu.Item value="merge" disabled={!canMerge}>
                        Merge with another cluster…
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </HStack>
          )}
        </HStack>
        {cluster.terms.length > 0 && (
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            Shared terms: {cluster.terms.join(', ')}
          </Text>
        )}
        <TrafficTotals cluster={cluster} />
      </Card.Header>
      <Card.Body pt="0" gap="3">
        <SimpleGrid columns={{ base: 3, md: 5 }} gap="3">
          <Figure label="Keywords" value={cluster.keyword_count.toLocaleString('en-US')} estimated={false} />
          <Figure label="Volume" value={formatVolume(cluster.total_volume)} estimated={estimated.volume} />
          <Figure label="Avg CPC" value={formatCurrency(cluster.avg_cpc)} estimated={estimated.cpc} />
          <Figure label="Difficulty" value={formatScore(cluster.avg_difficulty)} estimated={estimated.difficulty} />
          <Figure
            label="Opportunity"
            value={formatScore(cluster.avg_opportunity)}
            estimated={estimated.volume || estimated.difficulty}
          />
        </SimpleGrid>
        {selectedCount > 0 && (
          <Text fontSize="xs" color="brand.fg" aria-live="polite">
            {plural(selectedCount, 'keyword')} selected
          </Text>
        )}
        {rows}
      </Card.Body>
    </Card.Root>
  );
});
