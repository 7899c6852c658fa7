import type { SystemStyleObject } from '@chakra-ui/react';
import type { KeywordCompetition } from '@/contract';

/**
 * Keyword rows are plain elements styled by these class rules, set once on the results container:
 * a card's twenty rows of Chakra components cost more to render than the whole rest of the card,
 * and 10,000-keyword results must not block the main thread.
 */
export const ROW_CLASSES = {
  row: 'tw-kw-row',
  main: 'tw-kw-main',
  text: 'tw-kw-text',
  grow: 'tw-kw-grow',
  figures: 'tw-kw-figures',
  figure: 'tw-kw-figure',
  traffic: 'tw-kw-traffic',
  url: 'tw-kw-url',
  variants: 'tw-kw-variants',
  variantsToggle: 'tw-kw-variants-toggle',
  badge: 'tw-badge',
} as const;

const badge = (palette: string, variant: 'subtle' | 'outline' | 'surface') => ({
  color: `var(--chakra-colors-${palette}-fg)`,
  background: variant === 'outline' ? 'transparent' : `var(--chakra-colors-${palette}-subtle)`,
  boxShadow: variant === 'subtle' ? 'none' : `inset 0 0 0 1px var(--chakra-colors-${palette}-muted)`,
});

export const COMPETITION_CLASS: Readonly<Record<KeywordCompetition, string>> = {
  LOW: 'tw-badge tw-badge-green',
  MEDIUM: 'tw-badge tw-badge-orange',
  HIGH: 'tw-badge tw-badge-red',
  UNKNOWN: 'tw-badge tw-badge-gray',
};

export const ESTIMATED_CLASS = 'tw-badge tw-badge-estimated';
export const EXPANDED_CLASS = 'tw-badge tw-badge-purple';

export const rowStyles: SystemStyleObject = {
  '& .tw-kw-row': {
    display: 'flex',
    // The keyword's flex basis is 0, so on wide screens only the full-width traffic line wraps.
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    py: '1.5',
    px: '1',
    borderTopWidth: '1px',
    borderColor: 'border.muted',
  },
  '& .tw-kw-main': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    flex: '1',
    minWidth: { base: '100%', md: '0' },
    cursor: 'pointer',
    fontSize: 'sm',
  },
  '& .tw-kw-main input': { marginTop: '0.3em', flexShrink: 0, accentColor: 'var(--chakra-colors-brand-solid)' },
  '& .tw-kw-text': {
    wordBreak: 'break-word',
    lineClamp: '3',
  },
  '& .tw-kw-grow': { flex: '1', minWidth: { base: '100%', md: '0' }, fontSize: 'sm' },
  '& .tw-kw-figures': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    flexShrink: 0,
    // A long file name in the source badge ellipsises instead of running past a phone's card.
    maxWidth: '100%',
    fontSize: 'xs',
    color: 'fg.muted',
    paddingInlineStart: { base: '6', md: '0' },
  },
  '& .tw-kw-figure': { minWidth: '4.5em' },
  '& .tw-kw-traffic': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '2',
    flexBasis: '100%',
    minWidth: '0',
    fontSize: 'xs',
    color: 'fg.muted',
    fontVariantNumeric: 'tabular-nums',
    // Under the keyword's text, past its checkbox.
    paddingInlineStart: '6',
  },
  // Unclustered rows have no checkbox to clear.
  '& .tw-kw-grow ~ .tw-kw-traffic, & .tw-kw-grow ~ .tw-kw-variants': { paddingInlineStart: '0' },
  '& .tw-kw-variants': {
    flexBasis: '100%',
    minWidth: '0',
    fontSize: 'xs',
    color: 'fg.muted',
    paddingInlineStart: '6',
  },
  '& .tw-kw-variants-toggle': {
    minHeight: '6',
    color: 'fg.muted',
    textDecoration: 'underline',
    textDecorationStyle: 'dotted',
    textUnderlineOffset: '2px',
    cursor: 'pointer',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' },
  },
  // Each volume stays near its spelling on a wide card.
  '& .tw-kw-variants ul': { maxWidth: '28rem' },
  '& .tw-kw-variants li': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '2',
    py: '0.5',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .tw-kw-url': {
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: 'fg.muted',
  },
  '& a.tw-kw-url': { textDecoration: 'underline', textDecorationColor: 'border.emphasized' },
  '& a.tw-kw-url:hover': { color: 'fg' },
  '& .tw-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderRadius: 'l1',
    px: '1',
    minHeight: '4',
    fontSize: '2xs',
    fontWeight: 'medium',
    lineHeight: '1rem',
  },
  '& .tw-badge-green': badge('green', 'subtle'),
  '& .tw-badge-orange': badge('orange', 'subtle'),
  '& .tw-badge-red': badge('red', 'subtle'),
  '& .tw-badge-gray': badge('gray', 'subtle'),
  '& .tw-badge-purple': badge('purple', 'subtle'),
  '& .tw-badge-estimated': badge('orange', 'outline'),
};
