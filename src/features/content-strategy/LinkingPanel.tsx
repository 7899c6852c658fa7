import { CardGrid } from '@/components/CardGrid';
import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult, InternalLinking, LinkRelation, LinkSuggestion } from '@/contract';
import { DataList, type DataColumn } from '@/components/DataList';
import { StatTile } from '@/components/StatTile';
import { saveFile } from '@/lib/download';
import { linksCsv } from './exportCsv';
import { formatCount, formatPercent, LINKS_SHOWN } from './model';
import { GeneratedNote, ToolState } from './ToolState';
import { useToolData } from './useToolData';

const RELATION_LABEL: Record<LinkRelation, string> = {
  to_pillar: 'to pillar',
  from_pillar: 'from pillar',
  related: 'related topic',
};

const COLUMNS: readonly DataColumn<LinkSuggestion>[] = [
  { key: 'source_page', header: 'Source page', primary: true },
  { key: 'target_page', header: 'Target page' },
  {
    key: 'relevance_score',
    header: 'Relevance',
    value: (row) => Math.round(row.relevance_score * 1000) / 10,
    format: 'percentage',
  },
  { key: 'suggested_anchor_text', header: 'Anchor text' },
  { key: 'relation', header: 'Link', value: (row) => RELATION_LABEL[row.relation] },
  { key: 'link_context', header: 'Context', showInCard: false },
];

export function basisNote(linking: InternalLinking): string {
  return linking.basis === 'similarity'
    ? `Relevance is the clustering engine's similarity between the two clusters; related-topic links need ${formatPercent(linking.threshold)} or more.`
    : `The clustering engine's cluster similarities were not available, so relevance is the share of terms two clusters have in common (related-topic links need ${formatPercent(linking.threshold)} or more).`;
}

export function LinkCard({ link }: { link: LinkSuggestion }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="2">
        <HStack gap="2" align="flex-start" wrap="wrap">
          <Text fontWeight="medium" wordBreak="break-word">
            {link.source_page}
          </Text>
          <ArrowRight size={16} aria-label="links to" />
          <Text fontWeight="medium" wordBreak="break-word">
            {link.target_page}
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge size="sm" colorPalette="brand" variant="subtle">
            {formatPercent(link.relevance_score)} match
          </Badge>
          <Badge size="sm" variant="outline">
            {RELATION_LABEL[link.relation]}
          </Badge>
          <Text fontSize="sm" wordBreak="break-word">
            Anchor: “{link.suggested_anchor_text}”
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {link.link_context}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Spec 001 §2.3 linking: the suggestion total and 10 suggestions; all in the DataList. */
export function LinkingPanel({ result }: { result: ClusteringResult }) {
  const call = useCallback(
    () => api.post('/api/content-strategy/internal-linking', { result_id: result.id }),
    [result.id],
  );
  const { state, retry } = useToolData(call);
  return (
    <ToolState state={state} retry={retry}>
      {(linking, ms) => (
        <Stack gap="5">
          <SimpleGrid columns={2} gap={{ base: '2', md: '3' }}>
            <StatTile label="Link suggestions" value={formatCount(linking.total_suggestions)} />
            <StatTile label="Based on" value={linking.basis === 'similarity' ? 'Cluster similarity' : 'Shared terms'} />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            Every anchor text points to one page only across the plan, so no two pages compete for the same words.{' '}
            {basisNote(linking)}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              disabled={linking.total_suggestions === 0}
              onClick={() => saveFile('internal-links.csv', linksCsv(linking.linking_suggestions), 'text/csv')}
            >
              Download CSV
            </Button>
            <GeneratedNote generatedAt={linking.generated_at} ms={ms} />
          </HStack>
          <CardGrid
            items={linking.linking_suggestions.slice(0, LINKS_SHOWN)}
            getKey={(link) => link.id}
            renderItem={(link) => <LinkCard link={link} />}
            label="Top link suggestions"
          />
          <DataList
            title="All link suggestions"
            columns={COLUMNS}
            rows={linking.linking_suggestions}
            getRowId={(row) => row.id}
            emptyText="No links to suggest: no topic holds two or more clusters, and no two clusters are similar enough."
          />
        </Stack>
      )}
    </ToolState>
  );
}
