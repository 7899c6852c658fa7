import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { TabValue } from '@/lib/navigation';
import { TabBadge } from './TabBadge';
import { TAB_ICONS } from './tabIcons';
import type { TabBadge as TabBadgeValue } from './tabs';

/** Spec 000 §2: the eight tabs of the small-screen bottom bar, with their short labels. */
export const BOTTOM_TABS: readonly { value: TabValue; label: string; badge?: TabBadgeValue }[] = [
  { value: 'clustering', label: 'Clusters' },
  { value: 'competitive', label: 'Compete' },
  { value: 'datasources', label: 'Data' },
  { value: 'visualizations', label: 'Charts' },
  { value: 'content-strategy', label: 'Content' },
  { value: 'learning-center', label: 'Learn' },
  { value: 'chat', label: 'Chat' },
  { value: 'ai-automation', label: 'AI', badge: 'AI' },
];

/** Height of the bar, which the page keeps free at its bottom on small screens. */
export const BOTTOM_BAR_HEIGHT = '64px';

export function BottomTabBar({ active, onSelect }: { active: TabValue; onSelect: (value: TabValue) => void }) {
  return (
    <Box
      as="nav"
      aria-label="Quick tabs"
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex h={BOTTOM_BAR_HEIGHT} overflowX="auto" data-no-swipe="">
        {BOTTOM_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab.value];
          const current = tab.value === active;
          return (
            <chakra.button
              key={tab.value}
              type="button"
              flex="1 0 auto"
              minW="48px"
              px="1"
              position="relative"
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              gap="0.5"
              color={current ? 'brand.fg' : 'fg.muted'}
              fontWeight={current ? 'semibold' : 'normal'}
              aria-current={current ? 'page' : undefined}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
              onClick={() => onSelect(tab.value)}
            >
              <Icon size={20} aria-hidden="true" />
              <Text as="span" fontSize="2xs" lineHeight="1">
                {tab.label}
              </Text>
              {tab.badge && (
                <Box position="absolute" top="1" right="0" transform="scale(0.8)">
                  <TabBadge badge={tab.badge} size="xs" />
                </Box>
              )}
            </chakra.button>
          );
        })}
      </Flex>
    </Box>
  );
}
