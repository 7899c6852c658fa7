import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { SALES_EMAIL_BODY, SALES_EMAIL_SUBJECT } from './pricingContent';

interface ContactSalesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const draftHref = `mailto:?subject=${encodeURIComponent(SALES_EMAIL_SUBJECT)}&body=${encodeURIComponent(SALES_EMAIL_BODY)}`;

/**
 * Topicwise runs on the user's device with no sales service behind it, so this dialog says so
 * and offers to draft an email in the user's own mail app; it never claims a message was sent.
 */
export function ContactSalesDialog({ open, onOpenChange }: ContactSalesDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Contact Sales</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>
                  This copy of Topicwise runs entirely on your device and has no sales service connected, so nothing is
                  sent from here.
                </Text>
              </Dialog.Description>
              <Text mt="3">
                Your email app can draft the enquiry for you: add the address of your Topicwise sales contact, fill in
                the details, and send it yourself.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              <Button asChild colorPalette="brand">
                <a href={draftHref}>Draft email</a>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
