import { Stack, Text } from '@chakra-ui/react';
import { MomentumBadge } from './badges';
import { BasisNote, CardGrid, CardItem, Figure, Figures, ItemCard, SummaryTiles } from './DiscoveryParts';
import {
  percentOf,
  SHOWN_KEYWORDS,
  shortDate,
  signedPercent,
  TIME_PERIODS,
  type TrendingDiscoveryCluster,
} from './discoveryModel';
import { KeywordChips } from './KeywordChips';
import type { TrendingDiscoveryResponse } from '@/contract';

export function DiscoveryTrending({ data }: { data: TrendingDiscoveryResponse }) {
  const { summary, trending_clusters: clusters } = data;
  const anyEstimated = clusters.some((cluster) => cluster.basis === 'estimated');
  const period = TIME_PERIODS.find((option) => option.value === summary.time_period)?.label ?? summary.time_period;
  return (
    <Stack gap="4">
      <SummaryTiles
        label="Trending summary"
        figures={[
          { label: 'Trending clusters', value: summary.total_clusters },
          { label: 'Accelerating', value: summary.accelerating_trends, estimated: anyEstimated },
          { label: 'High velocity', value: summary.high_velocity_clusters, estimated: anyEstimated },
          { label: `Average trend score (${period})`, value: summary.average_trend_score, estimated: anyEstimated },
        ]}
      />
      {clusters.every((cluster) => cluster.basis === 'estimated') && (
        <Text fontSize="sm" color="fg.muted" data-testid="trending-no-history">
          None of your clusters has a history yet, so these are the industry library's estimates. Trends from your own
          data need a cluster in two clustering runs, or imported monthly volumes (a Keyword Planner file).
        </Text>
      )}
      <CardGrid label="Trending clusters found">
        {clusters.map((cluster) => (
          <CardItem key={`${cluster.basis}:${cluster.name}`}>
            <TrendingCard cluster={cluster} />
          </CardItem>
        ))}
      </CardGrid>
    </Stack>
  );
}

function TrendingCard({ cluster }: { cluster: TrendingDiscoveryCluster }) {
  const detected = cluster.first_detected ? ` · first seen ${shortDate(cluster.first_detected)}` : '';
  return (
    <ItemCard
      testId="discovery-trending"
      title={cluster.name}
      subtitle={`${cluster.industry}${detected}`}
      badges={<MomentumBadge momentum={cluster.momentum} />}
    >
      <Figures>
        <Figure label="Trend score" value={`${cluster.trend_score}/100`} />
        <Figure label="Change" value={signedPercent(cluster.search_volume_change)} />
        <Figure label="Velocity" value={`${signedPercent(cluster.velocity)}/${cluster.velocity_unit}`} />
        <Figure label="Confidence" value={percentOf(cluster.confidence_level)} />
      </Figures>
      <KeywordChips keywords={cluster.keywords} limit={SHOWN_KEYWORDS.trending} label={`Keywords of ${cluster.name}`} />
      <BasisNote basis={cluster.basis} note={cluster.basis_note} />
    </ItemCard>
  );
}
