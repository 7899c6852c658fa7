import { Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { IntentBadge } from './badges';
import { plural } from '@/lib/format';
import { ImportButton } from './ImportButton';
import { IndustryIcon } from './industryIcons';
import { KeywordChips } from './KeywordChips';
import { STICKY_HEADER_CLEARANCE } from './layout';
import { Loading, LoadError } from './LoadState';
import type { IndustryCluster, IndustrySummary } from './model';
import type { ImportTarget } from './useClusterImport';
import { useIndustryClusters } from './useIndustryData';

/** Keywords shown per cluster before 'Show all'. */
const CLUSTER_KEYWORDS_SHOWN = 6;

interface IndustryClustersProps {
  industry: IndustrySummary;
  onBack: () => void;
  importing: string | null;
  onImport: (cluster: ImportTarget) => void;
}

/** One industry's clusters. Mount with `key={industry.id}`. */
export function IndustryClusters({ industry, onBack, importing, onImport }: IndustryClustersProps) {
  const { state, retry } = useIndustryClusters(industry.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLDivElement>(null);

  // Choosing an industry replaces the grid: bring its top into view (clear of the sticky header)
  // and move focus to what replaced the card.
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    // At least a screen tall, so the page can scroll its top into place while the clusters load.
    <Stack gap="4" ref={sectionRef} scrollMarginTop={STICKY_HEADER_CLEARANCE} minH="100vh">
      <Box>
        <Button variant="ghost" size="sm" onClick={onBack} ml="-2">
          <ArrowLeft aria-hidden="true" />
          All industries
        </Button>
      </Box>
      <HStack align="start" gap="3">
        <Box flexShrink={0} p="2" borderRadius="md" bg="brand.subtle" color="brand.fg" aria-hidden="true">
          <IndustryIcon name={industry.icon} size={24} />
        </Box>
        <Stack gap="1">
          <Heading as="h4" size="lg" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
            {industry.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {industry.description}
          </Text>
          <Text color="fg.muted" fontSize="xs" fontWeight="medium">
            {plural(industry.cluster_count, 'cluster')} · {plural(industry.keyword_count, 'keyword')}
          </Text>
        </Stack>
      </HStack>
      {state.status === 'loading' && <Loading label="Loading clusters..." />}
      {state.status === 'error' && (
        <LoadError title="Failed to load clusters" description="Please try again" onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2 }}
          gap="3"
          listStyleType="none"
          m="0"
          p="0"
          aria-label={`Clusters in ${industry.name}`}
        >
          {state.data.map((cluster) => (
            <Box as="li" key={cluster.id}>
              <ClusterCard
                cluster={cluster}
                importing={importing}
                onImport={() => onImport({ id: cluster.id, name: cluster.name })}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface ClusterCardProps {
  cluster: IndustryCluster;
  importing: string | null;
  onImport: () => void;
}

function ClusterCard({ cluster, importing, onImport }: ClusterCardProps) {
  const headingId = `cluster-${cluster.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" h="full" data-testid="industry-cluster">
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <Heading as="h5" size="sm" id={headingId}>
              {cluster.name}
            </Heading>
            <IntentBadge intent={cluster.intent} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {cluster.description}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            {plural(cluster.keyword_count, 'keyword')}
          </Text>
        </Stack>
        <KeywordChips
          keywords={cluster.keywords}
          limit={CLUSTER_KEYWORDS_SHOWN}
          expandable
          label={`Keywords of ${cluster.name}`}
        />
      </Card.Body>
      <Card.Footer>
        <ImportButton
          clusterName={cluster.name}
          loading={importing === cluster.id}
          disabled={importing !== null && importing !== cluster.id}
          onImport={onImport}
        />
      </Card.Footer>
    </Card.Root>
  );
}
