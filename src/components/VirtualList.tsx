import { Box } from '@chakra-ui/react';
import { useVirtualizer, useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

interface VirtualListProps<T> {
  items: readonly T[];
  /** A first guess of an item's height in px; real heights are measured once rendered. */
  estimateSize: (item: T) => number;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Space between items in px. */
  gap?: number;
  /** Accessible name of the list. */
  label: string;
  /** Columns (masonry: each item goes to the shortest column). */
  lanes?: number;
}

/**
 * Item sizes from the ResizeObserver only. The default reads offsetHeight when an item mounts,
 * forcing a layout of the whole page inside React's commit; this way the first layout happens in
 * the browser's own rendering step and the observer reports the real size right after it.
 * A size of 0 means the list is hidden (an inactive tab): keeping it would give the list no
 * height, so nothing would render when the tab is shown again.
 */
export function observedSize<S extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<S, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box && box.blockSize > 0) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

/** Window virtualisers that have made their first scroll write (the one on mount). */
const mounted = new WeakSet<Virtualizer<Window, Element>>();

/**
 * Scrolls the window for the virtualiser, except its first write: on mount it scrolls the window to
 * where the page stood when the list rendered, so nowhere new, but in Chromium a scrollTo lays the
 * whole page out inside React's commit (56 of a 103 ms task as 10,000 keywords' results mount,
 * issue 28: no task over 50 ms). The page is then laid out in the browser's own rendering step.
 * Size corrections (adjustments) and every later write go through.
 */
function scrollAfterMount(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void {
  if (!mounted.has(instance)) {
    mounted.add(instance);
    if (!options.adjustments) return;
  }
  windowScroll(offset, options, instance);
}

/**
 * Distance from the top of the document to an element (the window virtualiser's scroll margin);
 * null until measured.
 */
function useDocumentOffset(ref: React.RefObject<HTMLElement | null>): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  // A passive effect and a transition: the first items then render in slices after the list's own
  // commit, not synchronously inside it (a layout-effect update would be rendered at once).
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      startTransition(() => setOffset(top));
    };
    measure();
    // Content above the list (a progress bar, an upload summary) moves it without re-rendering it.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/**
 * A list that scrolls with the page and renders only the items near the viewport, so thousands of
 * variable-height cards stay smooth. Items are measured after render.
 */
export function WindowVirtualList<T>({
  items,
  estimateSize,
  getKey,
  renderItem,
  gap = 0,
  label,
  lanes = 1,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const offset = useDocumentOffset(listRef);
  const scrollMargin = offset ?? 0;
  const virtualizer = useWindowVirtualizer({
    // Nothing is rendered before the list knows where it sits: a guess of 0 would render the items
    // at the top of the page only to replace them a moment later.
    count: offset === null ? 0 : items.length,
    estimateSize: (index) => estimateSize(items[index]),
    getItemKey: (index) => getKey(items[index]),
    overscan: 2,
    gap,
    lanes,
    measureElement: observedSize,
    scrollToFn: scrollAfterMount,
    scrollMargin,
    useFlushSync: false,
  });
  const width = `calc((100% - ${(lanes - 1) * gap}px) / ${lanes})`;

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="listitem"
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: `calc(${row.lane} * (${width} + ${gap}px))`,
            width,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {renderItem(items[row.index], row.index)}
        </div>
      ))}
    </div>
  );
}

interface ScrollVirtualListProps<T> extends VirtualListProps<T> {
  /** Height of the scrolling box (CSS length). */
  height: string;
}

/** A list in its own scrolling box (keyboard-focusable, so it can be scrolled without a mouse). */
export function ScrollVirtualList<T>({
  items,
  estimateSize,
  getKey,
  renderItem,
  gap = 0,
  label,
  height,
}: ScrollVirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateSize(items[index]),
    getItemKey: (index) => getKey(items[index]),
    overscan: 6,
    gap,
    measureElement: observedSize,
    useFlushSync: false,
  });

  return (
    <Box
      ref={scrollRef}
      maxH={height}
      overflowY="auto"
      tabIndex={0}
      aria-label={label}
      role="region"
      borderRadius="l2"
      focusRing="outside"
    >
      <div role="list" aria-label={label} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index], row.index)}
          </div>
        ))}
      </div>
    </Box>
  );
}
