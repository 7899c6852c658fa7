import { Accordion, Heading, Span, Stack } from '@chakra-ui/react';
import { FAQ } from './pricingContent';

/**
 * The FAQ as an accordion: each question is a button inside a heading, so it is reachable by
 * keyboard and heading navigation.
 */
export function PricingFaq() {
  return (
    <Stack as="section" aria-labelledby="pricing-faq-title" gap="4" maxW="3xl" mx="auto" w="full">
      <Heading as="h3" size="xl" id="pricing-faq-title" textAlign="center">
        Frequently Asked Questions
      </Heading>
      <Accordion.Root collapsible multiple variant="enclosed">
        {FAQ.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            <Heading as="h4" size="sm">
              <Accordion.ItemTrigger cursor="pointer">
                <Span flex="1">{entry.question}</Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{entry.answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
