import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { numberChapters, type ChapterSummary } from '@receipts/domain';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { chapterListTexts as texts } from './chapter-list-texts.ts';
import { ChapterRow } from './chapter-row.tsx';
import type { ChapterActions } from './use-chapter-actions.ts';
import { useReorderChapters } from './use-reorder-chapters.ts';

interface SortableChapterListProps {
  bookId: number;
  chapters: readonly ChapterSummary[];
  actions: ChapterActions;
  onDelete: (chapter: ChapterSummary) => void;
}

/**
 * The chapter list in orderIndex order. Each row's grip handle drags it (pointer), picks it up
 * (space, arrows, space) or moves it one place (Alt+ArrowUp/Down); every move is announced.
 */
export function SortableChapterList({
  bookId,
  chapters,
  actions,
  onDelete,
}: SortableChapterListProps) {
  const reorder = useReorderChapters(bookId);
  const [announcement, setAnnouncement] = useState('');
  const [refocus, setRefocus] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numbered = numberChapters(chapters);
  const ordered = numbered.map(({ chapter }) => chapter);
  const ids = ordered.map((chapter) => chapter.id);
  const count = ids.length;
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const titleOf = (id: UniqueIdentifier) =>
    ordered.find((chapter) => chapter.id === Number(id))?.title ?? '';

  // A row moved by the keyboard is re-inserted in the DOM, which can take its handle's focus.
  useEffect(() => {
    if (refocus === null) return;
    document.querySelector<HTMLElement>(`[data-reorder-handle="${refocus}"]`)?.focus();
    setRefocus(null);
  }, [refocus, chapters]);

  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.pickedUp(titleOf(active.id), positionOf(active.id), count),
    onDragOver: ({ active, over }) =>
      over ? texts.movedOver(titleOf(active.id), positionOf(over.id), count) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? texts.dropped(titleOf(active.id), positionOf(over.id), count)
        : texts.cancelled(titleOf(active.id)),
    onDragCancel: ({ active }) => texts.cancelled(titleOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) reorder(ordered, positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  const moveBy = (chapter: ChapterSummary, step: -1 | 1) => {
    const from = ids.indexOf(chapter.id);
    if (!reorder(ordered, from, from + step)) return;
    setAnnouncement(texts.dropped(chapter.title, from + step + 1, count));
    setRefocus(chapter.id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={card({ padding: 'none' })} data-testid="chapter-list">
          {numbered.map((entry) => (
            <ChapterRow
              key={entry.chapter.id}
              numbered={entry}
              actions={actions}
              onDelete={onDelete}
              onMove={(step) => moveBy(entry.chapter, step)}
            />
          ))}
        </ol>
      </SortableContext>
      <div
        aria-live="polite"
        data-testid="chapter-order-announcement"
        className={css({ srOnly: true })}
      >
        {announcement}
      </div>
    </DndContext>
  );
}
