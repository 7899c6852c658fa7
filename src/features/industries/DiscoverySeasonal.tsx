import { Badge, Stack } from '@chakra-ui/react';
import type { SeasonalAnalysisResponse } from '@/contract';
import { EmptyState } from '@/components/EmptyState';
import { BasisNote, CardGrid, CardItem, Figure, Figures, ItemCard, SummaryTiles } from './DiscoveryParts';
import { monthLabel, percentOf, signedPercent, type SeasonalPattern } from './discoveryModel';
import { monthNames } from './format';

export function DiscoverySeasonal({ data }: { data: SeasonalAnalysisResponse }) {
  const { summary, seasonal_patterns: patterns } = data;
  const anyEstimated = patterns.some((pattern) => pattern.basis === 'estimated');
  return (
    <Stack gap="4">
      <SummaryTiles
        label="Seasonal summary"
        figures={[
          { label: 'Clusters analysed', value: summary.patterns_analyzed },
          { label: 'Seasonal patterns', value: patterns.length },
          { label: 'High confidence', value: summary.high_confidence_patterns },
          { label: 'Average confidence', value: percentOf(summary.average_confidence), estimated: anyEstimated },
        ]}
      />
      {patterns.length === 0 ? (
        <EmptyState
          title="No seasonal pattern found"
          description={
            summary.patterns_analyzed === 0
              ? 'Run Keyword Clustering first: seasonal patterns are read from your latest run.'
              : `None of the ${summary.patterns_analyzed} clusters of your latest run has imported monthly volumes with a seasonal swing, or names a season, holiday, tax or school period. Import a Keyword Planner file with monthly searches to measure seasonality.`
          }
        />
      ) : (
        <CardGrid label="Seasonal patterns found">
          {patterns.map((pattern) => (
            <CardItem key={pattern.cluster_name}>
              <SeasonalCard pattern={pattern} />
            </CardItem>
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}

function SeasonalCard({ pattern }: { pattern: SeasonalPattern }) {
  return (
    <ItemCard
      testId="discovery-seasonal"
      title={pattern.cluster_name}
      subtitle={pattern.industry}
      badges={
        <Badge size="sm" variant="subtle" colorPalette="teal">
          {pattern.seasonal_type}
        </Badge>
      }
    >
      <Figures>
        <Figure label="Peak months" value={monthNames(pattern.peak_months)} />
        <Figure label="Low months" value={monthNames(pattern.low_months)} />
        <Figure label="Next peak" value={monthLabel(pattern.next_peak_prediction)} />
        <Figure
          label="Peak increase"
          value={pattern.average_increase === null ? 'Not measured' : signedPercent(pattern.average_increase)}
        />
        <Figure label="Confidence" value={percentOf(pattern.confidence_score)} />
      </Figures>
      <BasisNote basis={pattern.basis} note={pattern.basis_note} />
    </ItemCard>
  );
}
