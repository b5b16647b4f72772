import { useMutation } from '@tanstack/react-query';
import { messages } from '@receipts/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Button, TextField } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { toChapterCreateInput } from './chapter-form.ts';
import { useChapterInvalidation } from './use-chapter-invalidation.ts';

/** 'New Chapter' and its dialog: a title (required), added after the book's last chapter. */
export function NewChapterDialog({
  bookId,
  chapterCount,
  triggerLabel = 'New Chapter',
  triggerVariant = 'accent',
}: {
  bookId: number;
  chapterCount: number;
  /** The opening button's text (the empty list's call to action says it its own way). */
  triggerLabel?: string;
  triggerVariant?: 'accent' | 'outline';
}) {
  const trpc = useTrpc();
  const notify = useNotify();
  const invalidate = useChapterInvalidation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');

  const create = useMutation(
    trpc.chapters.create.mutationOptions({
      onSuccess: async (chapter) => {
        notify.success(messages.toasts.success.createChapter);
        setOpen(false);
        setTitle('');
        await invalidate(bookId, chapter.id);
      },
      onError: () => notify.error(messages.toasts.error.createChapter),
    }),
  );

  const canSubmit = title.trim() !== '' && !create.isPending;

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={triggerVariant} size="sm">
          <Plus /> {triggerLabel}
        </Button>
      }
      title="New Chapter"
      description="The chapter is added after the last one, as a draft."
      submitLabel="Create Chapter"
      canSubmit={canSubmit}
      onSubmit={() => create.mutate(toChapterCreateInput(bookId, title, chapterCount))}
    >
      <TextField
        label="Chapter title"
        id="chapter-title"
        value={title}
        onValueChange={setTitle}
        attributes={{ autoFocus: true }}
      />
    </FormDialog>
  );
}
