import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BOOK_GENRES,
  messages,
  type Book,
  type BookStatus,
  type FigureNumbering,
} from '@receipts/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useFormState } from '../../lib/use-form-state.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import {
  Button,
  fieldPair,
  SimpleSelect,
  TextAreaField,
  TextField,
} from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { BOOK_STATUS_OPTIONS } from '../books/status-options.ts';
import { wordCountHint } from '../books/word-count-hint.ts';
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
const NUMBERING_ITEMS: { value: FigureNumbering; label: string }[] = [
  { value: 'book', label: 'Through the book (Table 3, Figure 5)' },
  { value: 'chapter', label: 'By chapter (Table 2.1, Figure 2.3)' },
];

/** 'Edit Details': every editable field of the book; Save stays disabled while the title is blank. */
export function EditBookDialog({ book }: { book: Book }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { form, setForm, set, field } = useFormState<EditBookForm>(() => editBookFormFrom(book));

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
      <TextField label="Title" id="edit-title" {...field('title')} />
      <TextField label="Subtitle" id="edit-subtitle" {...field('subtitle')} />
      <div className={fieldPair}>
        <SimpleSelect
          label="Status"
          items={BOOK_STATUS_OPTIONS}
          value={form.status}
          onValueChange={(value) => set('status', value as BookStatus)}
        />
        <TextField
          label="Target word count"
          id="edit-target-words"
          {...field('targetWordCount')}
          attributes={{ inputMode: 'numeric' }}
          hint={wordCountHint(form.targetWordCount)}
        />
      </div>
      <div className={fieldPair}>
        <TextField label="Author name" id="edit-author" {...field('authorName')} />
        <SimpleSelect
          label="Genre"
          items={GENRE_ITEMS}
          value={form.genre || NO_GENRE}
          onValueChange={(value) => set('genre', value === NO_GENRE ? '' : value)}
        />
      </div>
      <TextAreaField label="Description" id="edit-description" {...field('description')} />
      <div className={fieldPair}>
        <TextField
          label="Target chapters"
          id="edit-target-chapters"
          {...field('targetChapterCount')}
          attributes={{ type: 'number', min: 0, step: 1 }}
        />
        <TextField label="ISBN" id="edit-isbn" {...field('isbn')} />
      </div>
      <TextField
        label="Edition"
        id="edit-edition"
        {...field('edition')}
        attributes={{ placeholder: 'First edition 2026' }}
        hint="Printed on the copyright page of the PDF, EPUB and Word exports."
      />
      <TextAreaField label="Dedication" id="edit-dedication" {...field('dedication')} />
      <div className={fieldPair}>
        <TextField label="Series name" id="edit-series-name" {...field('seriesName')} />
        <TextField
          label="Series number"
          id="edit-series-number"
          {...field('seriesNumber')}
          attributes={{ type: 'number', min: 0, step: 1 }}
        />
      </div>
      <div className={fieldPair}>
        <TextField
          label="Deadline"
          id="edit-deadline"
          {...field('deadline')}
          attributes={{ type: 'date' }}
        />
        <SimpleSelect
          label="Figure and table numbers"
          items={NUMBERING_ITEMS}
          value={form.figureNumbering}
          onValueChange={(value) => set('figureNumbering', value as FigureNumbering)}
        />
      </div>
    </FormDialog>
  );
}
