import type { Book, BookUpdateInput } from '@receipts/domain';

/** The edit-details dialog's fields, as the inputs hold them (text). */
export interface EditBookForm {
  title: string;
  authorName: string;
  description: string;
  genre: string;
  targetChapterCount: string;
  isbn: string;
  deadline: string;
  seriesName: string;
  seriesNumber: string;
}

export function editBookFormFrom(book: Book): EditBookForm {
  return {
    title: book.title,
    authorName: book.authorName ?? '',
    description: book.description ?? '',
    genre: book.genre ?? '',
    targetChapterCount: book.targetChapterCount === null ? '' : String(book.targetChapterCount),
    isbn: book.isbn ?? '',
    deadline: book.deadline ?? '',
    seriesName: book.seriesName ?? '',
    seriesNumber: book.seriesNumber === null ? '' : String(book.seriesNumber),
  };
}

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);

/** A whole number of at least 0 (SPEC §5: chapter count minimum 0); empty or unreadable gives null. */
function countOrNull(value: string): number | null {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? null : Math.max(0, parsed);
}

/** SPEC §5, edit book: the title is required (callers disable Save when blank); empty optional fields are sent as null. */
export function toBookUpdateInput(id: number, form: EditBookForm): BookUpdateInput {
  return {
    id,
    title: form.title.trim(),
    authorName: textOrNull(form.authorName),
    description: textOrNull(form.description),
    genre: textOrNull(form.genre),
    targetChapterCount: countOrNull(form.targetChapterCount),
    isbn: textOrNull(form.isbn),
    deadline: form.deadline ? form.deadline : null,
    seriesName: textOrNull(form.seriesName),
    seriesNumber: countOrNull(form.seriesNumber),
  };
}

export function canSaveBook(form: EditBookForm): boolean {
  return form.title.trim().length > 0;
}
