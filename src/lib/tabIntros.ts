import type { TabValue } from './navigation';

/** A tab's heading and the sentence under it (TabPage's title and description). */
export interface TabIntro {
  title: string;
  description: string;
}

export const CLUSTERING_INTRO: TabIntro = {
  title: 'Keyword Clustering',
  description: 'Group a keyword list into clusters that one page can target. Everything runs on this device.',
};

/**
 * The intros the shell can show before a tab's code has arrived: the tab renders the same words
 * from here, so the heading and paragraph a phone paints first (Lighthouse's largest contentful
 * paint) do not wait for the tab's chunk and stay in place when it arrives.
 */
export const TAB_INTROS: Partial<Record<TabValue, TabIntro>> = {
  clustering: CLUSTERING_INTRO,
};

export function tabIntro(value: TabValue): TabIntro | undefined {
  return TAB_INTROS[value];
}
