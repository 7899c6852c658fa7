import { Badge } from '@chakra-ui/react';

interface EstimatedBadgeProps {
  /** Why the figure is an estimate, shown as a tooltip. */
  title?: string;
}

/** DESIGN principle 1: every estimated figure carries this label; a measurement never does. */
export function EstimatedBadge({ title = 'Deterministic estimate, not a measurement' }: EstimatedBadgeProps) {
  return (
    <Badge size="xs" variant="outline" colorPalette="orange" title={title} flexShrink={0}>
      Estimated
    </Badge>
  );
}
