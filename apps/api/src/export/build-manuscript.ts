import {
  mergeReferences,
  numberChapters,
  REFERENCES_HEADING,
  type ExportOptions,
} from '@receipts/domain';
import { chapterBody } from './chapter-blocks.ts';
import type { Manuscript, ManuscriptChapter } from './manuscript.ts';
import { labelTables } from './table-labels.ts';

export interface ManuscriptBook {
  title: string;
  subtitle: string | null;
  authorName: string | null;
  seriesName: string | null;
  seriesNumber: number | null;
  isbn: string | null;
  description: string | null;
}

export interface ManuscriptChapterSource {
  id: number;
  title: string;
  orderIndex: number;
  status: string;
  content: string | null;
}

export interface ManuscriptCitation {
  chapterId: number;
  citationText: string;
}

export const CONTENTS_HEADING = 'Contents';

function seriesLine(book: ManuscriptBook): string | null {
  if (!book.seriesName) return null;
  return book.seriesNumber !== null
    ? `Book ${book.seriesNumber} of ${book.seriesName}`
    : book.seriesName;
}

/**
 * The book as a manuscript: chapters in SPEC's order and numbering, each read through the editor
 * schema, and APA references merged from the chapters' own lists and the citation table, either
 * into one list for the book or one per chapter. Pure: the caller loads the rows.
 */
export function buildManuscript(
  book: ManuscriptBook,
  chapters: readonly ManuscriptChapterSource[],
  citations: readonly ManuscriptCitation[],
  options: Pick<ExportOptions, 'references' | 'chapters'>,
): Manuscript {
  const included = chapters.filter(
    (chapter) => options.chapters === 'all' || chapter.status === 'completed',
  );
  const citedIn = new Map<number, string[]>();
  for (const citation of citations) {
    const list = citedIn.get(citation.chapterId) ?? [];
    list.push(citation.citationText);
    citedIn.set(citation.chapterId, list);
  }

  const perChapter = options.references === 'chapter';
  const bookReferences: string[] = [];
  const manuscriptChapters: ManuscriptChapter[] = [];
  for (const { chapter, label } of numberChapters(included)) {
    const body = chapterBody(chapter.content);
    const references = [...body.references, ...(citedIn.get(chapter.id) ?? [])];
    if (!perChapter) bookReferences.push(...references);
    manuscriptChapters.push({
      label,
      title: chapter.title,
      heading: label ? `${label}: ${chapter.title}` : chapter.title,
      blocks: body.blocks,
      references: perChapter ? mergeReferences(references) : [],
    });
  }

  labelTables(manuscriptChapters);
  return {
    title: book.title,
    subtitle: book.subtitle ?? null,
    series: seriesLine(book),
    seriesName: book.seriesName,
    seriesPosition: book.seriesName ? book.seriesNumber : null,
    author: book.authorName,
    isbn: book.isbn,
    description: book.description,
    language: 'en',
    chapters: manuscriptChapters,
    references: perChapter ? [] : mergeReferences(bookReferences),
    referencesHeading: REFERENCES_HEADING,
    contentsHeading: CONTENTS_HEADING,
  };
}
