import { useMutation } from '@tanstack/react-query';
import { messages } from '@receipts/domain';
import { useState, type ReactNode } from 'react';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { EMPTY_MILESTONE_FORM, toMilestoneCreateInput } from './milestone-form.ts';
import { MilestoneFormDialog } from './milestone-form-dialog.tsx';
import { milestoneToasts } from './milestone-texts.ts';
import { useMilestoneInvalidation } from './use-milestone-invalidation.ts';

/** A dialog adding a milestone (title, description, due date), opened by the button it is given. */
export function NewMilestoneDialog({ bookId, trigger }: { bookId: number; trigger: ReactNode }) {
  const trpc = useTrpc();
  const notify = useNotify();
  const invalidate = useMilestoneInvalidation();
  const [open, setOpen] = useState(false);

  const create = useMutation(
    trpc.milestones.create.mutationOptions({
      onSuccess: async () => {
        notify.success(milestoneToasts.created);
        setOpen(false);
        await invalidate(bookId);
      },
      onError: () => notify.error(milestoneToasts.createFailed),
    }),
  );

  return (
    <MilestoneFormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={messages.bookDetail.addMilestone}
      submitLabel={messages.bookDetail.addMilestone}
      initial={EMPTY_MILESTONE_FORM}
      pending={create.isPending}
      onSubmit={(form) => create.mutate(toMilestoneCreateInput(bookId, form))}
    />
  );
}
