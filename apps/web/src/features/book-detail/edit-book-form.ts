import {
  readTypedWholeNumber,
  type Book,
  type BookStatus,
  type BookUpdateInput,
  type FigureNumbering,
} from '@receipts/domain';

/** The edit-details dialog's fields, as the inputs hold them (text). */
export interface EditBookForm {
  title: string;
  subtitle: string;
  status: BookStatus;
  targetWordCount: string;
  authorName: string;
  description: string;
  genre: string;
  targetChapterCount: string;
  isbn: string;
  edition: string;
  dedication: string;
  deadline: string;
  seriesName: string;
  seriesNumber: string;
  /** Figures and tables: "Figure 3" through the book, or "Figure 2.3" by chapter. */
  figureNumbering: FigureNumbering;
}

export function editBookFormFrom(book: Book): EditBookForm {
  return {
    title: book.title,
    subtitle: book.subtitle ?? '',
    status: book.status,
    targetWordCount: String(book.targetWordCount),
    authorName: book.authorName ?? '',
    description: book.description ?? '',
    genre: book.genre ?? '',
    targetChapterCount: book.targetChapterCount === null ? '' : String(book.targetChapterCount),
    isbn: book.isbn ?? '',
    edition: book.edition ?? '',
    dedication: book.dedication ?? '',
    deadline: book.deadline ?? '',
    seriesName: book.seriesName ?? '',
    seriesNumber: book.seriesNumber === null ? '' : String(book.seriesNumber),
    figureNumbering: book.figureNumbering,
  };
}

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);

/** A whole number of at least 0 (SPEC §5: chapter count minimum 0); empty or unreadable gives null. */
function countOrNull(value: string): number | null {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? null : Math.max(0, parsed);
}

/**
 * SPEC §5, edit book: the title is required (callers disable Save when blank); empty optional
 * fields are sent as null. Status and target word count are editable too (SPEC §7's PATCH takes
 * them), the count read as the new-book form reads it ("60,000" is 60000).
 */
export function toBookUpdateInput(id: number, form: EditBookForm): BookUpdateInput {
  return {
    id,
    title: form.title.trim(),
    subtitle: textOrNull(form.subtitle),
    status: form.status,
    targetWordCount: readTypedWholeNumber(form.targetWordCount),
    authorName: textOrNull(form.authorName),
    description: textOrNull(form.description),
    genre: textOrNull(form.genre),
    targetChapterCount: countOrNull(form.targetChapterCount),
    isbn: textOrNull(form.isbn),
    edition: textOrNull(form.edition),
    dedication: textOrNull(form.dedication),
    deadline: form.deadline ? form.deadline : null,
    seriesName: textOrNull(form.seriesName),
    seriesNumber: countOrNull(form.seriesNumber),
    figureNumbering: form.figureNumbering,
  };
}

export function canSaveBook(form: EditBookForm): boolean {
  return form.title.trim().length > 0;
}
