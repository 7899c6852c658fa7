import { Box, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name, e.g. 'Top link suggestions'. */
  label: string;
}

/** The first few items of a result as a list of cards, one column on phones and two from md. */
export function CardGrid<T>({ items, getKey, renderItem, label }: CardGridProps<T>) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" as="ul" listStyleType="none" aria-label={label}>
      {items.map((item) => (
        <Box as="li" key={getKey(item)}>
          {renderItem(item)}
        </Box>
      ))}
    </SimpleGrid>
  );
}
