import { Badge, Stack } from '@chakra-ui/react';
import type { EmergingTopicsResponse } from '@/contract';
import { DISCOVERY_DEFAULTS } from '@/contract/settings';
import { EmptyState } from '@/components/EmptyState';
import { formatVolume } from '@/lib/format';
import { BasisNote, CardGrid, CardItem, Figure, Figures, ItemCard, SummaryTiles } from './DiscoveryParts';
import { percentOf, SHOWN_KEYWORDS, signedPercent, type EmergingTopic } from './discoveryModel';
import { KeywordChips } from './KeywordChips';

const COMPETITION_PALETTE = { Low: 'green', Medium: 'yellow', High: 'red', Unknown: 'gray' } as const;

export function DiscoveryEmerging({ data }: { data: EmergingTopicsResponse }) {
  const { summary, emerging_topics: topics, market_opportunities: markets } = data;
  const anyEstimated = topics.some((topic) => topic.basis === 'estimated');
  return (
    <Stack gap="4">
      <SummaryTiles
        label="Emerging summary"
        figures={[
          { label: 'Topics detected', value: summary.topics_detected },
          { label: 'Average emergence', value: percentOf(summary.average_emergence_score), estimated: anyEstimated },
          { label: 'High opportunity', value: markets.high_opportunity, estimated: anyEstimated },
          { label: 'Low competition', value: markets.low_competition, estimated: anyEstimated },
        ]}
      />
      {topics.length === 0 ? (
        <EmptyState
          title="No emerging topic yet"
          description={`Emerging topics are words new or rising in your recent clustering runs compared with older ones (or in imported monthly volumes), at ${percentOf(DISCOVERY_DEFAULTS.confidenceThreshold)} confidence or more. Run Keyword Clustering again as your keyword list grows.`}
        />
      ) : (
        <CardGrid label="Emerging topics found">
          {topics.map((topic) => (
            <CardItem key={topic.topic}>
              <EmergingCard topic={topic} />
            </CardItem>
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}

function EmergingCard({ topic }: { topic: EmergingTopic }) {
  return (
    <ItemCard
      testId="discovery-emerging"
      title={topic.topic}
      subtitle={`${topic.industry} · ${topic.predicted_timeline}`}
      badges={
        <Badge size="sm" variant="subtle" colorPalette={COMPETITION_PALETTE[topic.competition_level]}>
          {topic.competition_level} competition
        </Badge>
      }
    >
      <Figures>
        <Figure label="Emergence" value={percentOf(topic.emergence_score)} />
        <Figure label="Growth" value={topic.growth_rate === null ? 'Not measured' : signedPercent(topic.growth_rate)} />
        <Figure
          label="Monthly searches"
          value={topic.market_opportunity === null ? 'Not known' : formatVolume(topic.market_opportunity)}
        />
        <Figure label="Confidence" value={percentOf(topic.confidence_level)} />
      </Figures>
      <Figures>
        <Figure label="Early-adopter advantage" value={topic.early_adopter_advantage} />
      </Figures>
      <KeywordChips
        keywords={topic.related_keywords}
        limit={SHOWN_KEYWORDS.related}
        label={`Related keywords of ${topic.topic}`}
      />
      <BasisNote basis={topic.basis} note={topic.basis_note} />
    </ItemCard>
  );
}
