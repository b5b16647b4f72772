import type { Book } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { canSaveBook, editBookFormFrom, toBookUpdateInput } from './edit-book-form.ts';

const book: Book = {
  id: 3,
  title: 'PTO in Palestine',
  subtitle: null,
  description: null,
  authorName: 'A. Writer',
  targetWordCount: 80000,
  currentWordCount: 1200,
  status: 'planning',
  deadline: '2026-03-05',
  coverImageUrl: null,
  displayOrder: 0,
  seriesName: null,
  seriesNumber: 2,
  targetChapterCount: 12,
  isbn: null,
  edition: 'First edition 2026',
  dedication: null,
  genre: 'Antiracism',
  aiAnalysisLog: null,
  figureNumbering: 'book',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('editBookFormFrom', () => {
  it('fills the inputs from the book, with empty text for missing values', () => {
    expect(editBookFormFrom(book)).toEqual({
      title: 'PTO in Palestine',
      subtitle: '',
      status: 'planning',
      targetWordCount: '80000',
      authorName: 'A. Writer',
      description: '',
      genre: 'Antiracism',
      targetChapterCount: '12',
      isbn: '',
      edition: 'First edition 2026',
      dedication: '',
      deadline: '2026-03-05',
      seriesName: '',
      seriesNumber: '2',
      figureNumbering: 'book',
    });
  });
});

describe('toBookUpdateInput', () => {
  it('sends empty optional fields as null', () => {
    const form = {
      ...editBookFormFrom(book),
      authorName: '  ',
      genre: '',
      targetChapterCount: '',
      deadline: '',
      seriesNumber: '',
    };
    expect(toBookUpdateInput(3, form)).toMatchObject({
      id: 3,
      authorName: null,
      genre: null,
      targetChapterCount: null,
      deadline: null,
      seriesNumber: null,
      description: null,
      isbn: null,
      seriesName: null,
      dedication: null,
    });
  });

  it('keeps the edition as typed and the dedication with its line breaks', () => {
    const form = {
      ...editBookFormFrom(book),
      edition: ' Second edition, revised ',
      dedication: 'For Ada,\nwho kept every receipt.',
    };
    expect(toBookUpdateInput(3, form)).toMatchObject({
      edition: 'Second edition, revised',
      dedication: 'For Ada,\nwho kept every receipt.',
    });
  });

  it('sends the status and the target word count, read with its thousands separators', () => {
    const form = {
      ...editBookFormFrom(book),
      status: 'in-progress' as const,
      targetWordCount: '60,000',
      subtitle: ' A Subtitle ',
    };
    expect(toBookUpdateInput(3, form)).toMatchObject({
      status: 'in-progress',
      targetWordCount: 60000,
      subtitle: 'A Subtitle',
    });
  });

  it('trims text and reads counts as whole numbers of at least 0', () => {
    const form = {
      ...editBookFormFrom(book),
      title: '  New Title ',
      targetChapterCount: '-4',
      seriesNumber: '3',
    };
    expect(toBookUpdateInput(3, form)).toMatchObject({
      title: 'New Title',
      targetChapterCount: 0,
      seriesNumber: 3,
    });
  });
});

describe('the numbering of figures and tables', () => {
  it('sends the chosen numbering', () => {
    const form = { ...editBookFormFrom(book), figureNumbering: 'chapter' as const };
    expect(toBookUpdateInput(3, form)).toMatchObject({ figureNumbering: 'chapter' });
  });
});

describe('canSaveBook', () => {
  it('needs a title that is not blank', () => {
    expect(canSaveBook(editBookFormFrom(book))).toBe(true);
    expect(canSaveBook({ ...editBookFormFrom(book), title: '   ' })).toBe(false);
  });
});
