import { messages } from '@receipts/domain';
import { css } from 'styled-system/css';
import { Button, Dialog } from './ui/index.ts';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Delete Book', 'Delete Chapter', ... */
  title: string;
  /** What is being deleted, as the sentence names it. */
  item: string;
  pending?: boolean;
  onConfirm: () => void;
}

/** "Are you sure you want to delete {item}? This action cannot be undone." with Cancel / Delete. */
/** Default export so screens can load it lazily: `lazy(() => import('.../confirm-delete-dialog.tsx'))`. */
export default function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  item,
  pending,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role="alertdialog"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: 'md' })}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{messages.deleteDialog.body(item)}</Dialog.Description>
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6' })}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">{messages.deleteDialog.cancel}</Button>
            </Dialog.CloseTrigger>
            <Button variant="danger" onClick={onConfirm} disabled={pending}>
              {messages.deleteDialog.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
