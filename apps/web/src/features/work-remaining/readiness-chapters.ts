import { numberChapters, type Chapter } from '@receipts/domain';
import { figuresWithoutAlt } from '../figures/missing-alt.ts';

export interface ReadinessChapter {
  id: number;
  /** 'Chapter n: Title', or the title alone for front and back matter. */
  name: string;
  eeatScore: number | null;
  /** Figures without alt text (docs/decisions/figures.md). */
  figuresWithoutAlt: number;
}

/** The book's chapters in orderIndex order, named as the chapter list names them. */
export function readinessChapters(chapters: readonly Chapter[]): ReadinessChapter[] {
  return numberChapters(chapters).map(({ chapter, label }) => ({
    id: chapter.id,
    name: label ? `${label}: ${chapter.title}` : chapter.title,
    eeatScore: chapter.eeatScore,
    figuresWithoutAlt: figuresWithoutAlt(chapter.content),
  }));
}
