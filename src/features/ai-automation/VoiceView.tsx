import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { VoiceOptimization, VoiceSearchResponse } from '@/contract';
import { AI_CAPS } from '@/contract/types/ai';
import { Basis, percent, Summary } from './parts';
import { isVoiceReady } from './model';

export function VoiceView({ data }: { data: VoiceSearchResponse }) {
  const { summary } = data;
  return (
    <Stack gap="4">
      <Basis>{data.based_on}</Basis>
      <Summary
        label="Voice search summary"
        items={[
          { label: 'Keywords analyzed', value: summary.keywords_analyzed },
          { label: 'Avg. voice-friendliness', value: percent(summary.average_voice_friendliness) },
          { label: 'Voice-ready', value: summary.voice_ready_keywords },
          { label: 'High snippet potential', value: summary.high_featured_snippet_potential },
        ]}
      />
      <SimpleGrid
        as="ul"
        columns={{ base: 1, lg: 2 }}
        gap="3"
        listStyleType="none"
        m="0"
        p="0"
        aria-label="Voice keywords"
      >
        {data.voice_optimizations.map((v, i) => (
          <li key={`${v.keyword}-${i}`}>
            <VoiceCard item={v} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function VoiceCard({ item: v }: { item: VoiceOptimization }) {
  const ready = isVoiceReady(v.voice_friendliness_score);
  return (
    <Card.Root size="sm" h="full" data-testid="ai-voice">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-word" minW="0">
            {v.keyword}
          </Text>
          <Badge colorPalette="blue" variant="subtle">
            {v.voice_intent_type}
          </Badge>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge
            colorPalette={ready ? 'green' : 'gray'}
            variant={ready ? 'surface' : 'subtle'}
            fontWeight={ready ? 'bold' : undefined}
            data-voice-ready={ready}
          >
            Voice-friendly {percent(v.voice_friendliness_score)}
          </Badge>
          <Badge colorPalette="purple" variant="subtle">
            Snippet potential {percent(v.featured_snippet_potential)}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Rules: {v.signals.join('; ')}
        </Text>
        {v.conversational_variations.length > 0 && (
          <Stack gap="0.5">
            <Text fontSize="sm" fontWeight="semibold">
              Conversational variations
            </Text>
            <Stack as="ul" gap="0.5" pl="4" m="0" fontSize="sm">
              {v.conversational_variations.slice(0, AI_CAPS.variations).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Stack>
          </Stack>
        )}
        {v.question_opportunities.length > 0 && (
          <Stack gap="0.5">
            <Text fontSize="sm" fontWeight="semibold">
              Question opportunities
            </Text>
            <Stack as="ul" gap="0.5" pl="4" m="0" fontSize="sm">
              {v.question_opportunities.slice(0, AI_CAPS.questions).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Stack>
          </Stack>
        )}
        <Text fontSize="sm">
          <Text as="span" fontWeight="semibold">
            Suggested format:
          </Text>{' '}
          {v.suggested_content_format}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
