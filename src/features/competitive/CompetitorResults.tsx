import { Button, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import type { CompetitorAnalysis } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { StatTile } from '@/components/StatTile';
import { saveFile } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { GapList } from './GapList';
import { gapsCsv, gapsFileName } from './model';
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
  const gapsOf = (domain: string) => analysis.keyword_gaps.filter((gap) => gap.competitor_domain === domain).length;
  const crawled = analysis.competitors.some((c) => c.source === 'crawl');
  return (
    <Stack gap="6" data-testid="competitor-results">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="competitor-totals">
        <StatTile label="Gaps found" value={formatNumber(analysis.keyword_gaps.length)} />
        <StatTile
          label="Opportunity-type gaps"
          value={formatNumber(analysis.gap_counts.opportunity)}
          help="Keywords where nobody ranks well"
        />
        <StatTile
          label="Content opportunities"
          value={formatNumber(analysis.content_opportunities.length)}
          help="Pages to write, each grouping several gaps"
        />
        <StatTile label="Competitors" value={formatNumber(analysis.competitors.length)} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3" as="ul" listStyleType="none" m="0" p="0">
        {analysis.competitors.map((competitor) => (
          <Stack
            as="li"
            key={competitor.domain}
            gap="1"
            borderWidth="1px"
            borderRadius="l2"
            p="3"
            data-testid="competitor-summary"
          >
            <Text fontWeight="semibold" wordBreak="break-all">
              {competitor.domain}
            </Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {competitor.source === 'rankings' ? `From ${competitor.file_name ?? 'a ranking export'}` : 'Crawled'}
            </Text>
            <HStack gap="4" wrap="wrap" fontSize="sm">
              <Text>{formatNumber(competitor.total_keywords)} keywords</Text>
              <HStack gap="1">
                <Text>
                  Traffic:{' '}
                  {competitor.estimated_traffic === null
                    ? 'not known'
                    : `${formatNumber(competitor.estimated_traffic)} clicks/month`}
                </Text>
                {competitor.estimated_traffic !== null && (
                  <EstimatedBadge title={`Volume × CTR at each position (${analysis.ctr_curve.name})`} />
                )}
              </HStack>
              <Text>{formatNumber(gapsOf(competitor.domain))} gaps</Text>
            </HStack>
          </Stack>
        ))}
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
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() =>
            saveFile(
              gapsFileName(analysis.competitors.map((competitor) => competitor.domain)),
              gapsCsv(analysis.keyword_gaps),
              'text/csv',
            )
          }
        >
          <Download aria-hidden="true" />
          Export all {formatNumber(analysis.keyword_gaps.length)} gaps (CSV)
        </Button>
        <GapList gaps={analysis.keyword_gaps} />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="opportunities-heading">
        <Heading as="h3" id="opportunities-heading" size="md">
          Content opportunities
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          Pages to write: each groups related gaps of any type. Not the same count as the opportunity-type gaps above.
        </Text>
        <OpportunityList opportunities={analysis.content_opportunities} />
      </Stack>
    </Stack>
  );
}
