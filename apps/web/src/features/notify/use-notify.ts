import type { ToastMessage } from '@receipts/domain';
import { showToast, toaster } from './toaster.ts';

const notify = {
  success: (message: ToastMessage) => showToast(message, 'success'),
  error: (message: ToastMessage) => showToast(message, 'destructive'),
  /** Closes whatever toast is showing (an error that the next success has made moot). */
  dismiss: () => toaster.dismiss(),
};

export type Notify = typeof notify;

/**
 * Toasts with texts from @receipts/domain's `messages`, e.g.
 * `notify.error(messages.toasts.error.createBook)`.
 */
export function useNotify(): Notify {
  return notify;
}
