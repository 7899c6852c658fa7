import { Button, Card, Field, HStack, List, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult, ContentBrief } from '@/api/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { notifyError } from '@/components/notify';
import { briefPdf, needsUnicode } from './briefPdf';
import { briefSections } from './briefSections';
import { saveFile } from './download';
import { CONTENT_ERROR, formatCount } from './model';
import { ToolState } from './ToolState';
import { useToolData } from './useToolData';
import { VolumeNote } from './VolumeNote';

function BriefView({ brief }: { brief: ContentBrief }) {
  const [making, setMaking] = useState(false);
  const downloadPdf = async () => {
    setMaking(true);
    try {
      saveFile(`${brief.file_name}.pdf`, await briefPdf(brief), 'application/pdf');
    } catch (error) {
      notifyError(error, CONTENT_ERROR);
    } finally {
      setMaking(false);
    }
  };
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text as="h4" fontSize="xl" fontWeight="semibold" wordBreak="break-word">
          {brief.title}
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>~{formatCount(brief.estimated_word_count)} words</Text>
          <EstimatedBadge title="Target length from a written rule (page type and number of keywords)" />
        </HStack>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" onClick={() => saveFile(`${brief.file_name}.md`, brief.markdown, 'text/markdown')}>
          Download Markdown
        </Button>
        <Button size="sm" variant="outline" onClick={downloadPdf} loading={making}>
          Download PDF
        </Button>
        {needsUnicode(brief) && (
          <Text fontSize="xs" color="fg.muted">
            The PDF's standard font shows characters outside Western scripts as “?”; the Markdown file keeps them.
          </Text>
        )}
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {briefSections(brief).map((section) => (
          <Card.Root key={section.heading} size="sm" variant="outline">
            <Card.Header>
              <Card.Title as="h5" fontSize="md">
                {section.heading}
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <List.Root gap="1" fontSize="sm" ps="4">
                {section.items.map((item, index) => (
                  <List.Item key={index} wordBreak="break-word">
                    {item}
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Brief({ resultId, clusterId }: { resultId: string; clusterId: string }) {
  const call = useCallback(
    () => api.post('/api/content-strategy/brief', { result_id: resultId, cluster_id: clusterId }),
    [resultId, clusterId],
  );
  const { state, retry } = useToolData(call);
  return (
    <ToolState state={state} retry={retry}>
      {(brief) => <BriefView brief={brief} />}
    </ToolState>
  );
}

/** Content briefs (beyond the spec): choose a cluster, read its brief, download it. */
export function BriefsPanel({ result }: { result: ClusteringResult }) {
  const clusters = useMemo(
    () =>
      [...result.clusters].sort(
        (a, b) => (b.total_volume ?? -1) - (a.total_volume ?? -1) || b.keyword_count - a.keyword_count,
      ),
    [result.clusters],
  );
  const [clusterId, setClusterId] = useState(clusters[0]?.id ?? '');
  if (clusters.length === 0) return <Text color="fg.muted">This result has no clusters to brief.</Text>;
  return (
    <Stack gap="5">
      <Field.Root maxW="lg">
        <Field.Label>Cluster</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={clusterId} onChange={(event) => setClusterId(event.currentTarget.value)} bg="bg">
            {clusters.map((cluster) => (
              <option key={cluster.id} value={cluster.id}>
                {cluster.name} ({cluster.keyword_count} keywords)
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Largest clusters first. Choosing one writes its brief.</Field.HelperText>
      </Field.Root>
      <VolumeNote result={result} />
      <Brief key={clusterId} resultId={result.id} clusterId={clusterId} />
    </Stack>
  );
}
