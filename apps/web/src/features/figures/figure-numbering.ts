import {
  labelNumberedItems,
  numberChapters,
  type Book,
  type ChapterSummary,
  type NumberedThing,
} from '@receipts/domain';

/** What the editor needs to number one chapter's figures as the book does. */
export interface ChapterNumbering {
  mode: Book['figureNumbering'];
  number: number | null;
  title: string;
  /** Figures in the chapters before this one (book-wide numbering counts on from them). */
  figuresBefore: number;
}

/** The chapter's place in the book's numbering, from the book and its chapter list. */
export function chapterNumbering(
  book: Pick<Book, 'figureNumbering'>,
  chapters: readonly Pick<ChapterSummary, 'id' | 'title' | 'orderIndex' | 'figureCount'>[],
  chapterId: number,
): ChapterNumbering {
  const ordered = numberChapters(chapters);
  const index = ordered.findIndex(({ chapter }) => chapter.id === chapterId);
  const figuresBefore = ordered
    .slice(0, Math.max(index, 0))
    .reduce((sum, { chapter }) => sum + chapter.figureCount, 0);
  const own = ordered[index];
  return {
    mode: book.figureNumbering,
    number: own?.number ?? null,
    title: own?.chapter.title ?? '',
    figuresBefore,
  };
}

/** The labels of this chapter's figures and tables under its numbering. */
export function chapterLabels(
  numbering: ChapterNumbering,
  items: readonly NumberedThing[],
): ReadonlyMap<string, string> {
  const earlier: NumberedThing[] = Array.from({ length: numbering.figuresBefore }, (_, i) => ({
    kind: 'figure',
    id: `earlier-figure-${i}`,
  }));
  return labelNumberedItems(
    [
      { number: null, title: '', items: earlier },
      { number: numbering.number, title: numbering.title, items },
    ],
    numbering.mode,
  );
}
