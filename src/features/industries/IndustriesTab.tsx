import { Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TabPage } from '@/components/TabPage';
import { DiscoverySection } from './DiscoverySection';
import { IndustryClusters } from './IndustryClusters';
import { IndustryGrid } from './IndustryGrid';
import { Loading, LoadError } from './LoadState';
import type { IndustrySummary } from './model';
import { TrendingSection } from './TrendingSection';
import { useClusterImport } from './useClusterImport';
import { useIndustryLibrary } from './useIndustryData';

/** Spec 001 §2.7 (industries tab): trend discovery, the industry library, trending clusters and cluster import. */
export default function IndustriesTab() {
  const { state, retry } = useIndustryLibrary();
  const { importing, importCluster } = useClusterImport();

  return (
    <TabPage
      title="Enhanced Cluster Discovery"
      description="Trends, seasons, emerging topics and alerts from your own clustering runs, your team's votes on clusters, and ready-made keyword clusters written by hand for common industries, whose keywords you can import into Keyword Clustering."
    >
      <DiscoverySection industries={state.status === 'ready' ? state.data.industries : []} />
      <Separator />
      {state.status === 'loading' && <Loading label="Loading industry data..." />}
      {state.status === 'error' && (
        <LoadError title="Failed to load industry data" description="Please try again later" onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <>
          <TrendingSection clusters={state.data.trending} importing={importing} onImport={importCluster} />
          <Separator />
          <IndustryBrowser industries={state.data.industries} importing={importing} onImport={importCluster} />
        </>
      )}
    </TabPage>
  );
}

interface IndustryBrowserProps {
  industries: IndustrySummary[];
  importing: string | null;
  onImport: (cluster: { id: string; name: string }) => void;
}

/** The grid of industries, or the chosen industry's clusters in its place. */
function IndustryBrowser({ industries, importing, onImport }: IndustryBrowserProps) {
  const [chosen, setChosen] = useState<IndustrySummary | null>(null);
  const [returnFocus, setReturnFocus] = useState<string | null>(null);
  // A refresh may replace the list; show the fresh summary of the chosen industry when it is still there.
  const current = chosen ? (industries.find((industry) => industry.id === chosen.id) ?? chosen) : null;

  return (
    <Stack as="section" aria-labelledby="industries-heading" gap="4">
      <Stack gap="1">
        <Heading as="h3" size="lg" id="industries-heading">
          Industries
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {industries.length} industries in the library. Choose one to see its clusters.
        </Text>
      </Stack>
      {current ? (
        <IndustryClusters
          key={current.id}
          industry={current}
          importing={importing}
          onImport={onImport}
          onBack={() => {
            setReturnFocus(current.id);
            setChosen(null);
          }}
        />
      ) : (
        <IndustryGrid industries={industries} onChoose={setChosen} focusId={returnFocus} />
      )}
    </Stack>
  );
}
