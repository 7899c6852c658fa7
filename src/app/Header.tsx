import { Badge, Box, chakra, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Database, Menu, ShieldCheck } from 'lucide-react';
import type { ApiStatus } from '@/contract';
import type { TabValue } from '@/lib/navigation';
import { SupportButton } from './SupportButton';
import { SyncControl } from './SyncControl';
import { useApiStatus } from './useApiStatus';

interface HeaderProps {
  onOpenMenu: () => void;
  /** Where the phone's Support Center sends the user. */
  onNavigate: (tab: TabValue) => void;
}

/** Real provider data, the user's imported data, or the local estimators (spec 000 §1). */
function DataSourceBadge({ status }: { status: ApiStatus }) {
  return (
    <Badge colorPalette={status.data_measured ? 'green' : 'orange'} variant="subtle" size="md">
      <Database size={12} aria-hidden="true" />
      {status.data_label}
    </Badge>
  );
}

export function Header({ onOpenMenu, onNavigate }: HeaderProps) {
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py={{ base: '2', md: '3' }}
        gap="3"
        align="center"
        wrap="wrap"
      >
        <IconButton
          aria-label="Open navigation menu"
          variant="ghost"
          display={{ base: 'inline-flex', md: 'none' }}
          onClick={onOpenMenu}
        >
          <Menu />
        </IconButton>
        <HStack gap="3" flex="1" minW="0">
          {/* Sized in CSS too: the reset's height:auto would leave it 0 px tall until the file arrives. */}
          <chakra.img src="/favicon.svg" alt="" width="32" height="32" boxSize="8" flexShrink="0" />
          <Stack gap="0" minW="0">
            <Heading as="h1" size={{ base: 'md', md: 'lg' }} color="brand.fg" lineHeight="short">
              Topicwise
            </Heading>
            <Text fontSize="xs" color="fg.muted" truncate>
              SEO Intelligence Platform
            </Text>
          </Stack>
        </HStack>
        <SyncControl />
        <SupportButton placement="header" onNavigate={onNavigate} />
        <StatusBadges />
      </Flex>
    </Box>
  );
}

/**
 * The status arrives after the first paint (useApiStatus). On a phone its badges have a line of
 * their own, kept from the start by a hidden badge of the same height, so the page below does not
 * jump down when they appear.
 */
function StatusBadges() {
  const status = useApiStatus();
  return (
    <HStack
      gap="2"
      wrap="wrap"
      justify={{ base: 'flex-start', md: 'flex-end' }}
      w={{ base: 'full', md: 'auto' }}
      data-testid="api-status"
    >
      {status ? (
        <>
          <DataSourceBadge status={status} />
          {status.competitive_intelligence && (
            <Badge colorPalette="purple" variant="subtle" size="md">
              <ShieldCheck size={12} aria-hidden="true" />
              Competitive Intelligence
            </Badge>
          )}
        </>
      ) : (
        <Badge size="md" visibility="hidden" aria-hidden="true">
          <Database size={12} />
        </Badge>
      )}
    </HStack>
  );
}
