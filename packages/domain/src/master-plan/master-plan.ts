import type { BOOK_GENRES } from '../constants.ts';

export type BookGenre = (typeof BOOK_GENRES)[number];

export interface PlannedMilestone {
  title: string;
  description: string | null;
  /** ISO date (yyyy-mm-dd) when the plan gives one. */
  deadline: string | null;
}

/** What a master-plan document says about the book it plans; null where it says nothing. */
export interface MasterPlan {
  title: string;
  description: string | null;
  seriesName: string | null;
  seriesNumber: number | null;
  genre: BookGenre | null;
  targetWordCount: number | null;
  targetChapterCount: number | null;
  /** Chapter titles, in order. */
  chapters: string[];
  milestones: PlannedMilestone[];
}
