import { Badge, Box, HStack, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatTile } from '@/components/StatTile';

/** The one sentence every analysis opens with: what it is based on. */
export function Basis({ children }: { children: ReactNode }) {
  return (
    <HStack gap="2" align="start" color="fg.muted" fontSize="sm" data-testid="ai-basis">
      <Box flexShrink={0} pt="0.5" aria-hidden="true">
        <Info size={16} />
      </Box>
      <Text>{children}</Text>
    </HStack>
  );
}

export interface SummaryItem {
  label: string;
  value: ReactNode;
  adornment?: ReactNode;
}

export function Summary({ items, label }: { items: SummaryItem[]; label: string }) {
  return (
    <SimpleGrid as="section" aria-label={label} columns={{ base: 2, md: items.length > 4 ? 5 : 4 }} gap="3">
      {items.map((item) => (
        <StatTile key={item.label} {...item} />
      ))}
    </SimpleGrid>
  );
}

/** Keywords as chips, at most `cap`, with how many more there are. */
export function KeywordChips({ keywords, total, cap }: { keywords: string[]; total?: number; cap: number }) {
  const shown = keywords.slice(0, cap);
  const more = (total ?? keywords.length) - shown.length;
  return (
    <Wrap gap="1.5">
      {shown.map((keyword, i) => (
        <Badge
          key={`${keyword}-${i}`}
          variant="subtle"
          colorPalette="gray"
          maxW="full"
          truncate
          title={keyword}
          data-testid="keyword-chip"
        >
          {keyword}
        </Badge>
      ))}
      {more > 0 && (
        <Text as="span" fontSize="xs" color="fg.muted">
          +{more} more
        </Text>
      )}
    </Wrap>
  );
}

export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
