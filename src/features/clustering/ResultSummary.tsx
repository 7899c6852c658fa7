import { Button, GridItem, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { ClusteringResult, ExportFormat, SerpUsage } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { notifyError } from '@/hooks/notify';
import { StatTile } from '@/components/StatTile';
import { formatNumber, formatSeconds, formatVolume, plural } from '@/lib/format';
import { downloadExport } from './exportResult';
import { dataOriginLabel } from '@/lib/dataSource';

/** Spec 000 §8 default. */
const EXPORT_ERROR = { title: 'Export failed', description: 'Failed to download file' };

function ExportButtons({ resultId }: { resultId: string }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadExport(resultId, format);
    } catch (error) {
      notifyError(error, EXPORT_ERROR);
    } finally {
      setBusy(null);
    }
  };
  return (
    <HStack gap="2">
      {(['csv', 'json'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="outline"
          onClick={() => void exportAs(format)}
          loading={busy === format}
          disabled={busy !== null}
        >
          <Download aria-hidden="true" />
          Export {format.toUpperCase()}
        </Button>
      ))}
    </HStack>
  );
}

/** What the SERP file gave the run: how many keywords had results, and what it could not use. */
function SerpNote({ usage, overlap }: { usage: SerpUsage; overlap: number | undefined }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="serp-note">
      SERP data from {usage.files.join(', ')}: {plural(usage.keywords_with_serp, 'keyword')} grouped by shared top-10
      URLs{overlap !== undefined && ` (at least ${overlap})`}, the others by similarity
      {usage.not_in_list > 0 && ` · ${plural(usage.not_in_list, 'SERP keyword')} not in your list, not used`}
    </Text>
  );
}

/**
 * Spec 000 §2: the result's totals (with process time, and Search Console clicks and impressions
 * when the files had them) and its CSV and JSON exports.
 */
export function ResultSummary({ result }: { result: ClusteringResult }) {
  // Search Console clicks and impressions get tiles of their own: traffic measured, not search volume.
  const hasTraffic = result.total_clicks !== null || result.total_impressions !== null;
  return (
    <Stack gap="4">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        gap="3"
        align={{ base: 'stretch', md: 'flex-end' }}
      >
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold" wordBreak="break-word" data-testid="result-name">
            {result.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {dataOriginLabel(result)}
            {result.expanded_keywords > 0 && ` · ${plural(result.expanded_keywords, 'keyword')} added by expansion`}
            {result.duplicates_merged > 0 && ` · ${plural(result.duplicates_merged, 'duplicate')} merged`}
            {result.skipped_keywords > 0 &&
              ` · ${plural(result.skipped_keywords, 'line')} skipped (over 200 characters or no letters or digits)`}
          </Text>
          {result.serp_data && <SerpNote usage={result.serp_data} overlap={result.settings.serp_overlap} />}
        </Stack>
        <ExportButtons resultId={result.id} />
      </Stack>
      <SimpleGrid
        columns={hasTraffic ? { base: 2, md: 4, lg: 7 } : { base: 2, md: 5 }}
        gap="3"
        data-testid="result-totals"
      >
        <StatTile label="Keywords" value={formatNumber(result.total_keywords)} />
        <StatTile label="Clusters" value={formatNumber(result.total_clusters)} />
        <StatTile label="Unclustered" value={formatNumber(result.total_unclustered)} />
        <StatTile
          label="Total volume"
          value={formatVolume(result.total_search_volume)}
          adornment={
            result.seo_data_source === 'enhanced_mock' ? (
              <EstimatedBadge title="Includes estimated search volumes" />
            ) : undefined
          }
        />
        {hasTraffic && (
          <>
            <StatTile label="Clicks" value={formatNumber(result.total_clicks)} />
            <StatTile label="Impressions" value={formatNumber(result.total_impressions)} />
          </>
        )}
        {/* Spans what is left of its row, so the last row has no hole. */}
        <GridItem colSpan={hasTraffic ? { base: 2, md: 2, lg: 1 } : { base: 2, md: 1 }}>
          <StatTile label="Process time" value={formatSeconds(result.processing_time)} />
        </GridItem>
      </SimpleGrid>
    </Stack>
  );
}
