import { Badge } from '@chakra-ui/react';

/** DESIGN principle 1: every estimated figure is labelled as such. */
export function EstimatedBadge() {
  return (
    <Badge size="sm" variant="outline" colorPalette="orange" title="Estimated from the cluster's editorial trend descriptor, not measured">
      Estimated
    </Badge>
  );
}
