import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type BookStatus } from '@receipts/domain';
import { useState } from 'react';
import { useFormState } from '../../lib/use-form-state.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { fieldPair, SimpleSelect, TextAreaField, TextField } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { BOOK_STATUS_OPTIONS } from '../books/status-options.ts';
import { wordCountHint } from '../books/word-count-hint.ts';
import { useNotify } from '../notify/use-notify.ts';
import { EMPTY_NEW_BOOK_FORM, toBookCreateInput, type NewBookForm } from './new-book-form.ts';

/** Loaded on first use (see new-book-button.tsx), so the dashboard's first load stays small. */
export default function NewBookDialog({ onClose }: { onClose?: () => void }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(true);
  const { form, setForm, set, field } = useFormState<NewBookForm>(EMPTY_NEW_BOOK_FORM);

  const create = useMutation(
    trpc.books.create.mutationOptions({
      onSuccess: async () => {
        notify.success(messages.toasts.success.createBook);
        setOpen(false);
        setForm(EMPTY_NEW_BOOK_FORM);
        await queryClient.invalidateQueries(trpc.books.pathFilter());
      },
      onError: () => notify.error(messages.toasts.error.createBook),
    }),
  );

  const canSubmit = form.title.trim() !== '' && !create.isPending;

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onExitComplete={onClose}
      title={messages.dashboard.newBookProject}
      description="Start a manuscript. You can add chapters and milestones next."
      submitLabel="Create Project"
      canSubmit={canSubmit}
      onSubmit={() => create.mutate(toBookCreateInput(form))}
    >
      <TextField
        label="Title"
        id="book-title"
        {...field('title')}
        attributes={{ required: true }}
      />
      <TextField
        label="Target word count"
        id="book-target"
        {...field('targetWordCount')}
        attributes={{ inputMode: 'numeric' }}
        hint={wordCountHint(form.targetWordCount)}
      />
      <TextAreaField label="Description" id="book-description" {...field('description')} />
      <div className={fieldPair}>
        <TextField
          label="Deadline"
          id="book-deadline"
          {...field('deadline')}
          attributes={{ type: 'date' }}
        />
        <SimpleSelect
          label="Status"
          items={BOOK_STATUS_OPTIONS}
          value={form.status}
          onValueChange={(value) => set('status', value as BookStatus)}
        />
      </div>
    </FormDialog>
  );
}
