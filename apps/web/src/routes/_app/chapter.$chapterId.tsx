import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { messages } from '@receipts/domain';
import { css } from 'styled-system/css';

/** The citation manager links to /chapter/{id}; the chapter knows its book, so go to the editor. */
export const Route = createFileRoute('/_app/chapter/$chapterId')({
  component: ChapterRedirect,
});

function ChapterRedirect() {
  const { chapterId } = Route.useParams();
  const { trpc } = Route.useRouteContext();
  const id = Number(chapterId);
  const chapter = useQuery({
    ...trpc.chapters.get.queryOptions({ id }),
    enabled: Number.isInteger(id) && id > 0,
  });

  if (chapter.data) {
    return (
      <Navigate
        to="/books/$bookId/chapters/$chapterId"
        params={{ bookId: String(chapter.data.bookId), chapterId }}
        replace
      />
    );
  }
  if (chapter.isError || !(id > 0)) {
    return <p className={css({ color: 'fg.muted' })}>{messages.notFound.chapter}</p>;
  }
  return <p className={css({ color: 'fg.muted' })}>{messages.chapterEditor.loading}</p>;
}
