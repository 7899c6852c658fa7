import { Heading, Icon, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, Minus } from 'lucide-react';
import { COMPARISON_ROWS, COMPARISON_TIERS, type ComparisonValue } from './pricingContent';

function Cell({ value }: { value: ComparisonValue }) {
  if (typeof value === 'string') return <Text as="span">{value}</Text>;
  return (
    <>
      <Icon color={value ? 'green.fg' : 'fg.subtle'} boxSize="4" aria-hidden="true">
        {value ? <Check /> : <Minus />}
      </Icon>
      <VisuallyHidden>{value ? 'Included' : 'Not included'}</VisuallyHidden>
    </>
  );
}

export function ComparisonTable() {
  return (
    <Stack as="section" aria-labelledby="pricing-comparison-title" gap="4">
      <Heading as="h3" size="xl" id="pricing-comparison-title" textAlign="center">
        Feature Comparison
      </Heading>
      {/* Focusable and named so keyboard users can scroll it sideways on phones. Positioned so the
          absolutely placed visually-hidden labels scroll with it instead of widening the page. */}
      <Table.ScrollArea
        position="relative"
        borderWidth="1px"
        rounded="md"
        tabIndex={0}
        role="region"
        aria-label="Feature comparison table"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        colorPalette="brand"
      >
        <Table.Root size="sm" minW="560px" tableLayout="fixed">
          <Table.Header bg="bg.muted">
            <Table.Row>
              <Table.ColumnHeader scope="col" w="28%">
                Feature
              </Table.ColumnHeader>
              {COMPARISON_TIERS.map((tier) => (
                <Table.ColumnHeader key={tier} scope="col" textAlign="center">
                  {tier}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {COMPARISON_ROWS.map((row) => (
              <Table.Row key={row.feature}>
                <Table.Cell as="th" scope="row" fontWeight="medium" textAlign="start">
                  {row.feature}
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <Cell value={row.starter} />
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <Cell value={row.professional} />
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <Cell value={row.enterprise} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
