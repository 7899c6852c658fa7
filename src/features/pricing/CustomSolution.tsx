import { Button, Heading, Stack, Text } from '@chakra-ui/react';

export function CustomSolution({ onContactSales }: { onContactSales: () => void }) {
  return (
    <Stack
      as="section"
      aria-labelledby="pricing-custom-title"
      gap="3"
      align="center"
      textAlign="center"
      bg="bg.muted"
      rounded="lg"
      p={{ base: '6', md: '10' }}
    >
      <Heading as="h3" size="xl" id="pricing-custom-title">
        Need a Custom Solution?
      </Heading>
      <Text color="fg.muted" maxW="2xl">
        Agencies and enterprises with larger keyword volumes, custom integrations or invoicing needs can get a plan
        built around their team.
      </Text>
      <Button colorPalette="indigo" onClick={onContactSales}>
        Contact Sales
      </Button>
    </Stack>
  );
}
