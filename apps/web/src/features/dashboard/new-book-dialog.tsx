import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOK_STATUSES, bookStatusLabel, messages, type BookStatus } from '@receipts/domain';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button, Dialog, Field, SimpleSelect } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { EMPTY_NEW_BOOK_FORM, toBookCreateInput, type NewBookForm } from './new-book-form.ts';

const statusOptions = BOOK_STATUSES.map((status) => ({ value: status, label: bookStatusLabel(status) }));

/** Loaded on first use (see new-book-button.tsx), so the dashboard's first load stays small. */
export default function NewBookDialog({ onClose }: { onClose?: () => void }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(true);
  const [form, setForm] = useState<NewBookForm>(EMPTY_NEW_BOOK_FORM);
  const set = <K extends keyof NewBookForm>(key: K, value: NewBookForm[K]) => setForm((f) => ({ ...f, [key]: value }));

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.title.trim()) create.mutate(toBookCreateInput(form));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={onClose}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>{messages.dashboard.newBookProject}</Dialog.Title>
          <Dialog.Description>Start a manuscript. You can add chapters and milestones next.</Dialog.Description>
          <form onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '5' })}>
            <Field label="Title" htmlFor="book-title">
              <input id="book-title" required className={input()} value={form.title} onChange={(e) => set('title', e.target.value)} />
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
            <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
              <Field label="Deadline" htmlFor="book-deadline">
                <input id="book-deadline" type="date" className={input()} value={form.deadline} onChange={(e) => set('deadline', e.target.value)} />
              </Field>
              <SimpleSelect
                label="Status"
                items={statusOptions}
                value={form.status}
                onValueChange={(value) => set('status', value as BookStatus)}
              />
            </div>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{messages.common.cancel}</Button>
              </Dialog.CloseTrigger>
              <Button type="submit" variant="accent" disabled={!form.title.trim() || create.isPending}>
                Create Project
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
