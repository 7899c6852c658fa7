import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { api } from '@/api/client';
import type { ContentOpportunity } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { formatNumber, plural } from '@/lib/format';

const PRIORITY_COLOR = { High: 'red', Medium: 'orange', Low: 'gray' } as const;

function OpportunityCard({ opportunity }: { opportunity: ContentOpportunity }) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const { added } = await api.post('/api/keyword-draft/append', { keywords: opportunity.target_keywords });
      toaster.create({
        type: 'success',
        title:
          added.length > 0 ? `Added ${plural(added.length, 'keyword')} to clustering` : 'Already in your keyword list',
      });
    } catch (error) {
      notifyError(error, { title: 'Could not add the keywords', description: 'Please try again' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="l2" p="4" data-testid="content-opportunity">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h4" size="sm" wordBreak="break-word">
            {opportunity.topic}
          </Heading>
          <Text fontSize="sm" wordBreak="break-word">
            {opportunity.suggested_title}
          </Text>
          {opportunity.title_note && (
            <Text fontSize="sm" color="orange.fg" wordBreak="break-word" data-testid="title-note">
              {opportunity.title_note}
            </Text>
          )}
        </Stack>
        <Badge colorPalette={PRIORITY_COLOR[opportunity.priority]}>{opportunity.priority} priority</Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        {opportunity.content_brief}
      </Text>
      <HStack gap="4" wrap="wrap" fontSize="sm">
        <HStack gap="1">
          <Text>Search volume {formatNumber(opportunity.total_search_volume)}</Text>
          {opportunity.volume_origin === 'estimated' && <EstimatedBadge />}
        </HStack>
        <Text>Opportunity {opportunity.opportunity_score}%</Text>
        <Button size="xs" variant="outline" onClick={() => void add()} loading={busy}>
          <Plus aria-hidden="true" />
          Add to clustering
        </Button>
      </HStack>
    </Stack>
  );
}

/** Spec 000 §2: the content opportunities (topic, priority, title, brief, keywords, volume, score %). */
export function OpportunityList({ opportunities }: { opportunities: ContentOpportunity[] }) {
  if (opportunities.length === 0)
    return <Text color="fg.muted">No content opportunities: there were no gaps to group.</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {opportunities.map((opportunity) => (
        <OpportunityCard key={opportunity.topic + opportunity.target_keywords[0]} opportunity={opportunity} />
      ))}
    </Stack>
  );
}
