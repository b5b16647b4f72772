import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { Book } from '@receipts/domain';
import { css } from 'styled-system/css';
import { BookCard } from './book-card.tsx';
import { useReorderBooks } from './use-reorder-books.ts';

const cancelClick = (event: MouseEvent) => event.preventDefault();

/** 'Your Books': 2 to 5 columns by width; drag a card onto another card's place to reorder. */
export function BookGrid({
  books,
  onDelete,
}: {
  books: readonly Book[];
  onDelete: (book: Book) => void;
}) {
  const reorder = useReorderBooks();
  const sensors = useSensors(
    // The whole card drags: with a mouse once it has moved 8 px (a click still opens the book),
    // on a touch screen after a short press (a swipe still scrolls the page).
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A drag ends with a click on the card link under the pointer. dnd-kit stops that click's
  // propagation at the window, so React never sees it, but the browser would still follow the
  // link (a full page load): cancel its default from the start of the drag until just after it.
  const onDragStart = () => window.addEventListener('click', cancelClick, true);
  const settle = () =>
    window.setTimeout(() => window.removeEventListener('click', cancelClick, true), 50);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    settle();
    if (over && active.id !== over.id) reorder(books, Number(active.id), Number(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={settle}
    >
      <SortableContext items={books.map((book) => book.id)} strategy={rectSortingStrategy}>
        <div
          data-testid="book-grid"
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: {
              base: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
              xl: 'repeat(5, minmax(0, 1fr))',
            },
          })}
        >
          {books.map((book, index) => (
            <BookCard key={book.id} book={book} onDelete={onDelete} priority={index === 0} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
