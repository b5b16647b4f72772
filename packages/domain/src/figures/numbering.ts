/** How a book numbers its figures and tables (docs/decisions/figures.md). */
export const FIGURE_NUMBERING_MODES = ['book', 'chapter'] as const;
export type FigureNumbering = (typeof FIGURE_NUMBERING_MODES)[number];
export const DEFAULT_FIGURE_NUMBERING: FigureNumbering = 'book';

export type NumberedKind = 'figure' | 'table';

const KIND_WORDS: Record<NumberedKind, string> = { figure: 'Figure', table: 'Table' };

export interface NumberedThing {
  kind: NumberedKind;
  id: string;
}

/** A chapter's numbered things, with the chapter's number (null for front or back matter). */
export interface ChapterThings {
  number: number | null;
  title: string;
  items: readonly NumberedThing[];
}

/** "2" in "Figure 2.3"; front or back matter goes by its title's initial ("Appendix" → "A.1"). */
const chapterPrefix = ({ number, title }: ChapterThings) =>
  number !== null ? String(number) : title.trim().charAt(0).toUpperCase() || '0';

/** What a cross-reference to a target that no longer exists reads (never a wrong number). */
export const MISSING_TARGET_LABEL = '[missing figure or table]';

/**
 * The label of every figure and table of a book: "Figure 3" numbered through the book, or
 * "Figure 2.3" (third figure of Chapter 2) by chapter. Figures and tables are counted separately,
 * in reading order: `chapters` in book order, each with its items in document order.
 * An id met twice (a copied figure) keeps its first label.
 */
export function labelNumberedItems(
  chapters: readonly ChapterThings[],
  mode: FigureNumbering,
): Map<string, string> {
  const labels = new Map<string, string>();
  const bookCounts: Record<NumberedKind, number> = { figure: 0, table: 0 };
  for (const chapter of chapters) {
    const chapterCounts: Record<NumberedKind, number> = { figure: 0, table: 0 };
    for (const { kind, id } of chapter.items) {
      const number =
        mode === 'book' ? ++bookCounts[kind] : `${chapterPrefix(chapter)}.${++chapterCounts[kind]}`;
      if (!labels.has(id)) labels.set(id, `${KIND_WORDS[kind]} ${number}`);
    }
  }
  return labels;
}

/** The label a cross-reference shows for its target. */
export function crossReferenceLabel(labels: ReadonlyMap<string, string>, target: string): string {
  return labels.get(target) ?? MISSING_TARGET_LABEL;
}
