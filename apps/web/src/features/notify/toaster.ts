import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, type ToastMessage } from '@receipts/domain';

export type ToastKind = 'success' | 'destructive';

/**
 * The one toaster of the app. SPEC §9: one toast at a time, 5 s, F8 focuses the viewport.
 * A new toast replaces the visible one (as the spec's limit of 1 did) rather than queueing behind
 * it. Dismissed toasts leave the DOM after their exit transition: the spec's 1,000,000 ms removal
 * delay described an in-memory list, which no one can see.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: [TOAST_HOTKEY],
  gap: 12,
});

export function showToast(message: ToastMessage, kind: ToastKind): void {
  toaster.remove();
  toaster.create({
    title: message.title,
    description: message.description,
    type: kind === 'destructive' ? 'error' : 'success',
  });
}
