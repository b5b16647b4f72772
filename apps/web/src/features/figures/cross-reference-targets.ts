import { labelNumberedItems, numberChapters, type Book } from '@receipts/domain';
import type { CrossReferenceTarget, NumberedItem } from '@receipts/editor/browser';
import { thingsOf, type NumberedChapter } from './figure-numbering.ts';

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
 * picked), and the other chapters' figures and the tables a reference already names, as their
 * summaries list them with `captions` by id (their text is not loaded here, so an unnamed table of
 * another chapter cannot be given an id; it still counts in the numbering).
 */
/** A numbered item of the picker: this chapter's as the editor has it, another's as listed. */
type PickerItem = Pick<NumberedItem, 'kind' | 'id' | 'referable' | 'caption'> & { pos?: number };

export function crossReferenceChoices(
  book: Pick<Book, 'figureNumbering'>,
  chapters: readonly NumberedChapter[],
  captions: ReadonlyMap<string, string>,
  current: { id: number; items: readonly NumberedItem[] },
): CrossReferenceChoice[] {
  const ordered = numberChapters(chapters).map(({ chapter, number }) => ({
    chapter,
    number,
    items: (chapter.id === current.id
      ? current.items
      : thingsOf(chapter).map((thing) => ({
          ...thing,
          caption: captions.get(thing.id) ?? '',
        }))) as readonly PickerItem[],
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
        target: item.referable || item.pos === undefined ? { id: item.id } : { tableAt: item.pos },
      })),
  );
}
