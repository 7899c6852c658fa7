import { Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CompetitorAnalysis } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { StatTile } from '@/components/StatTile';
import { formatNumber } from '@/lib/format';
import { GapList } from './GapList';
import { OpportunityList } from './OpportunityList';

const OWN_SOURCE = {
  rankings: 'your ranking export',
  search_console: 'your Search Console export',
  clustering_result: 'your clustering result',
  keywords: 'the keywords you entered',
  none: 'nothing (no keywords of yours were given)',
} as const;

/** Spec 000 §2: the analysis result. */
export function CompetitorResults({ analysis }: { analysis: CompetitorAnalysis }) {
  const traffic = analysis.competitor_profile.estimated_traffic;
  const crawled = analysis.competitors.some((c) => c.source === 'crawl');
  return (
    <Stack gap="6" data-testid="competitor-results">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
        <StatTile
          label="Competitor"
          value={
            <Text as="span" fontSize="md" truncate>
              {analysis.competitor_domain}
            </Text>
          }
        />
        <StatTile label="Keywords" value={formatNumber(analysis.competitor_profile.total_keywords)} />
        <StatTile label="Gaps found" value={formatNumber(analysis.keyword_gaps.length)} />
        <StatTile label="Opportunities" value={formatNumber(analysis.content_opportunities.length)} />
        <StatTile
          label="Estimated traffic (clicks/month)"
          value={traffic === null ? 'Not known' : formatNumber(traffic)}
          adornment={
            traffic === null ? undefined : (
              <EstimatedBadge title={`Volume × CTR at each position (${analysis.ctr_curve.name})`} />
            )
          }
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Compared with {OWN_SOURCE[analysis.own_source]}. Volumes and positions are imported from the exports
        {crawled ? '; for crawled competitors volumes are estimated and positions are not known' : ''}. Traffic and
        clicks to win are estimates: volume × CTR at the position ({analysis.ctr_curve.name}). The opportunity score is
        the clicks you could win on a log scale (10,000 a month = 100) times ease (1 − difficulty/100).
      </Text>
      {analysis.notes.length > 0 && (
        <List.Root gap="1" fontSize="sm" ps="4">
          {analysis.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List.Root>
      )}
      <Stack gap="3" as="section" aria-labelledby="gaps-heading">
        <Heading as="h3" id="gaps-heading" size="md">
          Keyword gaps
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          Missing: a competitor ranks in the top 20 and you do not rank. Underperforming: you are 5+ positions behind.
          Opportunity: nobody ranks well. Unknown: your export was cut short before this keyword&rsquo;s volume.
        </Text>
        <GapList gaps={analysis.keyword_gaps} />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="opportunities-heading">
        <Heading as="h3" id="opportunities-heading" size="md">
          Content opportunities
        </Heading>
        <OpportunityList opportunities={analysis.content_opportunities} />
      </Stack>
    </Stack>
  );
}
