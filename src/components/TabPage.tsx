import { Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

export interface TabPageProps {
  /** The tab's heading, an h2 under the shell's h1. */
  title: string;
  /** One or two sentences under the heading; rendered in a paragraph, so inline content only. */
  description: ReactNode;
  /** Buttons or toggles about the whole tab: right of the heading on desktop, below the header on a phone. */
  actions?: ReactNode;
  /** Shown beside the heading, such as a status or "Estimated" badge. */
  badge?: ReactNode;
  /** Centres the header, for a tab that reads as one landing page (Pricing). */
  align?: 'start' | 'center';
  children: ReactNode;
}

/**
 * The header alone, memoised: a tab re-renders with its state (an upload's progress, a run starting),
 * and its heading and description, the same each time, need not be styled again (issue 28).
 */
const TabHeader = memo(function TabHeader({
  title,
  description,
  actions,
  badge,
  align,
}: Omit<TabPageProps, 'children'>) {
  const centered = align === 'center';
  return (
    <Grid
      templateColumns={centered ? '1fr' : { base: '1fr', md: '1fr auto' }}
      templateAreas={
        centered
          ? '"title" "description" "actions"'
          : { base: '"title" "description" "actions"', md: '"title actions" "description actions"' }
      }
      columnGap="6"
      rowGap="2"
      textAlign={centered ? 'center' : 'start'}
      justifyItems={centered ? 'center' : 'stretch'}
    >
      <HStack gridArea="title" gap="3" wrap="wrap" justify={centered ? 'center' : 'flex-start'}>
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {badge}
      </HStack>
      <Text gridArea="description" color="fg.muted" maxW="3xl">
        {description}
      </Text>
      {actions && (
        <HStack
          gridArea="actions"
          alignSelf="start"
          pt={{ base: '1', md: '0' }}
          gap="2"
          wrap="wrap"
          justify={centered ? 'center' : { base: 'flex-start', md: 'flex-end' }}
        >
          {actions}
        </HStack>
      )}
    </Grid>
  );
});

/**
 * The frame of every tab: its heading, description and actions, then its sections, with one
 * spacing for all tabs so switching tabs does not make the header jump.
 */
export function TabPage({ title, description, actions, badge, align = 'start', children }: TabPageProps) {
  return (
    <Stack gap={{ base: '5', md: '6' }} py={{ base: '2', md: '4' }}>
      <TabHeader title={title} description={description} actions={actions} badge={badge} align={align} />
      {children}
    </Stack>
  );
}
