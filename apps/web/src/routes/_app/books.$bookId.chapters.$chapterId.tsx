import { createFileRoute } from '@tanstack/react-router';
import { ChapterEditorPage } from '../../features/editor/chapter-editor-page.tsx';

// The component (and with it ProseMirror) is code-split by the router plugin: only this route loads it.
export const Route = createFileRoute('/_app/books/$bookId/chapters/$chapterId')({
  loader: ({ context, params }) => {
    const id = Number(params.chapterId);
    if (context.authenticated && Number.isInteger(id) && id > 0) {
      void context.queryClient.prefetchQuery(context.trpc.chapters.get.queryOptions({ id }));
    }
  },
  component: ChapterEditorRoute,
});

function ChapterEditorRoute() {
  const { bookId, chapterId } = Route.useParams();
  return <ChapterEditorPage bookId={bookId} chapterId={chapterId} />;
}
