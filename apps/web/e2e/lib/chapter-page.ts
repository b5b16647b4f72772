import type { BrowserContext, Page } from 'playwright-core';
import { api, createBook, uniqueTitle } from './helpers.ts';

/** A chapter of a new book, created through the API, and the chapter editor around it. */

export interface ChapterRecord {
  id: number;
  bookId: number;
  title: string;
  content: string | null;
  wordCount: number;
  version: number;
}

export async function createChapter(context: BrowserContext, content: string | null = null) {
  const book = await createBook(context, uniqueTitle('Editor Book'));
  const chapter = await api<ChapterRecord>(context, 'POST', '/api/chapters', {
    bookId: book.id,
    title: 'Chapter Under Test',
    content,
    orderIndex: 0,
    wordCount: 0,
    status: 'draft',
    notes: null,
  });
  return { book, chapter, url: `/books/${book.id}/chapters/${chapter.id}` };
}

export const editor = (page: Page) => page.getByTestId('chapter-editor');
export const indicator = (page: Page) => page.getByTestId('save-indicator');

export async function waitSaved(page: Page) {
  await indicator(page)
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
}

export const getChapter = (context: BrowserContext, id: number) =>
  api<ChapterRecord>(context, 'GET', `/api/chapters/${id}`);
