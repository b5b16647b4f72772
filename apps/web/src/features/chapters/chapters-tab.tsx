import { useQuery } from '@tanstack/react-query';
import { messages, type ChapterSummary } from '@receipts/domain';
import { lazy, Suspense, useState } from 'react';
import { FilePlus2 } from 'lucide-react';
import { css } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { EmptyState } from '../../components/empty-state.tsx';
import { TabSection } from '../../components/tab-section.tsx';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { NewChapterDialog } from './new-chapter-dialog.tsx';
import { SortableChapterList } from './sortable-chapter-list.tsx';
import { UploadChaptersButton } from './upload-chapters-button.tsx';
import { useChapterActions } from './use-chapter-actions.ts';

const ConfirmDeleteDialog = lazy(() => import('../../components/confirm-delete-dialog.tsx'));

/** 'Chapters (n)': upload, create, and the list sorted by orderIndex with SPEC §4's numbering. */
export function ChaptersTab({ bookId }: { bookId: number }) {
  const trpc = useTrpc();
  const chapters = useQuery(trpc.chapters.summariesByBook.queryOptions({ id: bookId }));
  const actions = useChapterActions(bookId);
  const [deleting, setDeleting] = useState<ChapterSummary | null>(null);
  const list = chapters.data ?? [];

  return (
    <TabSection
      id="chapters"
      heading={messages.bookDetail.chaptersHeading(list.length)}
      actions={
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <UploadChaptersButton bookId={bookId} />
          <NewChapterDialog bookId={bookId} chapterCount={list.length} />
        </div>
      }
    >
      {chapters.isPending ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {[0, 1, 2].map((key) => (
            <div key={key} className={`${skeleton()} ${css({ h: '16' })}`} />
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<FilePlus2 />}
          text="No chapters yet. Create one or upload a document."
          hint="Upload a .docx, .md or .pdf to split it into chapters, or start one from a blank page."
        >
          <NewChapterDialog
            bookId={bookId}
            chapterCount={0}
            triggerLabel="Write the first chapter"
            triggerVariant="outline"
          />
        </EmptyState>
      ) : (
        <SortableChapterList
          bookId={bookId}
          chapters={list}
          actions={actions}
          onDelete={setDeleting}
        />
      )}

      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            title={messages.deleteDialog.chapterTitle}
            item={deleting.title}
            pending={actions.removing}
            onConfirm={() => actions.remove(deleting, () => setDeleting(null))}
          />
        </Suspense>
      ) : null}
    </TabSection>
  );
}
