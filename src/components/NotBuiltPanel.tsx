import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';

export interface NotBuiltPanelProps {
  label: string;
  /** One sentence about what the tab will do. */
  summary: string;
}

/** The honest placeholder of a tab that a later build delivers: no sample data, no fake figures. */
export function NotBuiltPanel({ label, summary }: NotBuiltPanelProps) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      bg="bg"
      p={{ base: '6', md: '10' }}
      textAlign="center"
    >
      <Stack gap="3" align="center" maxW="xl" mx="auto">
        <Box color="fg.muted" aria-hidden="true">
          <Construction size={40} />
        </Box>
        <Heading as="h2" size="lg">
          {label} is not available yet in this build
        </Heading>
        <Text color="fg.muted">{summary}</Text>
      </Stack>
    </Box>
  );
}
