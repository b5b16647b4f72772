import { useMutation } from '@tanstack/react-query';
import { messages } from '@receipts/domain';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button, Dialog, Field } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { toChapterCreateInput } from './chapter-form.ts';
import { useChapterInvalidation } from './use-chapter-invalidation.ts';

/** 'New Chapter' and its dialog: a title (required), added after the book's last chapter. */
export function NewChapterDialog({ bookId, chapterCount }: { bookId: number; chapterCount: number }) {
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim()) create.mutate(toChapterCreateInput(bookId, title, chapterCount));
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button variant="accent" size="sm">
          <Plus /> New Chapter
        </Button>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>New Chapter</Dialog.Title>
          <Dialog.Description>The chapter is added after the last one, as a draft.</Dialog.Description>
          <form onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '5' })}>
            <Field label="Chapter title" htmlFor="chapter-title">
              <input id="chapter-title" className={input()} value={title} onChange={(e) => setTitle(e.target.value)} autoFocus />
            </Field>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{messages.common.cancel}</Button>
              </Dialog.CloseTrigger>
              <Button type="submit" variant="accent" disabled={!title.trim() || create.isPending}>
                Create Chapter
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
