import { Badge, Box, Button, Card, Heading, HStack, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { PricingPlan } from '@/contract';
import { displayedPrice, formatUsd, keywordLimitLabel, type BillingCycle } from './pricingView';

interface PlanCardProps {
  plan: PricingPlan;
  cycle: BillingCycle;
  founders: boolean;
  isCurrent: boolean;
  /** The user is on this tier with another billing cycle or pricing type. */
  isCurrentTier: boolean;
  saving: boolean;
  onSelect: (plan: PricingPlan) => void;
  onContactSales: () => void;
}

export function PlanCard({
  plan,
  cycle,
  founders,
  isCurrent,
  isCurrentTier,
  saving,
  onSelect,
  onContactSales,
}: PlanCardProps) {
  const price = displayedPrice(plan, cycle, founders);
  const ribbon = plan.is_popular ? 'Most Popular' : plan.is_enterprise ? 'Enterprise' : null;
  const headingId = `plan-${plan.tier}-name`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      data-testid={`plan-${plan.tier}`}
      position="relative"
      overflow="visible"
      borderWidth={plan.is_popular ? '2px' : '1px'}
      borderColor={plan.is_popular ? 'colorPalette.solid' : 'border'}
      colorPalette="brand"
      h="full"
    >
      {ribbon && (
        <Badge
          position="absolute"
          top="0"
          left="50%"
          transform="translate(-50%, -50%)"
          variant="solid"
          colorPalette={plan.is_popular ? 'brand' : 'purple'}
          size="md"
          px="3"
        >
          {ribbon}
        </Badge>
      )}
      <Card.Header pt="7">
        <Heading as="h3" size="lg" id={headingId}>
          {plan.name}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {plan.description}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <Box>
          <HStack gap="2" align="baseline" wrap="wrap">
            <Text as="span" fontSize="3xl" fontWeight="bold" data-testid="plan-price">
              {formatUsd(price.amount)}
            </Text>
            <Text as="span" color="fg.muted">
              /{price.period}
            </Text>
            {founders && price.regularAmount !== price.amount && (
              <Text as="s" color="fg.muted" fontSize="sm">
                <VisuallyHidden>Regular price </VisuallyHidden>
                {formatUsd(price.regularAmount)}
              </Text>
            )}
          </HStack>
          {price.annualSavings !== null && price.annualSavings > 0 && (
            <Text color="green.fg" fontSize="sm" fontWeight="medium" data-testid="plan-savings">
              Save {formatUsd(price.annualSavings)}/year
            </Text>
          )}
          <Text fontSize="sm" fontWeight="medium" mt="2">
            {keywordLimitLabel(plan.keyword_limit)}
          </Text>
        </Box>
        <List.Root gap="2" variant="plain" fontSize="sm">
          {plan.features.map((feature) => (
            <List.Item key={feature} alignItems="flex-start">
              <List.Indicator asChild color="green.fg" boxSize="4" mt="0.5">
                <Check aria-hidden="true" />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Stack w="full" gap="2">
          {isCurrentTier && !isCurrent && (
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              You are on this plan with different billing
            </Text>
          )}
          <PlanButton
            plan={plan}
            isCurrent={isCurrent}
            saving={saving}
            onSelect={onSelect}
            onContactSales={onContactSales}
          />
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}

type PlanButtonProps = Pick<PlanCardProps, 'plan' | 'isCurrent' | 'saving' | 'onSelect' | 'onContactSales'>;

function PlanButton({ plan, isCurrent, saving, onSelect, onContactSales }: PlanButtonProps) {
  if (isCurrent) {
    return (
      <Button w="full" disabled variant="outline">
        Current Plan
      </Button>
    );
  }
  if (plan.is_enterprise) {
    return (
      <Button
        w="full"
        variant="outline"
        colorPalette="brand"
        onClick={onContactSales}
        aria-describedby={`plan-${plan.tier}-name`}
      >
        Contact Sales
      </Button>
    );
  }
  return (
    <Button
      w="full"
      colorPalette="brand"
      variant={plan.is_popular ? 'solid' : 'outline'}
      loading={saving}
      onClick={() => onSelect(plan)}
      aria-describedby={`plan-${plan.tier}-name`}
    >
      Get Started
    </Button>
  );
}
