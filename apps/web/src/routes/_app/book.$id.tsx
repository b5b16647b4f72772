import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/placeholder/placeholder-page.tsx';

// Part B of the "Web app" issue replaces this with the book detail screen.
export const Route = createFileRoute('/_app/book/$id')({
  component: BookPlaceholder,
});

function BookPlaceholder() {
  const { id } = Route.useParams();
  return <PlaceholderPage title={`Book ${id}`} />;
}
