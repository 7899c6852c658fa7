import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LanguageAnalysis, MultiLanguageResponse, TranslatedKeyword } from '@/contract';
import { AI_CAPS } from '@/contract/types/ai';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { formatNumber, formatVolume } from '@/lib/format';
import { Basis, percent, Summary } from './parts';

const OPPORTUNITY_NOTE = 'Estimated from published internet-user and web-content figures and dictionary coverage';

export function MultiLanguageView({ data }: { data: MultiLanguageResponse }) {
  const { summary } = data;
  return (
    <Stack gap="4">
      <Basis>{data.based_on}</Basis>
      {data.missing_dictionaries.length > 0 && (
        <Text fontSize="sm" color="orange.fg">
          Dictionaries that could not be loaded (offline before first use?): {data.missing_dictionaries.join(', ')}.
        </Text>
      )}
      <Summary
        label="Multi-language summary"
        items={[
          { label: 'Languages analyzed', value: summary.languages_analyzed },
          { label: 'Keywords translated', value: summary.total_translated_keywords },
          {
            label: 'Avg. opportunity',
            value: `${summary.average_opportunity_score}/100`,
            adornment: <EstimatedBadge title={OPPORTUNITY_NOTE} />,
          },
          { label: 'High-opportunity markets', value: summary.high_opportunity_markets },
        ]}
      />
      <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="3" listStyleType="none" m="0" p="0" aria-label="Languages">
        {data.language_analyses.map((analysis) => (
          <li key={analysis.target_language}>
            <LanguageCard analysis={analysis} />
          </li>
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {data.attribution} {data.language_analyses[0]?.figures_source}
      </Text>
    </Stack>
  );
}

function LanguageCard({ analysis: a }: { analysis: LanguageAnalysis }) {
  const comparison = a.search_volume_comparison;
  return (
    <Card.Root size="sm" h="full" data-testid="ai-language">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h4" size="md">
            {a.language_name} ({a.target_language})
          </Heading>
          <HStack gap="1.5">
            <Badge colorPalette={a.market_opportunity_score >= 70 ? 'green' : 'gray'}>
              Opportunity {a.market_opportunity_score}/100
            </Badge>
            <EstimatedBadge title={OPPORTUNITY_NOTE} />
          </HStack>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>
            {formatNumber(a.internet_users_millions)} million internet users; {a.content_share_percent}% of websites
          </Text>
          <HStack gap="1.5" wrap="wrap">
            <Text>
              Searches: {a.search_volume_comparison.volume_ratio}× English
              {comparison.estimated_volume !== null && ` (about ${formatVolume(comparison.estimated_volume)}/month)`}
            </Text>
            <EstimatedBadge title="Your keywords' volume × the language's internet users per English-speaking user" />
          </HStack>
          <HStack gap="1.5" wrap="wrap">
            <Text>
              Competition{' '}
              {a.competition_analysis.average_competition === null
                ? 'unknown (no competition figures)'
                : percent(a.competition_analysis.average_competition)}
            </Text>
            {a.competition_analysis.average_competition !== null && (
              <EstimatedBadge title="Your keywords' competition scaled by how crowded the language's web is" />
            )}
          </HStack>
          <Text color="fg.muted">Dictionary coverage: {percent(a.dictionary_coverage)} of keywords in full</Text>
        </Stack>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            Sample translations
          </Text>
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {a.translated_keywords.slice(0, AI_CAPS.sampleTranslations).map((t, i) => (
              <li key={`${t.original}-${i}`}>
                <Translation item={t} language={a.target_language} />
              </li>
            ))}
          </Stack>
        </Stack>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            Cultural insights
          </Text>
          <Stack as="ul" gap="1" pl="4" m="0" fontSize="sm">
            {a.cultural_insights.slice(0, AI_CAPS.culturalInsights).map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Translation({ item, language }: { item: TranslatedKeyword; language: string }) {
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm">
      <Text color="fg.muted" wordBreak="break-word">
        {item.original}
      </Text>
      <Text aria-hidden="true">→</Text>
      <Text fontWeight="medium" wordBreak="break-word" lang={language}>
        {item.translated}
      </Text>
      {item.status !== 'translated' && (
        <Badge
          size="xs"
          colorPalette="orange"
          variant="outline"
          title={`Not in the dictionary, kept as written: ${item.untranslated_words.join(', ')}`}
        >
          {item.status === 'untranslated' ? 'untranslated' : `untranslated: ${item.untranslated_words.join(', ')}`}
        </Badge>
      )}
    </HStack>
  );
}
