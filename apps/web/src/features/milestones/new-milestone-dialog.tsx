import { useMutation } from '@tanstack/react-query';
import { messages } from '@receipts/domain';
import { useState, type ReactNode } from 'react';
import { input } from 'styled-system/recipes';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Field } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { milestoneToasts } from './milestone-texts.ts';
import {
  EMPTY_MILESTONE_FORM,
  toMilestoneCreateInput,
  type MilestoneForm,
} from './milestone-form.ts';
import { useMilestoneInvalidation } from './use-milestone-invalidation.ts';

/** A dialog adding a milestone (title, description, deadline), opened by the button it is given. */
export function NewMilestoneDialog({ bookId, trigger }: { bookId: number; trigger: ReactNode }) {
  const trpc = useTrpc();
  const notify = useNotify();
  const invalidate = useMilestoneInvalidation();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<MilestoneForm>(EMPTY_MILESTONE_FORM);
  const set = (key: keyof MilestoneForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const create = useMutation(
    trpc.milestones.create.mutationOptions({
      onSuccess: async () => {
        notify.success(milestoneToasts.created);
        setOpen(false);
        setForm(EMPTY_MILESTONE_FORM);
        await invalidate(bookId);
      },
      onError: () => notify.error(milestoneToasts.createFailed),
    }),
  );

  const canSubmit = form.title.trim() !== '' && !create.isPending;

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={messages.bookDetail.addMilestone}
      description="A step on the way to publication, with an optional due date."
      submitLabel={messages.bookDetail.addMilestone}
      canSubmit={canSubmit}
      onSubmit={() => create.mutate(toMilestoneCreateInput(bookId, form))}
    >
      <Field label="Title" htmlFor="milestone-title">
        <input
          id="milestone-title"
          className={input()}
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <Field label="Description" htmlFor="milestone-description">
        <textarea
          id="milestone-description"
          rows={3}
          className={input({ size: 'multiline' })}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <Field label="Deadline" htmlFor="milestone-deadline">
        <input
          id="milestone-deadline"
          type="date"
          className={input()}
          value={form.deadline}
          onChange={(e) => set('deadline', e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
