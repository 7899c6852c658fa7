import { Box, Center, Spinner } from '@chakra-ui/react';
import { ArrowDown } from 'lucide-react';
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import {
  classifySwipe,
  isPullToRefresh,
  ownsHorizontalDrag,
  pullDistance,
  PULL_TO_REFRESH_THRESHOLD_PX,
  type Point,
  type SwipeDirection,
} from './gestures';

interface GestureAreaProps {
  children: ReactNode;
  onSwipe: (direction: SwipeDirection) => void;
  onRefresh: () => Promise<void>;
}

interface TouchStart {
  point: Point;
  /** The touch began at the top of the page, so pulling down may refresh. */
  atTop: boolean;
  /** The touch began on a control that drags sideways itself (a slider, a wide table). */
  sidewaysOwned: boolean;
}

const MAX_INDICATOR_PX = 80;

function pointOf(event: TouchEvent, which: 'touches' | 'changedTouches'): Point | null {
  const touch = event[which][0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

/**
 * The tab content's touch gestures: a sideways swipe of more than 50 px moves between tabs, and a
 * pull down of more than 60 px from the top of the page refreshes. Touches from portalled layers
 * (dialogs, menus) bubble here through React but are ignored, as they are not inside this area.
 * On small screens the area fills the screen, so a short section can still be swiped.
 */
export function GestureArea({ children, onSwipe, onRefresh }: GestureAreaProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const start = useRef<TouchStart | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const onTouchStart = (event: TouchEvent) => {
    const area = areaRef.current;
    const point = pointOf(event, 'touches');
    if (!area || !point || event.touches.length !== 1 || !area.contains(event.target as Node)) {
      start.current = null;
      return;
    }
    start.current = { point, atTop: window.scrollY <= 0, sidewaysOwned: ownsHorizontalDrag(event.target, area) };
  };

  const onTouchMove = (event: TouchEvent) => {
    const point = pointOf(event, 'touches');
    if (!start.current?.atTop || !point || refreshing) return;
    setPull(Math.min(pullDistance(start.current.point, point), MAX_INDICATOR_PX));
  };

  const onTouchEnd = (event: TouchEvent) => {
    const began = start.current;
    const point = pointOf(event, 'changedTouches');
    start.current = null;
    setPull(0);
    if (!began || !point) return;
    if (began.atTop && !refreshing && isPullToRefresh(pullDistance(began.point, point))) {
      setRefreshing(true);
      void onRefresh().finally(() => setRefreshing(false));
      return;
    }
    const direction = began.sidewaysOwned ? null : classifySwipe(began.point, point);
    if (direction) onSwipe(direction);
  };

  const onTouchCancel = () => {
    start.current = null;
    setPull(0);
  };

  const indicator = refreshing ? MAX_INDICATOR_PX / 2 : pull;
  return (
    <Box
      ref={areaRef}
      minH={{ base: 'calc(100dvh - 220px)', md: 'auto' }}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchCancel}
    >
      {indicator > 0 && (
        <Center h={`${indicator}px`} overflow="hidden" color="fg.muted" aria-hidden="true">
          {refreshing ? (
            <Spinner size="sm" color="brand.solid" />
          ) : (
            <Box
              transform={pull > PULL_TO_REFRESH_THRESHOLD_PX ? 'rotate(180deg)' : undefined}
              transition="transform 0.15s"
            >
              <ArrowDown size={20} />
            </Box>
          )}
        </Center>
      )}
      {children}
    </Box>
  );
}
