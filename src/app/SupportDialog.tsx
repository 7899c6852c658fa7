import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { GraduationCap, Headset, MessagesSquare, type LucideIcon } from 'lucide-react';
import type { RefObject } from 'react';
import type { TabValue } from '@/lib/navigation';

interface SupportOption {
  title: string;
  text: string;
  tab: TabValue;
  icon: LucideIcon;
}

/** Spec 000 §2: the Support Center's three destinations. */
const OPTIONS: readonly SupportOption[] = [
  {
    title: 'Education & Training',
    text: 'Guides, tutorials and manuals in the Learning Center',
    tab: 'learning-center',
    icon: GraduationCap,
  },
  {
    title: 'Contact Support',
    text: 'Send us a message - our admin team will respond quickly',
    tab: 'collaboration',
    icon: Headset,
  },
  { title: 'Community Chat', text: 'Ask other users in the community room', tab: 'chat', icon: MessagesSquare },
];

interface SupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: (tab: TabValue) => void;
  /** The floating Support button: focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The Support Center dialog. It loads with its first opening (SupportButton in App), so the
 * dialog machinery is not part of the first load.
 */
export default function SupportDialog({ open, onOpenChange, onNavigate, trigger }: SupportDialogProps) {
  const go = (tab: TabValue) => {
    onOpenChange(false);
    onNavigate(tab);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>Support Center</Dialog.Title>
                <Dialog.Description color="fg.muted">How can we help you today?</Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {OPTIONS.map((option) => (
                  <Button
                    key={option.tab}
                    variant="outline"
                    h="auto"
                    py="3"
                    justifyContent="flex-start"
                    whiteSpace="normal"
                    textAlign="start"
                    onClick={() => go(option.tab)}
                  >
                    <HStack gap="3" align="flex-start">
                      <Box color="brand.fg" pt="0.5" aria-hidden="true">
                        <option.icon size={20} />
                      </Box>
                      <Stack gap="0.5">
                        <Text fontWeight="semibold">{option.title}</Text>
                        <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                          {option.text}
                        </Text>
                      </Stack>
                    </HStack>
                  </Button>
                ))}
              </Stack>
              <Text fontSize="sm" color="fg.muted" mt="4">
                Support typically responds within 2-4 hours during business hours.
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close Support Center" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
