import { Alert, Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { AiOptimization, OptimizeClustersResponse } from '@/contract';
import { AI_CAPS } from '@/contract/types/ai';
import { Basis, KeywordChips, percent, Summary } from './parts';
import { isHighConfidence } from './model';

interface OptimizationViewProps {
  data: OptimizeClustersResponse;
  applying: string | null;
  onApply: (optimization: AiOptimization) => void;
}

const TYPE_LABEL: Record<AiOptimization['optimization_type'], string> = {
  merge: 'Merge',
  split: 'Split',
  rename: 'Rename',
  move: 'Move keywords',
};

export function OptimizationView({ data, applying, onApply }: OptimizationViewProps) {
  const { summary } = data;
  return (
    <Stack gap="4">
      <Basis>{data.based_on}</Basis>
      {data.similarity_source === 'lexical' && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            The clustering engine&apos;s similarity was not available, so these suggestions compare the words keywords
            share (no synonyms). Re-run later for suggestions from the engine.
          </Alert.Description>
        </Alert.Root>
      )}
      <Summary
        label="Optimization summary"
        items={[
          { label: 'Clusters analyzed', value: summary.total_clusters_analyzed },
          { label: 'Optimizations', value: summary.optimizations_suggested },
          { label: 'High confidence', value: summary.high_confidence_suggestions },
          {
            label: 'Optimization types',
            value: (
              <Text as="span" fontSize="md">
                {summary.optimization_types.length ? summary.optimization_types.join(', ') : 'none'}
              </Text>
            ),
          },
        ]}
      />
      {data.optimizations.length === 0 ? (
        <Text color="fg.muted">No changes suggested: your clusters are already distinct and coherent.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Optimization suggestions">
          {data.optimizations.map((o) => (
            <li key={o.id}>
              <OptimizationCard
                optimization={o}
                busy={applying !== null}
                applying={applying === o.id}
                onApply={() => onApply(o)}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface CardProps {
  optimization: AiOptimization;
  busy: boolean;
  applying: boolean;
  onApply: () => void;
}

function OptimizationCard({ optimization: o, busy, applying, onApply }: CardProps) {
  const high = isHighConfidence(o.confidence_score);
  return (
    <Card.Root
      size="sm"
      borderColor={high ? 'green.solid' : undefined}
      borderLeftWidth={high ? '4px' : undefined}
      data-testid="ai-optimization"
      data-type={o.optimization_type}
      data-high-confidence={high}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <HStack gap="2" wrap="wrap" minW="0">
            <Badge colorPalette="purple">{TYPE_LABEL[o.optimization_type]}</Badge>
            <Text fontWeight="semibold" wordBreak="break-word">
              {o.current_name}
            </Text>
            <ArrowRight size={14} aria-label="to" />
            <Text fontWeight="semibold" wordBreak="break-word">
              {o.suggested_name}
            </Text>
          </HStack>
          <Badge
            colorPalette={high ? 'green' : 'gray'}
            variant={high ? 'surface' : 'subtle'}
            fontWeight={high ? 'bold' : undefined}
          >
            {percent(o.confidence_score)} confidence
          </Badge>
        </HStack>
        <Text fontSize="sm">{o.reasoning}</Text>
        <Text fontSize="sm" color="fg.muted">
          Expected improvement: {o.expected_improvement}
        </Text>
        {o.subgroups ? (
          <Stack gap="1">
            {o.subgroups.map((group, i) => (
              <HStack key={i} gap="2" align="start">
                <Text fontSize="xs" color="fg.muted" flexShrink={0} pt="0.5">
                  Group {i + 1}
                </Text>
                <KeywordChips keywords={group} cap={AI_CAPS.affectedKeywords} />
              </HStack>
            ))}
          </Stack>
        ) : (
          <KeywordChips
            keywords={o.keywords_affected}
            total={o.keywords_affected_total}
            cap={AI_CAPS.affectedKeywords}
          />
        )}
        <HStack justify="end">
          <Button
            size="sm"
            colorPalette="brand"
            onClick={onApply}
            loading={applying}
            loadingText="Applying..."
            disabled={busy}
            aria-label={`Apply: ${TYPE_LABEL[o.optimization_type]} ${o.current_name}`}
          >
            Apply
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
