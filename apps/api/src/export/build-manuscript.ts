import {
  DEFAULT_FIGURE_NUMBERING,
  isReferenceHeading,
  labelNumberedItems,
  numberChapters,
  REFERENCES_HEADING,
  type ExportOptions,
  type FigureNumbering,
} from '@receipts/domain';
import { numberedItems, numberedKeys } from '@receipts/editor';
import { htmlToDoc } from '@receipts/editor/server';
import { workKeysOfEntries } from '../services/bibliography/chapter-entries.ts';
import { chapterBody, inlinesOfHtml } from './chapter-blocks.ts';
import type { ExportEventListener } from './export-progress.ts';
import {
  figuresIn,
  inlineText,
  type FigureImage,
  type ListedItem,
  type Manuscript,
  type ManuscriptChapter,
} from './manuscript.ts';

export interface ManuscriptBook {
  title: string;
  subtitle: string | null;
  authorName: string | null;
  seriesName: string | null;
  seriesNumber: number | null;
  isbn: string | null;
  description: string | null;
  /** The copyright page's edition line; none when absent. */
  edition?: string | null;
  /** The dedication page's text; no page when absent. */
  dedication?: string | null;
  /** How figures and tables are numbered; through the book when absent. */
  figureNumbering?: FigureNumbering;
}

export interface ManuscriptChapterSource {
  id: number;
  title: string;
  orderIndex: number;
  status: string;
  content: string | null;
}

/** An entry of the book's bibliography, formatted (APA 7 by citeproc, in APA's order). */
export interface ManuscriptReference {
  workKey: string;
  html: string;
  /** The chapters that cite the work or list it. */
  chapterIds: number[];
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
 * schema, figures and tables labelled, and the reference list written from the book's bibliography
 * only (never from in-text forms or index records), either as one list at the end or one per
 * chapter. The chapters' own reference sections are taken out, and a chapter that is the book's
 * list ("References") gives way to it, so no entry is written twice. Pure: the caller loads the rows.
 */
export function buildManuscript(
  book: ManuscriptBook,
  chapters: readonly ManuscriptChapterSource[],
  references: readonly ManuscriptReference[],
  options: Pick<ExportOptions, 'references' | 'chapters'>,
  images: Record<string, FigureImage> = {},
  onEvent?: ExportEventListener,
): Manuscript {
  // Numbers count every chapter, exported or not, so they match what the editor shows.
  const numbered = numberChapters(chapters).map(({ chapter, number }, index) => {
    const doc = chapter.content ? htmlToDoc(chapter.content) : null;
    onEvent?.({ step: 'reading', done: index + 1, total: chapters.length });
    return { chapter, number, doc, items: doc ? numberedItems(doc, String(chapter.id)) : [] };
  });
  const labels = labelNumberedItems(
    numbered.map(({ chapter, number, items }) => ({ number, title: chapter.title, items })),
    book.figureNumbering ?? DEFAULT_FIGURE_NUMBERING,
  );
  const isIncluded = (chapter: ManuscriptChapterSource) =>
    options.chapters === 'all' || chapter.status === 'completed';
  const exported = numbered.filter(({ chapter }) => isIncluded(chapter));
  // One rule numbers figures and tables (labelNumberedItems); the lists come from the same items.
  const tableList: ListedItem[] = exported.flatMap(({ items }) =>
    items
      .filter((item) => item.kind === 'table')
      .map((item) => ({ label: labels.get(item.id) ?? '', caption: item.caption })),
  );
  const figuresWithoutAlt = exported.flatMap(({ chapter, items }) =>
    items
      .filter((item) => item.kind === 'figure' && !item.alt?.trim())
      .map((item) => `${labels.get(item.id) ?? 'A figure'} in “${chapter.title}”`),
  );
  const docs = new Map(exported.map(({ chapter, doc, items }) => [chapter, { doc, items }]));
  const included = exported.map(({ chapter }) => chapter);
  const includedIds = new Set(included.map((chapter) => chapter.id));
  const listed = references
    .filter((reference) => reference.chapterIds.some((id) => includedIds.has(id)))
    .map((reference) => ({ ...reference, inlines: inlinesOfHtml(reference.html) }));
  const written = included.filter(
    (chapter) => listed.length === 0 || !isReferenceHeading(chapter.title),
  );

  const perChapter = options.references === 'chapter';
  const manuscriptChapters: ManuscriptChapter[] = [];
  for (const [index, { chapter, label }] of numberChapters(written).entries()) {
    const { doc = null, items = [] } = docs.get(chapter) ?? {};
    const keys = doc ? numberedKeys(items, doc) : undefined;
    const body = chapterBody(doc, { labels, images, ...(keys ? { keys } : {}) });
    // A chapter's own list may repeat a work another chapter's list holds: it is listed here too.
    const ownKeys = perChapter ? workKeysOfEntries(body.references) : new Set<string>();
    manuscriptChapters.push({
      label,
      title: chapter.title,
      heading: label ? `${label}: ${chapter.title}` : chapter.title,
      blocks: body.blocks,
      references: perChapter
        ? listed
            .filter(
              (reference) =>
                reference.chapterIds.includes(chapter.id) || ownKeys.has(reference.workKey),
            )
            .map((reference) => reference.inlines)
        : [],
    });
    onEvent?.({ step: 'converting', done: index + 1, total: written.length });
  }

  return {
    title: book.title,
    subtitle: book.subtitle ?? null,
    series: seriesLine(book),
    seriesName: book.seriesName,
    seriesPosition: book.seriesName ? book.seriesNumber : null,
    author: book.authorName,
    isbn: book.isbn,
    edition: book.edition ?? null,
    dedication: book.dedication ?? null,
    description: book.description,
    language: 'en',
    chapters: manuscriptChapters,
    references: perChapter ? [] : listed.map((reference) => reference.inlines),
    referencesHeading: REFERENCES_HEADING,
    contentsHeading: CONTENTS_HEADING,
    images,
    figureList: manuscriptChapters.flatMap((chapter) =>
      figuresIn(chapter.blocks).map((figure) => ({
        label: figure.label,
        caption: inlineText(figure.caption).trim(),
      })),
    ),
    tableList,
    figuresWithoutAlt,
  };
}
