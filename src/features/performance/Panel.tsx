import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A bordered section of this tab. Plain boxes rather than Chakra's Card: Card shared with other
 * lazy tabs becomes one more chunk the shell's preload table must name (the first-load budget).
 */
export const Panel = {
  Root: (props: BoxProps) => <Box borderWidth="1px" borderRadius="l3" bg="bg" minW="0" {...props} />,
  Header: (props: BoxProps) => <Box px="4" pt="4" pb="2" {...props} />,
  Body: (props: BoxProps) => <Box px="4" pb="4" pt="1" {...props} />,
};
