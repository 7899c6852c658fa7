// Anchor texts for the plan's links, with one rule: an anchor points to one target across the
// whole plan. Two pages linked with the same words would compete for them (Google reads anchor
// text as a description of the target), so every anchor is reserved for exactly one page.
import type { PlanPage } from './plan';
import { normaliseAnchor } from './text';

/** Long keywords make clumsy anchors; they are used only when a page has nothing shorter. */
const MAX_ANCHOR_WORDS = 6;

export type AnchorBook = {
  /** The anchors reserved for a page, best first (never empty). */
  anchorsFor(pageId: string): string[];
};

const wordCount = (text: string) => text.trim().split(/\s+/).length;

function candidates(page: PlanPage): string[] {
  if (page.kind === 'pillar') {
    const topic = page.topic_name.trim();
    return [topic, `${topic} guide`, `complete guide to ${topic}`, `all about ${topic}`];
  }
  const short = page.target_keywords.filter((keyword) => wordCount(keyword) <= MAX_ANCHOR_WORDS);
  return short.length > 0 ? short : page.target_keywords;
}

/**
 * Cluster pages claim their own keywords first (a keyword belongs to one cluster, so they rarely
 * collide), in plan order; pillar pages then take their topic's name or a variant of it that is
 * still free. A page left with no free candidate gets its title, numbered if even that is taken.
 */
export function reserveAnchors(pages: readonly PlanPage[]): AnchorBook {
  const owner = new Map<string, string>();
  const reserved = new Map<string, string[]>();
  const claim = (page: PlanPage, text: string): boolean => {
    const key = normaliseAnchor(text);
    if (key === '' || owner.has(key)) return false;
    owner.set(key, page.id);
    reserved.set(page.id, [...(reserved.get(page.id) ?? []), text.trim()]);
    return true;
  };
  const ordered = [
    ...pages.filter((page) => page.kind === 'cluster'),
    ...pages.filter((page) => page.kind === 'pillar'),
  ];
  for (const page of ordered) {
    const wanted = candidates(page);
    // A pillar needs one anchor; a cluster page keeps all its keywords so its inbound links can vary.
    for (const text of wanted) if (claim(page, text) && page.kind === 'pillar') break;
    for (let n = 1; !reserved.has(page.id); n += 1) claim(page, n === 1 ? page.title : `${page.title} (${n})`);
  }
  return { anchorsFor: (pageId) => reserved.get(pageId) ?? [] };
}
