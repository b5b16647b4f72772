import { messages } from '@receipts/domain';
import type { FormEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button, Dialog } from './ui/index.ts';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the closing animation has finished. */
  onExitComplete?: () => void;
  /** The element that opens the dialog, if the dialog has one. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Room for two columns of fields. */
  wide?: boolean;
  submitLabel: ReactNode;
  /** The submit button is disabled, and Enter does nothing, while this is false. */
  canSubmit: boolean;
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A dialog holding one form: its fields, then Cancel and the submit button. */
export function FormDialog({
  open,
  onOpenChange,
  onExitComplete,
  trigger,
  title,
  description,
  wide,
  submitLabel,
  canSubmit,
  onSubmit,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      onExitComplete={onExitComplete}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={wide ? css({ maxW: '2xl' }) : undefined}>
          <Dialog.Title>{title}</Dialog.Title>
          {description && <Dialog.Description>{description}</Dialog.Description>}
          <form
            onSubmit={submit}
            className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '5' })}
          >
            {children}
            <div
              className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}
            >
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{messages.common.cancel}</Button>
              </Dialog.CloseTrigger>
              <Button type="submit" variant="accent" disabled={!canSubmit}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
