import { Badge } from '@chakra-ui/react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { LibraryIntent } from '@/contract';
import type { TrendMomentum } from './model';

const INTENT_PALETTE: Readonly<Record<LibraryIntent, string>> = {
  informational: 'blue',
  commercial: 'purple',
  transactional: 'green',
  navigational: 'gray',
};

export function IntentBadge({ intent }: { intent: LibraryIntent }) {
  return (
    <Badge size="sm" variant="subtle" colorPalette={INTENT_PALETTE[intent]} textTransform="capitalize">
      {intent}
    </Badge>
  );
}

const MOMENTUM: Readonly<Record<TrendMomentum, { palette: string; Icon: typeof TrendingUp; label: string }>> = {
  accelerating: { palette: 'green', Icon: TrendingUp, label: 'Accelerating' },
  steady: { palette: 'gray', Icon: Minus, label: 'Steady' },
  cooling: { palette: 'orange', Icon: TrendingDown, label: 'Cooling' },
};

export function MomentumBadge({ momentum }: { momentum: TrendMomentum }) {
  const { palette, Icon, label } = MOMENTUM[momentum];
  return (
    <Badge size="sm" variant="subtle" colorPalette={palette}>
      <Icon size={12} aria-hidden="true" />
      {label}
    </Badge>
  );
}
