import { memo } from 'react';
import type { Keyword } from '@/contract';
import { formatCurrency, formatNumber, formatScore, formatVolume, plural } from '@/lib/format';
import { KeywordVariants } from './KeywordVariants';
import { keywordCpc } from './model';
import { COMPETITION_CLASS, ESTIMATED_CLASS, EXPANDED_CLASS, ROW_CLASSES } from './rowStyles';

type Traffic = Pick<Keyword, 'clicks' | 'impressions' | 'ctr' | 'position' | 'url' | 'metric_sources'>;

/** Search Console averages have decimals; rank trackers give whole positions. */
const positionText = (position: number) => (Number.isInteger(position) ? String(position) : position.toFixed(1));

/** The measured figures that are present, in the order Search Console lists them. */
function trafficParts(keyword: Traffic): string[] {
  const parts: string[] = [];
  if (keyword.clicks !== null) parts.push(plural(keyword.clicks, 'click'));
  if (keyword.impressions !== null) parts.push(`${formatNumber(keyword.impressions)} impr.`);
  if (keyword.ctr !== null) parts.push(`${(keyword.ctr * 100).toFixed(1)}% CTR`);
  if (keyword.position !== null) parts.push(`pos. ${positionText(keyword.position)}`);
  return parts;
}

/** Only web addresses become links: a file can hold any text in its URL column. */
function webUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function RankingUrl({ url }: { url: string }) {
  const parsed = webUrl(url);
  if (!parsed) return <span className={ROW_CLASSES.url}>{url}</span>;
  // The host and path say which page ranks; the scheme adds nothing on a narrow screen.
  const label = `${parsed.host.replace(/^www\./, '')}${parsed.pathname}${parsed.search}`;
  return (
    <a className={ROW_CLASSES.url} href={parsed.href} target="_blank" rel="noopener noreferrer" title={url}>
      {label}
    </a>
  );
}

/**
 * Clicks, impressions, CTR, position and the ranking URL, when the uploaded files had them: one
 * compact line under the keyword, labelled with the file (measured, never estimated).
 */
export function KeywordTraffic({ keyword }: { keyword: Traffic }) {
  const parts = trafficParts(keyword);
  if (parts.length === 0 && keyword.url === null) return null;
  const from = keyword.metric_sources;
  const source = from.clicks ?? from.impressions ?? from.position ?? from.url;
  return (
    <div
      className={ROW_CLASSES.traffic}
      title={source ? `Measured, from ${source.tool} (${source.file_name})` : undefined}
      data-testid="keyword-traffic"
    >
      {parts.length > 0 && <span>{parts.join(' · ')}</span>}
      {keyword.url !== null && <RankingUrl url={keyword.url} />}
    </div>
  );
}

interface KeywordRowProps {
  keyword: Keyword;
  selected: boolean;
  onToggle: (keywordId: string) => void;
}

/**
 * One keyword of a cluster: a checkbox (for move and split), its competition, its figures with an
 * Estimated badge when any is estimated, the file they came from, its Search Console line and its
 * merged variants. Plain elements styled by rowStyles, so long results render fast.
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
      <KeywordTraffic keyword={keyword} />
      <KeywordVariants keyword={keyword} />
    </div>
  );
});

/** A keyword with only Search Console figures has no volume, CPC or difficulty to show as dashes. */
const hasKeywordFigures = (keyword: Keyword) =>
  keyword.search_volume !== null ||
  keyword.cpc_low !== null ||
  keyword.cpc_high !== null ||
  keyword.difficulty !== null;

/**
 * Competition (when known), volume, CPC and difficulty (when the keyword has any of them), badges.
 * The files the figures came from are named once in the result's summary, and here on hover: a
 * badge on every row squeezed the keywords.
 */
export function KeywordFigures({ keyword, children }: { keyword: Keyword; children?: React.ReactNode }) {
  return (
    <div
      className={ROW_CLASSES.figures}
      title={
        keyword.data_source === 'imported' && keyword.source_label ? `Figures from ${keyword.source_label}` : undefined
      }
    >
      {keyword.competition !== 'UNKNOWN' && (
        <span className={COMPETITION_CLASS[keyword.competition]} title="Competition">
          {keyword.competition}
        </span>
      )}
      {hasKeywordFigures(keyword) && (
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
      {children}
    </div>
  );
}
