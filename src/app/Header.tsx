import { Badge, Box, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Database, Menu, ShieldCheck } from 'lucide-react';
import type { ApiStatus } from '@/contract';
import { SyncControl } from './SyncControl';

interface HeaderProps {
  status: ApiStatus | null;
  onOpenMenu: () => void;
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

export function Header({ status, onOpenMenu }: HeaderProps) {
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
          <img src="/favicon.svg" alt="" width={32} height={32} />
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
        {status && (
          <HStack gap="2" wrap="wrap" justify="flex-end" data-testid="api-status">
            <DataSourceBadge status={status} />
            {status.competitive_intelligence && (
              <Badge colorPalette="purple" variant="subtle" size="md">
                <ShieldCheck size={12} aria-hidden="true" />
                Competitive Intelligence
              </Badge>
            )}
          </HStack>
        )}
      </Flex>
    </Box>
  );
}
