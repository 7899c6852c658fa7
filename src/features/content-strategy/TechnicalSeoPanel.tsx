import { Badge, Card, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult, SeoIssue, TechnicalSeo } from '@/contract';
import { DataList, type DataColumn } from '@/components/DataList';
import { StatTile } from '@/components/StatTile';
import { formatCount } from './model';
import { PriorityBadge } from './PriorityBadge';
import { GeneratedNote, ToolState } from './ToolState';
import { useToolData } from './useToolData';

const COLUMNS: readonly DataColumn<SeoIssue>[] = [
  { key: 'url', header: 'Page', primary: true },
  { key: 'label', header: 'Issue' },
  { key: 'severity', header: 'Severity', render: (row) => <PriorityBadge priority={row.severity} /> },
  { key: 'detail', header: 'Detail' },
];

function Checklist({ technical }: { technical: TechnicalSeo }) {
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="blue" variant="subtle">
          Checklist
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          No crawled pages yet, so nothing was measured: this is a checklist per page type of your plan. Crawl your site
          in Advanced Data Sources to audit the real pages.
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {technical.checklist.map((group) => (
          <Card.Root key={group.page_type} size="sm" variant="outline">
            <Card.Header>
              <Card.Title as="h4" fontSize="md">
                {group.page_type}
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <List.Root gap="1" fontSize="sm" ps="4">
                {group.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Audit({ technical }: { technical: TechnicalSeo }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatTile label="Pages checked" value={formatCount(technical.pages_checked)} />
        <StatTile label="Issues" value={formatCount(technical.issues.length)} />
        {technical.issue_counts.slice(0, 2).map((count) => (
          <StatTile key={count.type} label={count.label} value={formatCount(count.count)} />
        ))}
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        {technical.issue_counts.map((count) => (
          <Badge key={count.type} variant="outline">
            {count.label}: {count.count}
          </Badge>
        ))}
      </HStack>
      <DataList
        title="Technical SEO issues"
        columns={COLUMNS}
        rows={technical.issues}
        getRowId={(row) => row.id}
        emptyText="No issues found on the crawled pages."
      />
    </Stack>
  );
}

/** An audit of the crawled pages, or a checklist per page type when none were crawled. */
export function TechnicalSeoPanel({ result }: { result: ClusteringResult }) {
  const call = useCallback(
    () => api.post('/api/content-strategy/technical-seo', { result_id: result.id }),
    [result.id],
  );
  const { state, retry } = useToolData(call);
  return (
    <ToolState state={state} retry={retry}>
      {(technical, ms) => (
        <Stack gap="4">
          {technical.mode === 'audit' ? <Audit technical={technical} /> : <Checklist technical={technical} />}
          <GeneratedNote generatedAt={technical.generated_at} ms={ms} />
        </Stack>
      )}
    </ToolState>
  );
}
