import { Badge } from '@chakra-ui/react';
import type { KeywordCompetition } from '@/api/contract';

const COMPETITION_PALETTE: Readonly<Record<KeywordCompetition, string>> = {
  LOW: 'green',
  MEDIUM: 'orange',
  HIGH: 'red',
  UNKNOWN: 'gray',
};

/** Spec 000 §3: a keyword's competition, LOW, MEDIUM, HIGH or UNKNOWN. */
export function CompetitionBadge({ competition }: { competition: KeywordCompetition }) {
  return (
    <Badge size="xs" variant="subtle" colorPalette={COMPETITION_PALETTE[competition]} flexShrink={0} title="Competition">
      {competition}
    </Badge>
  );
}

/** Which file a keyword's figures came from, e.g. 'Semrush (keywords.csv)'. */
export function SourceBadge({ label }: { label: string }) {
  return (
    <Badge size="xs" variant="surface" colorPalette="blue" maxW="full" title={`Figures from ${label}`}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
    </Badge>
  );
}
