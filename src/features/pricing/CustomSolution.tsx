import { Button, Heading, Text, VStack } from '@chakra-ui/react';

/** A quiet panel under the plans, set apart from the plan cards. */
const PANEL = { bg: 'bg.muted', rounded: 'lg', textAlign: 'center', p: { base: '6', md: '10' } } as const;

export function CustomSolution({ onContactSales }: { onContactSales: () => void }) {
  return (
    <VStack as="section" aria-labelledby="pricing-custom-title" gap="3" {...PANEL}>
      <Heading as="h3" size="xl" id="pricing-custom-title">
        Need a Custom Solution?
      </Heading>
      <Text color="fg.muted" maxW="2xl">
        Agencies and enterprises with larger keyword volumes, custom integrations or invoicing needs can get a plan
        built around their team.
      </Text>
      <Button colorPalette="brand" onClick={onContactSales}>
        Contact Sales
      </Button>
    </VStack>
  );
}
