import {
  labelNumberedItems,
  numberChapters,
  type Book,
  type ChapterSummary,
  type NumberedKind,
  type NumberedThing,
} from '@receipts/domain';

/** What the editor needs to number one chapter's figures and tables as the book does. */
export interface ChapterNumbering {
  mode: Book['figureNumbering'];
  number: number | null;
  title: string;
  /** Figures and tables in the chapters before this one (book-wide numbering counts on from them). */
  before: Record<NumberedKind, number>;
}

type NumberedChapter = Pick<
  ChapterSummary,
  'id' | 'title' | 'orderIndex' | 'figureCount' | 'tableCount'
>;

/** The chapter's place in the book's numbering, from the book and its chapter list. */
export function chapterNumbering(
  book: Pick<Book, 'figureNumbering'>,
  chapters: readonly NumberedChapter[],
  chapterId: number,
): ChapterNumbering {
  const ordered = numberChapters(chapters);
  const index = ordered.findIndex(({ chapter }) => chapter.id === chapterId);
  const earlier = ordered.slice(0, Math.max(index, 0));
  const own = ordered[index];
  return {
    mode: book.figureNumbering,
    number: own?.number ?? null,
    title: own?.chapter.title ?? '',
    before: {
      figure: earlier.reduce((sum, { chapter }) => sum + chapter.figureCount, 0),
      table: earlier.reduce((sum, { chapter }) => sum + chapter.tableCount, 0),
    },
  };
}

/** Stand-ins for the earlier chapters' figures and tables, so the one rule counts on from them. */
const earlierThings = (kind: NumberedKind, count: number): NumberedThing[] =>
  Array.from({ length: count }, (_, i) => ({ kind, id: `earlier-${kind}-${i}` }));

/** The labels of this chapter's figures and tables under its numbering (labelNumberedItems). */
export function chapterLabels(
  numbering: ChapterNumbering,
  items: readonly NumberedThing[],
): ReadonlyMap<string, string> {
  const earlier = [
    ...earlierThings('figure', numbering.before.figure),
    ...earlierThings('table', numbering.before.table),
  ];
  return labelNumberedItems(
    [
      { number: null, title: '', items: earlier },
      { number: numbering.number, title: numbering.title, items },
    ],
    numbering.mode,
  );
}
