import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOK_GENRES, messages, type Book } from '@receipts/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Button, Field, SimpleSelect } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import {
  canSaveBook,
  editBookFormFrom,
  toBookUpdateInput,
  type EditBookForm,
} from './edit-book-form.ts';

const NO_GENRE = 'none';
const GENRE_ITEMS = [
  { value: NO_GENRE, label: 'No genre' },
  ...BOOK_GENRES.map((genre) => ({ value: genre, label: genre })),
];
const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '4',
});

/** 'Edit Details': every editable field of the book; Save stays disabled while the title is blank. */
export function EditBookDialog({ book }: { book: Book }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<EditBookForm>(() => editBookFormFrom(book));
  const set = (key: keyof EditBookForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const update = useMutation(
    trpc.books.update.mutationOptions({
      onSuccess: async () => {
        notify.success(messages.toasts.success.updateBook);
        setOpen(false);
        // SPEC §7: after book changes the book list is refreshed (and this book with it).
        await queryClient.invalidateQueries(trpc.books.pathFilter());
      },
      onError: () => notify.error(messages.toasts.error.updateBook),
    }),
  );

  const onOpenChange = (next: boolean) => {
    if (next) setForm(editBookFormFrom(book));
    setOpen(next);
  };

  const canSubmit = canSaveBook(form) && !update.isPending;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm">
          <Pencil /> Edit Details
        </Button>
      }
      title="Edit Book Details"
      wide
      submitLabel={messages.common.save}
      canSubmit={canSubmit}
      onSubmit={() => update.mutate(toBookUpdateInput(book.id, form))}
    >
      <Field label="Title" htmlFor="edit-title">
        <input
          id="edit-title"
          className={input()}
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <div className={twoColumns}>
        <Field label="Author name" htmlFor="edit-author">
          <input
            id="edit-author"
            className={input()}
            value={form.authorName}
            onChange={(e) => set('authorName', e.target.value)}
          />
        </Field>
        <SimpleSelect
          label="Genre"
          items={GENRE_ITEMS}
          value={form.genre || NO_GENRE}
          onValueChange={(value) => set('genre', value === NO_GENRE ? '' : value)}
        />
      </div>
      <Field label="Description" htmlFor="edit-description">
        <textarea
          id="edit-description"
          rows={3}
          className={input({ size: 'multiline' })}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <div className={twoColumns}>
        <Field label="Target chapters" htmlFor="edit-target-chapters">
          <input
            id="edit-target-chapters"
            type="number"
            min={0}
            step={1}
            className={input()}
            value={form.targetChapterCount}
            onChange={(e) => set('targetChapterCount', e.target.value)}
          />
        </Field>
        <Field label="ISBN" htmlFor="edit-isbn">
          <input
            id="edit-isbn"
            className={input()}
            value={form.isbn}
            onChange={(e) => set('isbn', e.target.value)}
          />
        </Field>
      </div>
      <div className={twoColumns}>
        <Field label="Series name" htmlFor="edit-series-name">
          <input
            id="edit-series-name"
            className={input()}
            value={form.seriesName}
            onChange={(e) => set('seriesName', e.target.value)}
          />
        </Field>
        <Field label="Series number" htmlFor="edit-series-number">
          <input
            id="edit-series-number"
            type="number"
            min={0}
            step={1}
            className={input()}
            value={form.seriesNumber}
            onChange={(e) => set('seriesNumber', e.target.value)}
          />
        </Field>
      </div>
      <Field label="Deadline" htmlFor="edit-deadline">
        <input
          id="edit-deadline"
          type="date"
          className={input()}
          value={form.deadline}
          onChange={(e) => set('deadline', e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
