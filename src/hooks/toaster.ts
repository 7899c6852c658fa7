import { createToaster } from '@chakra-ui/react';

/** Spec 000 §9: toasts auto-dismiss after 4000 ms, at most 3 are visible. */
export const TOAST_DEFAULT_MS = 4000;
const TOAST_MAX_VISIBLE = 3;

/**
 * The app's one toast queue. It lives beside the hooks that post to it (notify, useRemote) so they
 * need no UI module; the shell renders it through the ui folder's Toaster.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  // The bottom offset is a CSS variable so the shell can lift toasts above its small-screen
  // bottom bar (set in the theme's global CSS).
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: 'var(--toast-offset-bottom, 1rem)' },
  duration: TOAST_DEFAULT_MS,
  max: TOAST_MAX_VISIBLE,
  pauseOnPageIdle: true,
});
