import { Badge, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import type { BillingCycle } from './pricingView';

interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

interface ToggleProps<T extends string> {
  label: string;
  value: T;
  options: readonly [ToggleOption<T>, ToggleOption<T>];
  onChange: (value: T) => void;
  badge: string | null;
}

/** A two-option radio group: arrow keys move between options, Tab leaves the group. */
function Toggle<T extends string>({ label, value, options, onChange, badge }: ToggleProps<T>) {
  const labelId = `pricing-toggle-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack gap="1" align="center">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <HStack gap="2" wrap="wrap" justify="center">
        <SegmentGroup.Root
          aria-labelledby={labelId}
          size="md"
          value={value}
          onValueChange={(e) => {
            const next = options.find((o) => o.value === e.value);
            if (next) onChange(next.value);
          }}
        >
          <SegmentGroup.Indicator />
          {options.map((o) => (
            <SegmentGroup.Item key={o.value} value={o.value}>
              <SegmentGroup.ItemText>{o.label}</SegmentGroup.ItemText>
              <SegmentGroup.ItemHiddenInput />
            </SegmentGroup.Item>
          ))}
        </SegmentGroup.Root>
        {badge && (
          <Badge colorPalette="green" variant="subtle" size="md">
            {badge}
          </Badge>
        )}
      </HStack>
    </Stack>
  );
}

const CYCLES = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const;

const PRICING_TYPES = [
  { value: 'regular', label: 'Regular' },
  { value: 'founders', label: 'Founders' },
] as const;

interface PricingTogglesProps {
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  founders: boolean;
  onFoundersChange: (founders: boolean) => void;
  /** 'Save up to $X/year', derived from the plans; shown while annual billing is chosen. */
  annualBadge: string | null;
}

export function PricingToggles({ cycle, onCycleChange, founders, onFoundersChange, annualBadge }: PricingTogglesProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '10' }} justify="center" align="center">
      <Toggle
        label="Billing cycle"
        value={cycle}
        options={CYCLES}
        onChange={onCycleChange}
        badge={cycle === 'annual' ? annualBadge : null}
      />
      <Toggle
        label="Pricing"
        value={founders ? 'founders' : 'regular'}
        options={PRICING_TYPES}
        onChange={(v) => onFoundersChange(v === 'founders')}
        badge="50% OFF"
      />
    </Stack>
  );
}
