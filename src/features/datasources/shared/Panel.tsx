import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** One area of the tab (spec 001 §2.1): a titled, bordered section. */
export function Panel({ title, description, children }: PanelProps) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      minW="0"
    >
      <Stack gap="1">
        <Heading as="h3" id={headingId} size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
