import { Box, Button, CloseButton, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { BOTTOM_BAR_HEIGHT } from './BottomTabBar';
import { useInstallPrompt } from './useInstallPrompt';

/**
 * 'Install Topicwise App': appears when the browser offers an install (spec 000 §2, §4). The offer
 * comes whenever the browser decides, often just after the first paint, so the banner floats over
 * the page (above the phone's bottom bar; bottom left from md up, clear of the Support button)
 * instead of pushing the page down under the reader's finger.
 */
export function InstallBanner() {
  const { visible, install, dismiss } = useInstallPrompt();
  if (!visible) return null;
  return (
    <Box
      as="aside"
      aria-label="Install app"
      position="fixed"
      zIndex="banner"
      left={{ base: '3', md: '6' }}
      right={{ base: '3', md: 'auto' }}
      bottom={{ base: `calc(${BOTTOM_BAR_HEIGHT} + 0.75rem)`, md: '6' }}
      maxW={{ md: 'lg' }}
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      rounded="l3"
      shadow="lg"
    >
      <Flex
        px={{ base: '3', md: '4' }}
        py="3"
        gap="3"
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <HStack gap="3" flex="1" align="flex-start">
          <Box color="brand.fg" pt="0.5" aria-hidden="true">
            <Download size={20} />
          </Box>
          <Stack gap="0.5">
            <Text fontWeight="semibold">Install Topicwise App</Text>
            <Text fontSize="sm" color="fg.muted">
              Get faster access and offline capabilities by installing our app!
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" alignSelf={{ base: 'flex-end', sm: 'center' }}>
          <Button size="sm" colorPalette="brand" onClick={() => void install()}>
            Install
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void dismiss()}>
            Later
          </Button>
          <CloseButton size="sm" aria-label="Close install banner" onClick={() => void dismiss()} />
        </HStack>
      </Flex>
    </Box>
  );
}
