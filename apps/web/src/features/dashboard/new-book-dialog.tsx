import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOK_STATUSES, bookStatusLabel, messages, type BookStatus } from '@receipts/domain';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Field, SimpleSelect } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { EMPTY_NEW_BOOK_FORM, toBookCreateInput, type NewBookForm } from './new-book-form.ts';

const statusOptions = BOOK_STATUSES.map((status) => ({
  value: status,
  label: bookStatusLabel(status),
}));

/** Loaded on first use (see new-book-button.tsx), so the dashboard's first load stays small. */
export default function NewBookDialog({ onClose }: { onClose?: () => void }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(true);
  const [form, setForm] = useState<NewBookForm>(EMPTY_NEW_BOOK_FORM);
  const set = <K extends keyof NewBookForm>(key: K, value: NewBookForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

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
      <Field label="Title" htmlFor="book-title">
        <input
          id="book-title"
          required
          className={input()}
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <Field label="Target word count" htmlFor="book-target">
        <input
          id="book-target"
          inputMode="numeric"
          className={input()}
          value={form.targetWordCount}
          onChange={(e) => set('targetWordCount', e.target.value)}
        />
      </Field>
      <Field label="Description" htmlFor="book-description">
        <textarea
          id="book-description"
          rows={3}
          className={input({ size: 'multiline' })}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
          gap: '4',
        })}
      >
        <Field label="Deadline" htmlFor="book-deadline">
          <input
            id="book-deadline"
            type="date"
            className={input()}
            value={form.deadline}
            onChange={(e) => set('deadline', e.target.value)}
          />
        </Field>
        <SimpleSelect
          label="Status"
          items={statusOptions}
          value={form.status}
          onValueChange={(value) => set('status', value as BookStatus)}
        />
      </div>
    </FormDialog>
  );
}
