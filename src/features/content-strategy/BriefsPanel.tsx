import { Button, Card, Field, HStack, List, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult, ContentBrief } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { notifyError } from '@/hooks/notify';
import { briefPdf, needsUnicode } from './briefPdf';
import { briefSections } from './briefSections';
import { saveFile } from '@/lib/download';
import { CONTENT_ERROR, formatCount, type PanelProps } from './model';
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
            The PDF cannot draw right-to-left or Indic scripts or emoji and shows them as “?”; the Markdown file keeps
            them.
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

/** The brief request for a plan page id (`cluster:<id>` or `pillar:<topic id>`). */
function briefRequest(resultId: string, pageId: string) {
  const id = pageId.slice(pageId.indexOf(':') + 1);
  return pageId.startsWith('pillar:') ? { result_id: resultId, topic_id: id } : { result_id: resultId, cluster_id: id };
}

function Brief({ resultId, pageId }: { resultId: string; pageId: string }) {
  const call = useCallback(
    () => api.post('/api/content-strategy/brief', briefRequest(resultId, pageId)),
    [resultId, pageId],
  );
  const { state, retry } = useToolData(call);
  return (
    <ToolState state={state} retry={retry}>
      {(brief) => <BriefView brief={brief} />}
    </ToolState>
  );
}

/** Pillar pages (topics of 2+ clusters) first, then clusters, largest first. */
function pageOptions(result: ClusteringResult): { id: string; label: string }[] {
  const byVolume = (a: { total_volume: number | null }, b: { total_volume: number | null }) =>
    (b.total_volume ?? -1) - (a.total_volume ?? -1);
  const pillars = result.topics
    .filter((topic) => topic.cluster_ids.length >= 2)
    .sort(byVolume)
    .map((topic) => ({
      id: `pillar:${topic.id}`,
      label: `Pillar: ${topic.name} (${topic.cluster_ids.length} clusters)`,
    }));
  const clusters = [...result.clusters]
    .sort((a, b) => byVolume(a, b) || b.keyword_count - a.keyword_count)
    .map((cluster) => ({ id: `cluster:${cluster.id}`, label: `${cluster.name} (${cluster.keyword_count} keywords)` }));
  return [...pillars, ...clusters];
}

/** Content briefs (beyond the spec): choose a page of the plan, read its brief, download it. */
export function BriefsPanel({ result, briefPage }: Pick<PanelProps, 'result' | 'briefPage'>) {
  const options = useMemo(() => pageOptions(result), [result]);
  const [pageId, setPageId] = useState(
    () => options.find((option) => option.id === briefPage)?.id ?? options[0]?.id ?? '',
  );
  if (options.length === 0) return <Text color="fg.muted">This result has no clusters to brief.</Text>;
  return (
    <Stack gap="5">
      <Field.Root maxW="lg">
        <Field.Label>Page</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={pageId} onChange={(event) => setPageId(event.currentTarget.value)} bg="bg">
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          Pillar pages first, then clusters, largest first. Choosing one writes its brief.
        </Field.HelperText>
      </Field.Root>
      <VolumeNote result={result} />
      <Brief key={pageId} resultId={result.id} pageId={pageId} />
    </Stack>
  );
}
