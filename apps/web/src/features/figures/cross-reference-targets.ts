import { labelNumberedItems, numberChapters, type Book, type Chapter } from '@receipts/domain';
import {
  numberedItems,
  parseChapterHtml,
  type CrossReferenceTarget,
  type NumberedItem,
} from '@receipts/editor/browser';

/** One line of the cross-reference picker. */
export interface CrossReferenceChoice {
  key: string;
  /** "Table 2.1", as the book numbers it now. */
  label: string;
  caption: string;
  chapterTitle: string;
  target: CrossReferenceTarget;
}

/**
 * Everything a cross-reference can point at, labelled by the book's one numbering rule: this
 * chapter's figures and tables as they are in the editor (a table without an id gets one when
 * picked), and the other chapters' figures and the tables a reference already names (their text
 * is not open here, so an unnamed table of another chapter cannot be given an id).
 */
export function crossReferenceChoices(
  book: Pick<Book, 'figureNumbering'>,
  chapters: readonly Pick<Chapter, 'id' | 'title' | 'orderIndex' | 'content'>[],
  current: { id: number; items: readonly NumberedItem[] },
): CrossReferenceChoice[] {
  const ordered = numberChapters(chapters).map(({ chapter, number }) => ({
    chapter,
    number,
    items:
      chapter.id === current.id
        ? current.items
        : numberedItems(parseChapterHtml(chapter.content), String(chapter.id)),
  }));
  const labels = labelNumberedItems(
    ordered.map(({ chapter, number, items }) => ({ number, title: chapter.title, items })),
    book.figureNumbering,
  );
  return ordered.flatMap(({ chapter, items }) =>
    items
      .filter((item) => item.referable || chapter.id === current.id)
      .map((item) => ({
        key: `${chapter.id}:${item.id}`,
        label: labels.get(item.id) ?? '',
        caption: item.caption,
        chapterTitle: chapter.title,
        target: item.referable ? { id: item.id } : { tableAt: item.pos },
      })),
  );
}
