import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Bell, CircleCheck, Search, Settings } from 'lucide-react';
import { useRef, type TouchEvent } from 'react';
import type { TabValue } from '@/lib/navigation';
import { classifySwipe, type Point } from './gestures';
import { TabBadge } from './TabBadge';
import { TAB_ICONS } from './tabIcons';
import { TABS } from './tabs';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: TabValue;
  onSelect: (value: TabValue) => void;
}

const VIBRATION_MS = 10;

/** Spec 000 §2: Quick Actions only log to the console. */
const QUICK_ACTIONS = [
  { label: 'Quick Search', icon: Search },
  { label: 'Notifications', icon: Bell, count: 3 },
  { label: 'Settings', icon: Settings },
] as const;

/**
 * The small-screen navigation drawer. Escape, a click on the overlay and the close button close it
 * (Chakra's dialog behaviour, which also locks page scrolling); so do a left swipe of more than
 * 50 px and choosing a tab. It loads with its first opening, so the dialog machinery is not part
 * of the first load.
 */
export default function MobileDrawer({ open, onOpenChange, active, onSelect }: MobileDrawerProps) {
  const touchStart = useRef<Point | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const began = touchStart.current;
    touchStart.current = null;
    if (began && touch && classifySwipe(began, { x: touch.clientX, y: touch.clientY }) === 'left') onOpenChange(false);
  };

  const choose = (value: TabValue) => {
    onSelect(value);
    onOpenChange(false);
    navigator.vibrate?.(VIBRATION_MS);
  };

  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w="80" maxW="85vw" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <Drawer.Header borderBottomWidth="1px" pb="4">
              <Stack gap="0">
                <Drawer.Title fontSize="xl" color="brand.fg">
                  Topicwise
                </Drawer.Title>
                <Drawer.Description color="fg.muted" fontSize="sm">
                  SEO Intelligence Platform
                </Drawer.Description>
              </Stack>
            </Drawer.Header>
            <Drawer.Body px="3" py="3">
              <Box as="nav" aria-label="All tabs">
                <Stack as="ul" gap="1" listStyleType="none">
                  {TABS.map((tab) => {
                    const Icon = TAB_ICONS[tab.value];
                    const current = tab.value === active;
                    return (
                      <li key={tab.value}>
                        <Button
                          variant={current ? 'subtle' : 'ghost'}
                          colorPalette={current ? 'brand' : 'gray'}
                          w="full"
                          justifyContent="flex-start"
                          aria-current={current ? 'page' : undefined}
                          onClick={() => choose(tab.value)}
                        >
                          <Icon size={18} aria-hidden="true" />
                          <Text as="span" flex="1" textAlign="start">
                            {tab.label}
                          </Text>
                          {tab.badge && <TabBadge badge={tab.badge} size="xs" />}
                        </Button>
                      </li>
                    );
                  })}
                </Stack>
              </Box>
              <Stack gap="1" mt="5" pt="4" borderTopWidth="1px">
                <Heading
                  as="h3"
                  size="xs"
                  color="fg.muted"
                  textTransform="uppercase"
                  letterSpacing="wide"
                  px="3"
                  pb="1"
                >
                  Quick Actions
                </Heading>
                {QUICK_ACTIONS.map((action) => (
                  <Button
                    key={action.label}
                    variant="ghost"
                    justifyContent="flex-start"
                    onClick={() => console.log(`Quick action: ${action.label}`)}
                  >
                    <action.icon size={18} aria-hidden="true" />
                    <Text as="span" flex="1" textAlign="start">
                      {action.label}
                    </Text>
                    {'count' in action && (
                      <Badge colorPalette="red" variant="solid" size="xs">
                        {action.count}
                        <VisuallyHidden> unread</VisuallyHidden>
                      </Badge>
                    )}
                  </Button>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" justifyContent="space-between" fontSize="xs" color="fg.muted" py="3">
              <Text>Version 4.0+</Text>
              <HStack gap="1">
                <Box color="green.fg" aria-hidden="true">
                  <CircleCheck size={14} />
                </Box>
                <Text>All systems operational</Text>
              </HStack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
