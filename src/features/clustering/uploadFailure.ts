import { ApiError, CANCELLED_STATUS } from '@/contract/errors';
import { notifyError, type ErrorToastDefaults } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';

/** How an upload that did not finish is told: a cancel the person asked for is news, not an error. */
export function reportUploadFailure(error: unknown, toasts: { cancelledId: string; failed: ErrorToastDefaults }): void {
  if (error instanceof ApiError && error.status === CANCELLED_STATUS) {
    toaster.create({ id: toasts.cancelledId, type: 'info', title: 'Upload cancelled' });
  } else {
    notifyError(error, toasts.failed);
  }
}
