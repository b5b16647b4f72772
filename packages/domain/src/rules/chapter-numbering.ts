import { messages } from '../messages.ts';

/** SPEC §4: chapters with these titles are front or back matter and get no number. */
export const FRONT_OR_BACK_MATTER = [
  'preface',
  'introduction',
  'foreword',
  'epilogue',
  'afterword',
  'appendix',
  'prologue',
] as const;

// The word alone, or the word followed by ':' and anything ("Epilogue: Settling Accounts").
const MATTER_TITLE = new RegExp(`^(?:${FRONT_OR_BACK_MATTER.join('|')})(?::.*)?$`, 'is');

export function isFrontOrBackMatter(title: string): boolean {
  return MATTER_TITLE.test(title.trim());
}

export interface NumberedChapter<C> {
  chapter: C;
  /** 1-based among the numbered chapters; null for front or back matter. */
  number: number | null;
  /** 'Chapter n', or null when only the title is shown. */
  label: string | null;
}

interface Numberable {
  title: string;
  orderIndex: number;
}

/** Sorts by orderIndex (stable for ties) and numbers every chapter that is not front or back matter. */
export function numberChapters<C extends Numberable>(chapters: readonly C[]): NumberedChapter<C>[] {
  let next = 1;
  return [...chapters]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((chapter) => {
      if (isFrontOrBackMatter(chapter.title)) return { chapter, number: null, label: null };
      const number = next++;
      return { chapter, number, label: messages.chapterLabel(number) };
    });
}
