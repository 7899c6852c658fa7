import { Alert, Badge, Button, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { WebsiteAnalysis, WebsiteKeyword } from '@/contract';
import { DataList, type DataColumn } from '@/components/DataList';
import { StatTile } from '@/components/StatTile';
import { formatDateTime, formatNumber, plural } from '@/lib/format';
import { useAppendKeywords } from './useAppendKeywords';

/** Spec 000 §9 and 001 §9: 50 keywords go to clustering; 20 keywords and 10 questions are listed. */
const KEYWORDS_TO_CLUSTERING = 50;
const KEYWORDS_SHOWN = 20;
const QUESTIONS_SHOWN = 10;

const KEYWORD_COLUMNS: readonly DataColumn<WebsiteKeyword>[] = [
  { key: 'keyword', header: 'Keyword', primary: true },
  { key: 'source', header: 'Source' },
  { key: 'relevance', header: 'Relevance', value: (k) => Math.round(k.relevance_score * 100), format: 'percentage' },
  { key: 'frequency', header: 'Frequency' },
];

const SOURCE_LABEL = {
  crawl: 'crawled pages',
  upload: 'uploaded pages',
  screaming_frog: 'a Screaming Frog export',
} as const;

interface WebsiteResultProps {
  analysis: WebsiteAnalysis;
  /** The URL of a later crawl that did not finish: this result is then the previous one, labelled so. */
  supersededBy: string | null;
}

/** Spec 001 §2.1: the website analysis result panel. */
export function WebsiteResult({ analysis, supersededBy }: WebsiteResultProps) {
  const { busy, append } = useAppendKeywords();
  const skipped = analysis.page_analysis.pages_skipped;
  const when = formatDateTime(analysis.created_at);
  return (
    <Stack gap="5" data-testid="website-result" data-previous={supersededBy !== null || undefined}>
      {supersededBy !== null && (
        <Alert.Root status="warning" data-testid="previous-crawl-note">
          <Alert.Indicator />
          <Alert.Description wordBreak="break-word">
            The crawl of {supersededBy} did not finish. Below is the previous analysis, of {analysis.host} on {when},
            not a result for that crawl.
          </Alert.Description>
        </Alert.Root>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0" minW="0">
          <Heading as="h4" size="md" wordBreak="break-word">
            {supersededBy !== null ? 'Previous analysis' : 'Website analysis'}: {analysis.host}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Analysed {when}
          </Text>
        </Stack>
        <Button
          size="sm"
          colorPalette="brand"
          loading={busy}
          disabled={analysis.keywords.length === 0}
          onClick={() =>
            void append(
              analysis.keywords.slice(0, KEYWORDS_TO_CLUSTERING).map((k) => k.keyword),
              true,
            )
          }
        >
          <Plus aria-hidden="true" />
          Add to clustering
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3">
        <StatTile
          label="Host"
          value={
            <Text as="span" fontSize="md" truncate>
              {analysis.host}
            </Text>
          }
        />
        <StatTile label="Crawl time" value={`${analysis.processing_time.toFixed(2)} s`} />
        <StatTile label="Keywords found" value={formatNumber(analysis.total_keywords)} />
        <StatTile label="Pages crawled" value={formatNumber(analysis.page_analysis.pages_crawled)} />
        <StatTile label="PAA questions" value={formatNumber(analysis.paa_questions.length)} />
        <StatTile label="Related searches" value={formatNumber(analysis.related_searches.length)} />
      </SimpleGrid>
      {analysis.page_analysis.source !== 'crawl' && (
        <Text fontSize="sm" color="fg.muted">
          Read from {SOURCE_LABEL[analysis.page_analysis.source]}, not crawled.
        </Text>
      )}
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          Page title
        </Text>
        <Text fontWeight="medium" wordBreak="break-word">
          {analysis.title ?? 'No title'}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="2">
          Meta description
        </Text>
        <Text wordBreak="break-word">{analysis.meta_description ?? 'No meta description'}</Text>
      </Stack>
      {skipped.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {plural(skipped.length, 'page')} not read:{' '}
          {skipped
            .slice(0, 5)
            .map((s) => `${s.url} (${s.reason})`)
            .join('; ')}
          {skipped.length > 5 ? '; ...' : ''}
        </Text>
      )}
      <DataList
        title="Top keywords"
        columns={KEYWORD_COLUMNS}
        rows={analysis.keywords.slice(0, KEYWORDS_SHOWN)}
        getRowId={(k) => k.keyword}
        emptyText="No keywords found on these pages"
      />
      {analysis.paa_questions.length > 0 && (
        <Stack gap="2" as="section" aria-label="People Also Ask questions">
          <Heading as="h5" size="sm">
            People Also Ask
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            Questions the site itself asks: question headings and FAQ structured data.
          </Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {analysis.paa_questions.slice(0, QUESTIONS_SHOWN).map((q) => (
              <Stack as="li" key={q.question} gap="1" borderWidth="1px" borderRadius="l2" p="3">
                <Text fontWeight="medium" wordBreak="break-word">
                  {q.question}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Badge size="sm" colorPalette="blue">
                    {q.search_intent}
                  </Badge>
                  {q.keywords_extracted.map((k) => (
                    <Badge key={k} size="sm" variant="outline">
                      {k}
                    </Badge>
                  ))}
                </HStack>
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
      {analysis.related_searches.length > 0 && (
        <Stack gap="2" as="section" aria-label="Related searches">
          <Heading as="h5" size="sm">
            Related searches
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            Offline these are the site&rsquo;s own related phrases (internal link texts and sub-headings), not a search
            engine&rsquo;s. Click one to add it to the keyword list.
          </Text>
          <Wrap gap="2">
            {analysis.related_searches.map((phrase) => (
              <Button
                key={phrase}
                size="xs"
                variant="subtle"
                borderRadius="full"
                onClick={() => void append([phrase], false)}
              >
                {phrase}
              </Button>
            ))}
          </Wrap>
        </Stack>
      )}
    </Stack>
  );
}
