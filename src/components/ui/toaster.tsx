import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Spec 000 §9: toasts auto-dismiss after 4000 ms, at most 3 are visible, 356 px wide. */
export const TOAST_DEFAULT_MS = 4000;
const TOAST_MAX_VISIBLE = 3;
const TOAST_WIDTH = '356px';

export const toaster = createToaster({
  placement: 'bottom-end',
  // The bottom offset is a CSS variable so the shell can lift toasts above its small-screen
  // bottom bar (set in the theme's global CSS).
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: 'var(--toast-offset-bottom, 1rem)' },
  duration: TOAST_DEFAULT_MS,
  max: TOAST_MAX_VISIBLE,
  pauseOnPageIdle: true,
});

/** The one toast region of the app (rendered once, by the shell). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ base: 'full', md: TOAST_WIDTH }} maxWidth="calc(100vw - 2rem)">
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
