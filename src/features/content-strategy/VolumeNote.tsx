import { HStack, Text } from '@chakra-ui/react';
import type { ClusteringResult } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';

/** Volumes, competition and opportunity come from the clustering result; say when they are estimates. */
export function VolumeNote({ result }: { result: ClusteringResult }) {
  if (result.seo_data_source === 'imported') return null;
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
      {result.seo_data_source === 'enhanced_mock' ? (
        <>
          <EstimatedBadge />
          <Text>Search volume, competition and opportunity are estimates where no file supplied them.</Text>
        </>
      ) : (
        <Text>This clustering ran without SEO data: volumes are unknown, so size decides priority.</Text>
      )}
    </HStack>
  );
}
