import type { BOOK_GENRES } from '../constants.ts';

export type BookGenre = (typeof BOOK_GENRES)[number];

export interface PlannedMilestone {
  title: string;
  description: string | null;
  /** ISO date (yyyy-mm-dd) when the plan gives one. */
  deadline: string | null;
}

/**
 * What a document states about itself outside its text: Word's Title, Subtitle, Author and Date
 * paragraphs, or a Markdown file's YAML front matter. Never part of a chapter.
 */
export interface DocumentMetadata {
  title?: string;
  subtitle?: string;
  authorName?: string;
  /** yyyy-mm-dd, when the date or deadline given is one. */
  deadline?: string;
  isbn?: string;
  seriesName?: string;
  seriesNumber?: number;
}

/** What a master-plan document says about the book it plans; null where it says nothing. */
export interface MasterPlan {
  title: string;
  subtitle: string | null;
  authorName: string | null;
  /** The book's deadline (yyyy-mm-dd). */
  deadline: string | null;
  isbn: string | null;
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
