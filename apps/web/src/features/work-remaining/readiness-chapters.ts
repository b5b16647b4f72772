import { numberChapters, type ChapterSummary } from '@receipts/domain';

export interface ReadinessChapter {
  id: number;
  /** 'Chapter n: Title', or the title alone for front and back matter. */
  name: string;
  eeatScore: number | null;
  /** Figures without alt text (docs/decisions/figures.md). */
  figuresWithoutAlt: number;
}

/** The book's chapters in orderIndex order, named as the chapter list names them. */
export function readinessChapters(chapters: readonly ChapterSummary[]): ReadinessChapter[] {
  return numberChapters(chapters).map(({ chapter, label }) => ({
    id: chapter.id,
    name: label ? `${label}: ${chapter.title}` : chapter.title,
    eeatScore: chapter.eeatScore,
    figuresWithoutAlt: chapter.figuresWithoutAlt,
  }));
}
