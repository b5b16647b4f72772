import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
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
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { BookCard } from './book-card.tsx';
import { useReorderBooks } from './use-reorder-books.ts';

/** 'Your Books': 2 to 5 columns by width; drag a card onto another card's place to reorder. */
export function BookGrid({
  books,
  onDelete,
}: {
  books: readonly Book[];
  onDelete: (book: Book) => void;
}) {
  const reorder = useReorderBooks();
  // A drag ends with a click on the card under the pointer; swallow it so it does not open the book.
  const justDragged = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    justDragged.current = true;
    window.setTimeout(() => (justDragged.current = false), 0);
    if (over && active.id !== over.id) reorder(books, Number(active.id), Number(over.id));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={books.map((book) => book.id)} strategy={rectSortingStrategy}>
        <div
          data-testid="book-grid"
          onClickCapture={(event) => {
            if (justDragged.current) event.preventDefault();
          }}
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
          {books.map((book) => (
            <BookCard key={book.id} book={book} onDelete={onDelete} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
