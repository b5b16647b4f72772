import { useMutation } from '@tanstack/react-query';
import { messages, type Milestone } from '@receipts/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { IconButton } from '../../components/icon-button.tsx';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { milestoneToForm, toMilestoneCreateInput } from './milestone-form.ts';
import { MilestoneFormDialog } from './milestone-form-dialog.tsx';
import { milestoneLabels, milestoneToasts } from './milestone-texts.ts';
import { useMilestoneInvalidation } from './use-milestone-invalidation.ts';

const ConfirmDeleteDialog = lazy(() => import('../../components/confirm-delete-dialog.tsx'));

/** Edit (title, description, due date) and delete, for one milestone of the list. */
export function MilestoneActions({ milestone }: { milestone: Milestone }) {
  const trpc = useTrpc();
  const notify = useNotify();
  const invalidate = useMilestoneInvalidation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const update = useMutation(
    trpc.milestones.update.mutationOptions({
      onSuccess: async () => {
        notify.success(milestoneToasts.updated);
        setEditing(false);
        await invalidate(milestone.bookId);
      },
      onError: () => notify.error(milestoneToasts.updateFailed),
    }),
  );
  const remove = useMutation(
    trpc.milestones.delete.mutationOptions({
      onSuccess: async () => {
        notify.success(milestoneToasts.deleted);
        setDeleting(false);
        await invalidate(milestone.bookId);
      },
      onError: () => notify.error(milestoneToasts.deleteFailed),
    }),
  );

  return (
    <div className={css({ display: 'flex', gap: '0.5', flexShrink: 0 })}>
      <MilestoneFormDialog
        open={editing}
        onOpenChange={setEditing}
        trigger={
          <IconButton label={milestoneLabels.editFor(milestone.title)} size="iconSm">
            <Pencil />
          </IconButton>
        }
        title={milestoneLabels.edit}
        submitLabel={messages.common.save}
        initial={milestoneToForm(milestone)}
        pending={update.isPending}
        onSubmit={(form) => {
          const { title, description, deadline } = toMilestoneCreateInput(milestone.bookId, form);
          update.mutate({ id: milestone.id, title, description, deadline });
        }}
      />
      <IconButton
        label={milestoneLabels.deleteFor(milestone.title)}
        size="iconSm"
        onClick={() => setDeleting(true)}
      >
        <Trash2 />
      </IconButton>
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            open
            onOpenChange={(open) => !open && setDeleting(false)}
            title={milestoneLabels.deleteTitle}
            item={milestone.title}
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ id: milestone.id })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
