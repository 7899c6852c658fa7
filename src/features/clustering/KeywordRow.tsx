import { memo } from 'react';
import type { Keyword } from '@/api/contract';
import { formatCurrency, formatScore, formatVolume } from '@/lib/format';
import { keywordCpc } from './model';
import { COMPETITION_CLASS, ESTIMATED_CLASS, EXPANDED_CLASS, ROW_CLASSES, SOURCE_CLASS } from './rowStyles';

interface KeywordRowProps {
  keyword: Keyword;
  selected: boolean;
  onToggle: (keywordId: string) => void;
}

/**
 * One keyword of a cluster: a checkbox (for move and split), its competition, its figures with an
 * Estimated badge when any is estimated, and the file they came from. Plain elements styled by
 * rowStyles, so long results render fast.
 */
export const KeywordRow = memo(function KeywordRow({ keyword, selected, onToggle }: KeywordRowProps) {
  return (
    <div className={ROW_CLASSES.row} data-testid="keyword-row">
      <label className={ROW_CLASSES.main}>
        <input type="checkbox" checked={selected} onChange={() => onToggle(keyword.id)} />
        <span
          className={ROW_CLASSES.text}
          title={keyword.text.length > 80 ? keyword.text : undefined}
          data-testid="keyword-text"
        >
          {keyword.text}
        </span>
        {keyword.expanded && (
          <span
            className={EXPANDED_CLASS}
            title={keyword.expanded_from ? `Expanded from ${keyword.expanded_from}` : 'Added by Expand Keywords'}
          >
            Expanded
          </span>
        )}
      </label>
      <KeywordFigures keyword={keyword} />
    </div>
  );
});

/** Competition, volume, CPC and difficulty (when the keyword has figures), badges, source. */
export function KeywordFigures({ keyword, children }: { keyword: Keyword; children?: React.ReactNode }) {
  return (
    <div className={ROW_CLASSES.figures}>
      <span className={COMPETITION_CLASS[keyword.competition]} title="Competition">
        {keyword.competition}
      </span>
      {keyword.data_source !== 'none' && (
        <>
          <span className={ROW_CLASSES.figure} title="Monthly search volume">
            Vol {formatVolume(keyword.search_volume)}
          </span>
          <span className={ROW_CLASSES.figure} title="Cost per click">
            CPC {formatCurrency(keywordCpc(keyword))}
          </span>
          <span className={ROW_CLASSES.figure} title="Keyword difficulty (0–100)">
            KD {formatScore(keyword.difficulty)}
          </span>
        </>
      )}
      {keyword.estimated_fields.length > 0 && (
        <span className={ESTIMATED_CLASS} title="Deterministic estimate, not a measurement">
          Estimated
        </span>
      )}
      {keyword.data_source === 'imported' && keyword.source_label && (
        <span className={SOURCE_CLASS} title={`Figures from ${keyword.source_label}`}>
          {keyword.source_label}
        </span>
      )}
      {children}
    </div>
  );
}
