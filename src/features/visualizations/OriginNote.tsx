import { HStack, Text } from '@chakra-ui/react';
import type { FigureOrigin } from '@/contract';
import { EstimatedBadge } from '@/components/EstimatedBadge';

const TEXT: Record<FigureOrigin, string> = {
  imported: 'Figures from your imported files.',
  estimated: 'Figures are deterministic estimates (Get SEO Data), not measurements.',
  mixed: 'Figures from your imported files, with deterministic estimates where a file had none.',
  none: 'This result has no search figures: run the clustering with Get SEO Data or import a keyword file.',
};

/** Where a chart's figures come from; estimated ones carry the Estimated badge. */
export function OriginNote({ origin, extra }: { origin: FigureOrigin; extra?: string }) {
  return (
    <HStack gap="2" align="center" wrap="wrap">
      {(origin === 'estimated' || origin === 'mixed') && <EstimatedBadge />}
      <Text fontSize="sm" color="fg.muted">
        {TEXT[origin]}
        {extra ? ` ${extra}` : ''}
      </Text>
    </HStack>
  );
}
