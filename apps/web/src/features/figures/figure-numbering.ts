import {
  labelNumberedItems,
  numberChapters,
  type Book,
  type ChapterSummary,
  type ChapterThings,
  type NumberedThing,
} from '@receipts/domain';

/** What the editor needs to number one chapter's figures and tables as the book does. */
export interface ChapterNumbering {
  mode: Book['figureNumbering'];
  number: number | null;
  title: string;
  /** The figures and tables of the chapters before this one (book-wide numbering counts on from them). */
  before: ChapterThings[];
  /** Those of the chapters after it, so a cross-reference to one of them reads its label. */
  after: ChapterThings[];
}

export type NumberedChapter = Pick<
  ChapterSummary,
  'id' | 'title' | 'orderIndex' | 'figureIds' | 'tableIds'
>;

/**
 * Another chapter's numbered things as its summary lists them: figures by id, tables by id or, for
 * a table no reference names, by a key of its place no cross-reference can name (`referable`
 * false). Figures first, then tables: each kind is counted on its own, in document order.
 */
export const thingsOf = ({
  id,
  figureIds,
  tableIds,
}: NumberedChapter): (NumberedThing & { referable: boolean })[] => [
  ...figureIds.map((figure) => ({ kind: 'figure' as const, id: figure, referable: true })),
  ...tableIds.map((table, n) => ({
    kind: 'table' as const,
    id: table || `${id}#table-${n + 1}`,
    referable: table !== '',
  })),
];

/** The chapter's place in the book's numbering, from the book and its chapter list. */
export function chapterNumbering(
  book: Pick<Book, 'figureNumbering'>,
  chapters: readonly NumberedChapter[],
  chapterId: number,
): ChapterNumbering {
  const ordered = numberChapters(chapters);
  const index = ordered.findIndex(({ chapter }) => chapter.id === chapterId);
  const things = ordered.map(({ chapter, number }) => ({
    number,
    title: chapter.title,
    items: thingsOf(chapter),
  }));
  const own = ordered[index];
  return {
    mode: book.figureNumbering,
    number: own?.number ?? null,
    title: own?.chapter.title ?? '',
    before: index < 0 ? things : things.slice(0, index),
    after: index < 0 ? [] : things.slice(index + 1),
  };
}

/**
 * The labels of this chapter's figures and tables under its numbering (labelNumberedItems), and of
 * the other chapters' ones, which its cross-references may name. This chapter's own items are the
 * editor's live ones, so adding a figure here moves the labels of later chapters' figures too.
 */
export function chapterLabels(
  numbering: ChapterNumbering,
  items: readonly NumberedThing[],
): ReadonlyMap<string, string> {
  return labelNumberedItems(
    [
      ...numbering.before,
      { number: numbering.number, title: numbering.title, items },
      ...numbering.after,
    ],
    numbering.mode,
  );
}
