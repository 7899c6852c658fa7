import { HStack, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  value: ReactNode;
  /** Shown beside the value, e.g. an Estimated badge. */
  adornment?: ReactNode;
  help?: ReactNode;
}

/** One headline figure (a total, a duration) in a bordered tile. */
export function StatTile({ label, value, adornment, help }: StatTileProps) {
  return (
    <Stat.Root
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      px={{ base: '3', md: '4' }}
      py={{ base: '2', md: '3' }}
      minW="0"
    >
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize={{ base: 'lg', md: '2xl' }}>
        <HStack as="span" gap="2" align="center" wrap="wrap">
          {value}
          {adornment}
        </HStack>
      </Stat.ValueText>
      {/* A <dl> may only hold dt/dd: the help text is a second description of the figure. */}
      {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
    </Stat.Root>
  );
}
