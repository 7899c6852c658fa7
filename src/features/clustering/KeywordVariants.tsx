import { useId, useState } from 'react';
import type { Keyword } from '@/contract';
import { formatVolume, plural } from '@/lib/format';
import { keywordVariants } from '@/lib/keywordVariants';
import { ROW_CLASSES } from './rowStyles';

/**
 * The spellings merged into a keyword (plural, word order): a '+2 variants' toggle under the
 * keyword that lists each with its own volume. Closed at first, so a long result stays one line a
 * keyword; the keyword's own figures are its highest-volume spelling's, the cluster's totals add these.
 */
export function KeywordVariants({ keyword }: { keyword: Keyword }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const variants = keywordVariants(keyword);
  if (variants.length === 0) return null;
  return (
    <div className={ROW_CLASSES.variants} data-testid="keyword-variants">
      <button
        type="button"
        className={ROW_CLASSES.variantsToggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${plural(variants.length, 'variant')} of ${keyword.text}`}
        title="Other spellings merged into this keyword, each with its own figures"
        onClick={() => setOpen((was) => !was)}
      >
        +{plural(variants.length, 'variant')}
      </button>
      <ul id={listId} hidden={!open} aria-label={`Variants of ${keyword.text}`}>
        {variants.map((variant) => (
          <li key={variant.text}>
            <span className={ROW_CLASSES.text}>{variant.text}</span>
            <span className={ROW_CLASSES.figure} title="Monthly search volume of this spelling">
              Vol {formatVolume(variant.search_volume)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
