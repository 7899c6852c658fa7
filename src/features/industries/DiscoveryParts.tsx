import { Badge, Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { StatTile } from '@/components/StatTile';
import type { DiscoveryBasis } from './discoveryModel';

const BASIS_LABEL: Readonly<Record<Exclude<DiscoveryBasis, 'estimated'>, { label: string; palette: string }>> = {
  imported: { label: 'Imported', palette: 'green' },
  computed: { label: 'From your runs', palette: 'blue' },
};

/** What an item's figures are based on: a badge and the plain-words note. */
export function BasisNote({ basis, note }: { basis: DiscoveryBasis; note: string }) {
  return (
    <HStack gap="2" align="start" data-testid="basis-note">
      {basis === 'estimated' ? (
        <EstimatedBadge title={note} />
      ) : (
        <Badge size="xs" variant="subtle" colorPalette={BASIS_LABEL[basis].palette} flexShrink={0}>
          {BASIS_LABEL[basis].label}
        </Badge>
      )}
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {note}
      </Text>
    </HStack>
  );
}

export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" m="0">
        {value}
      </Text>
    </Box>
  );
}

export function Figures({ children }: { children: ReactNode }) {
  return (
    <HStack as="dl" gap="4" wrap="wrap" rowGap="1" fontSize="sm" m="0" align="start">
      {children}
    </HStack>
  );
}

export interface SummaryFigure {
  label: string;
  value: ReactNode;
  /** Whether the figure includes estimates. */
  estimated?: boolean;
}

export function SummaryTiles({ figures, label }: { figures: SummaryFigure[]; label: string }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-label={label} role="group">
      {figures.map((figure) => (
        <StatTile
          key={figure.label}
          label={figure.label}
          value={figure.value}
          adornment={figure.estimated ? <EstimatedBadge title="Includes estimated items" /> : undefined}
        />
      ))}
    </SimpleGrid>
  );
}

interface ItemCardProps {
  title: string;
  /** Under the title: the industry, a date. */
  subtitle?: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** One analysed item (a cluster, a pattern, a topic, an alert) as a card with its title and badges. */
export function ItemCard({ title, subtitle, badges, children, testId }: ItemCardProps) {
  return (
    <Card.Root as="article" size="sm" h="full" data-testid={testId} aria-label={title}>
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <Heading as="h4" size="sm" overflowWrap="anywhere" minW="0">
              {title}
            </Heading>
            {badges && (
              <HStack gap="1" flexShrink={0} wrap="wrap" justify="end">
                {badges}
              </HStack>
            )}
          </HStack>
          {subtitle && (
            <Text fontSize="xs" color="fg.muted">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <SimpleGrid as="ul" aria-label={label} columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" m="0" p="0">
      {children}
    </SimpleGrid>
  );
}

export const CardItem = ({ children }: { children: ReactNode }) => <Box as="li">{children}</Box>;
