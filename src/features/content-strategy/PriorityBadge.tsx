import { Badge } from '@chakra-ui/react';
import type { ContentPriority } from '@/contract';
import { PRIORITY_PALETTE } from './model';

export function PriorityBadge({ priority }: { priority: ContentPriority }) {
  return (
    <Badge size="sm" variant="subtle" colorPalette={PRIORITY_PALETTE[priority]}>
      {priority}
    </Badge>
  );
}
