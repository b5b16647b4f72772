import type { ToastMessage } from '@receipts/domain';
import { withLoadedToaster, withToaster } from './lazy-toaster.ts';

const notify = {
  success: (message: ToastMessage) => withToaster(({ showToast }) => showToast(message, 'success')),
  error: (message: ToastMessage) =>
    withToaster(({ showToast }) => showToast(message, 'destructive')),
  /** Closes whatever toast is showing (an error that the next success has made moot). */
  dismiss: () => withLoadedToaster(({ toaster }) => toaster.dismiss()),
};

export type Notify = typeof notify;

/**
 * Toasts with texts from @receipts/domain's `messages`, e.g.
 * `notify.error(messages.toasts.error.createBook)`.
 */
export function useNotify(): Notify {
  return notify;
}
