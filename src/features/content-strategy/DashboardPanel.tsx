import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult } from '@/contract';
import { formatCount, formatDay, formatPercent } from './model';
import { PriorityBadge } from './PriorityBadge';
import { GeneratedNote, ToolState } from './ToolState';
import { useToolData } from './useToolData';
import { VolumeNote } from './VolumeNote';

function Panel({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h4" fontSize="md">
          {title}
        </Card.Title>
        <Card.Description>{summary}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" as="ul" listStyleType="none">
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Spec 001 §2.3 dashboard: calendar, internal linking, content gaps (3 each) and performance. */
export function DashboardPanel({ result }: { result: ClusteringResult }) {
  const call = useCallback(
    () => api.get(`/api/content-strategy/dashboard/${encodeURIComponent(result.id)}`),
    [result.id],
  );
  const { state, retry } = useToolData(call);
  return (
    <ToolState state={state} retry={retry}>
      {(dashboard, ms) => {
        const { content_calendar, internal_linking, content_gaps, performance_tracking } = dashboard.content_strategy;
        return (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Panel title="Content calendar" summary={`${formatCount(content_calendar.total_planned)} pages planned`}>
                {content_calendar.entries.map((entry) => (
                  <Stack as="li" key={entry.id} gap="0.5">
                    <HStack justify="space-between" gap="2">
                      <Text fontWeight="medium" lineClamp={1} wordBreak="break-all">
                        {entry.title}
                      </Text>
                      <PriorityBadge priority={entry.priority} />
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDay(entry.planned_date)} · {entry.content_type}
                    </Text>
                  </Stack>
                ))}
              </Panel>
              <Panel
                title="Internal linking"
                summary={`${formatCount(internal_linking.total_opportunities)} link opportunities`}
              >
                {internal_linking.suggestions.map((link) => (
                  <Stack as="li" key={link.id} gap="0.5">
                    <Text fontWeight="medium" lineClamp={2} wordBreak="break-word">
                      {link.source_page} → {link.target_page}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {formatPercent(link.relevance_score)} match · anchor “{link.suggested_anchor_text}”
                    </Text>
                  </Stack>
                ))}
              </Panel>
              <Panel
                title="Content gaps"
                summary={`${formatCount(content_gaps.total_gaps)} gaps, ${formatCount(content_gaps.high_priority)} high priority`}
              >
                {content_gaps.gaps.map((gap) => (
                  <Stack as="li" key={gap.cluster_id} gap="0.5">
                    <Text fontWeight="medium" lineClamp={1} wordBreak="break-all">
                      {gap.topic}
                    </Text>
                    <HStack fontSize="sm" color="fg.muted" gap="2" wrap="wrap">
                      <Text>Volume {formatCount(gap.search_volume)}</Text>
                      <Badge size="sm" variant="outline">
                        {gap.competition}
                      </Badge>
                      <PriorityBadge priority={gap.priority} />
                    </HStack>
                  </Stack>
                ))}
              </Panel>
              <Panel title="Performance" summary="From imported Search Console figures">
                <Stack as="li" gap="1">
                  <Text>
                    Total content: <strong>{formatCount(performance_tracking.total_content)}</strong> ranking pages
                  </Text>
                  <Text>
                    Total traffic:{' '}
                    <strong>
                      {performance_tracking.total_traffic === null
                        ? 'not imported'
                        : `${formatCount(performance_tracking.total_traffic)} clicks`}
                    </strong>
                  </Text>
                </Stack>
              </Panel>
            </SimpleGrid>
            <VolumeNote result={result} />
            <GeneratedNote generatedAt={dashboard.generated_at} ms={ms} />
          </Stack>
        );
      }}
    </ToolState>
  );
}
