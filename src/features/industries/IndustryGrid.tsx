import { Box, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { plural } from '@/lib/format';
import { STICKY_HEADER_CLEARANCE } from './layout';
import { IndustryIcon } from './industryIcons';
import type { IndustrySummary } from './model';

interface IndustryGridProps {
  industries: IndustrySummary[];
  onChoose: (industry: IndustrySummary) => void;
  /** The industry whose card gets focus on mount (coming back from its clusters). */
  focusId: string | null;
}

export function IndustryGrid({ industries, onChoose, focusId }: IndustryGridProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusId) return;
    const card = listRef.current?.querySelector<HTMLButtonElement>(`[data-industry-id="${CSS.escape(focusId)}"]`);
    card?.focus();
  }, [focusId]);

  if (industries.length === 0) return <Text color="fg.muted">The industry library is empty.</Text>;
  return (
    <SimpleGrid ref={listRef} as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" listStyleType="none" m="0" p="0">
      {industries.map((industry) => (
        <Box as="li" key={industry.id}>
          <IndustryCard industry={industry} onChoose={() => onChoose(industry)} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

function IndustryCard({ industry, onChoose }: { industry: IndustrySummary; onChoose: () => void }) {
  return (
    <chakra.button
      type="button"
      data-industry-id={industry.id}
      data-testid="industry-card"
      onClick={onChoose}
      w="full"
      h="full"
      scrollMarginTop={STICKY_HEADER_CLEARANCE}
      textAlign="left"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      cursor="pointer"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'brand.solid', boxShadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <HStack align="start" gap="3">
        <Box flexShrink={0} p="2" borderRadius="md" bg="brand.subtle" color="brand.fg" aria-hidden="true">
          <IndustryIcon name={industry.icon} size={22} />
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h4" size="sm">
            {industry.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {industry.description}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            {plural(industry.cluster_count, 'cluster')} · {plural(industry.keyword_count, 'keyword')}
          </Text>
        </Stack>
        <Box color="fg.subtle" alignSelf="center" aria-hidden="true">
          <ChevronRight size={18} />
        </Box>
      </HStack>
    </chakra.button>
  );
}
