import { createFileRoute } from '@tanstack/react-router';
import { ChapterEditorPlaceholder } from '../../features/editor/chapter-editor-placeholder.tsx';

// Owned by the chapter editor's engineer; a placeholder until then.
export const Route = createFileRoute('/_app/books/$bookId/chapters/$chapterId')({
  component: ChapterEditorRoute,
});

function ChapterEditorRoute() {
  const { bookId, chapterId } = Route.useParams();
  return <ChapterEditorPlaceholder bookId={bookId} chapterId={chapterId} />;
}
