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

/** What a cross-reference to a target that no longer exists reads (never a wrong number). */
export const MISSING_TARGET_LABEL = '[missing figure or table]';

/**
 * The label of every figure and table of a book: "Figure 3" numbered through the book, or
 * "Figure 2.3" (third figure of the second chapter) by chapter. Figures and tables are counted
 * separately, in reading order: `chapters` in book order, each with its items in document order.
 * An id met twice (a copied figure) keeps its first label.
 */
export function labelNumberedItems(
  chapters: readonly (readonly NumberedThing[])[],
  mode: FigureNumbering,
): Map<string, string> {
  const labels = new Map<string, string>();
  const bookCounts: Record<NumberedKind, number> = { figure: 0, table: 0 };
  chapters.forEach((items, chapterIndex) => {
    const chapterCounts: Record<NumberedKind, number> = { figure: 0, table: 0 };
    for (const { kind, id } of items) {
      const number =
        mode === 'book' ? ++bookCounts[kind] : `${chapterIndex + 1}.${++chapterCounts[kind]}`;
      if (!labels.has(id)) labels.set(id, `${KIND_WORDS[kind]} ${number}`);
    }
  });
  return labels;
}

/** The label a cross-reference shows for its target. */
export function crossReferenceLabel(labels: ReadonlyMap<string, string>, target: string): string {
  return labels.get(target) ?? MISSING_TARGET_LABEL;
}
