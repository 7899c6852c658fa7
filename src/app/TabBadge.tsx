import { Badge } from '@chakra-ui/react';
import type { TabBadge as TabBadgeValue } from './tabs';

const PALETTES: Record<TabBadgeValue, string> = { New: 'green', AI: 'purple', Pro: 'orange' };

export function TabBadge({ badge, size = 'sm' }: { badge: TabBadgeValue; size?: 'xs' | 'sm' }) {
  return (
    <Badge colorPalette={PALETTES[badge]} variant="subtle" size={size}>
      {badge}
    </Badge>
  );
}
