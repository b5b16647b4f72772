import { createFileRoute } from '@tanstack/react-router';
import { ChapterEditorPage } from '../../features/editor/chapter-editor-page.tsx';
import { loadEditorCode } from '../../features/editor/editor-code.ts';
import { firstPageDrawn } from '../../lib/first-page-drawn.ts';

// The component is code-split by the router plugin: only this route loads it. ProseMirror comes
// apart (editor-code.ts): beside the route's code on a navigation, after the first paint on a full load.
export const Route = createFileRoute('/_app/books/$bookId/chapters/$chapterId')({
  loader: ({ context, params }) => {
    const id = Number(params.chapterId);
    if (context.authenticated && Number.isInteger(id) && id > 0) {
      void context.queryClient.prefetchQuery(context.trpc.chapters.get.queryOptions({ id }));
      if (firstPageDrawn()) void loadEditorCode().catch(() => {}); // the page reports a failure
    }
  },
  component: ChapterEditorRoute,
});

function ChapterEditorRoute() {
  const { bookId, chapterId } = Route.useParams();
  return <ChapterEditorPage bookId={bookId} chapterId={chapterId} />;
}
