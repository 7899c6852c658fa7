import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { MomentumBadge } from './badges';
import { monthNames } from './format';
import { ImportButton } from './ImportButton';
import { KeywordChips } from './KeywordChips';
import type { TrendingCluster } from './model';
import type { ImportTarget } from './useClusterImport';

/** Spec 001 §2.7 / §9: 4 trending keywords per cluster. */
const TRENDING_KEYWORDS_SHOWN = 4;
const GROWTH_WORDS: Record<TrendingCluster['growth'], string> = {
  rising: 'Rising',
  steady: 'Steady',
  declining: 'Declining',
};
/** On small screens the list starts short so the industries are one scroll away. */
const PHONE_VISIBLE = 3;

interface TrendingSectionProps {
  clusters: TrendingCluster[];
  importing: string | null;
  onImport: (cluster: ImportTarget) => void;
}

export function TrendingSection({ clusters, importing, onImport }: TrendingSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = 'trending-clusters-list';
  return (
    <Stack as="section" aria-labelledby="trending-heading" gap="4">
      <Stack gap="1">
        <HStack gap="2">
          <Box color="orange.fg" aria-hidden="true">
            <Flame size={20} />
          </Box>
          <Heading as="h3" size="lg" id="trending-heading">
            Trending clusters
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          The library's top {clusters.length} clusters this month, ranked by each cluster's editorial trend descriptor
          (direction and usual peak months). These are hand-written notes, not measured search data: cluster your own
          keywords for figures.
        </Text>
      </Stack>
      {clusters.length === 0 ? (
        <Text color="fg.muted">No trending clusters in the library.</Text>
      ) : (
        <SimpleGrid as="ol" id={listId} columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" m="0" p="0">
          {clusters.map((cluster, index) => (
            <Box
              as="li"
              key={cluster.id}
              display={{ base: expanded || index < PHONE_VISIBLE ? 'block' : 'none', md: 'block' }}
            >
              <TrendingCard
                cluster={cluster}
                rank={index + 1}
                importing={importing}
                onImport={() => onImport({ id: cluster.id, name: cluster.name })}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
      {clusters.length > PHONE_VISIBLE && (
        <Button
          display={{ base: 'inline-flex', md: 'none' }}
          variant="outline"
          size="sm"
          alignSelf="center"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show fewer trending clusters' : `Show all ${clusters.length} trending clusters`}
        </Button>
      )}
    </Stack>
  );
}

interface TrendingCardProps {
  cluster: TrendingCluster;
  rank: number;
  importing: string | null;
  onImport: () => void;
}

function TrendingCard({ cluster, rank, importing, onImport }: TrendingCardProps) {
  const headingId = `trending-${cluster.id}`;
  const peaks = monthNames(cluster.peak_months);
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" h="full" data-testid="trending-cluster">
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <Heading as="h4" size="sm" id={headingId}>
              <Text as="span" color="fg.muted" fontWeight="normal" mr="1.5">
                {rank}.
              </Text>
              {cluster.name}
            </Heading>
            <HStack gap="1" flexShrink={0}>
              {cluster.in_season && (
                <Badge size="sm" variant="subtle" colorPalette="teal">
                  In season
                </Badge>
              )}
              <MomentumBadge momentum={cluster.momentum} />
            </HStack>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {cluster.industry}
            {peaks && ` · usually peaks ${peaks}`}
          </Text>
        </Stack>
        <Text fontSize="sm" data-testid="trend-descriptor">
          <Text as="span" fontWeight="semibold">
            {GROWTH_WORDS[cluster.growth]}
          </Text>{' '}
          · {cluster.trend_note}{' '}
          <Text as="span" color="fg.muted" fontSize="xs">
            (editorial note)
          </Text>
        </Text>
        <KeywordChips
          keywords={cluster.keywords}
          limit={TRENDING_KEYWORDS_SHOWN}
          label={`Keywords of ${cluster.name}`}
        />
        <Box>
          <ImportButton
            size="xs"
            clusterName={cluster.name}
            loading={importing === cluster.id}
            disabled={importing !== null && importing !== cluster.id}
            onImport={onImport}
          />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
