import type { BrowserContext, Page } from 'playwright-core';
import { api, createBook, uniqueTitle, type ApiClient } from './helpers.ts';

/** A chapter of a new book, created through the API, and the chapter editor around it. */

export interface ChapterRecord {
  id: number;
  bookId: number;
  title: string;
  content: string | null;
  wordCount: number;
  version: number;
}

/** POST /api/chapters: a chapter of `bookId` (draft, no notes; the server counts its words). */
export function addChapter(
  context: ApiClient,
  bookId: number,
  title: string,
  {
    orderIndex = 0,
    content = null,
    status = 'draft',
  }: { orderIndex?: number; content?: string | null; status?: string } = {},
): Promise<ChapterRecord> {
  return api<ChapterRecord>(context, 'POST', '/api/chapters', {
    bookId,
    title,
    content,
    orderIndex,
    wordCount: 0,
    status,
    notes: null,
  });
}

export async function createChapter(context: BrowserContext, content: string | null = null) {
  const book = await createBook(context, uniqueTitle('Editor Book'));
  const chapter = await addChapter(context, book.id, 'Chapter Under Test', { content });
  return { book, chapter, url: `/books/${book.id}/chapters/${chapter.id}` };
}

export const editor = (page: Page) => page.getByTestId('chapter-editor');

/** Paragraph `n` of the long chapters the journeys type in: numbered, so each is told apart. */
export const ledgerParagraph = (n: number) =>
  `Paragraph ${n} of the ledger records one more receipt, dated and signed, which the institution denied having ever issued.`;

/** A chapter of `count` ledger paragraphs, as stored HTML. */
export const ledgerChapter = (count: number) =>
  Array.from({ length: count }, (_, i) => `<p>${ledgerParagraph(i + 1)}</p>`).join('');

/** A new chapter (`createChapter`) opened in the editor, with the caret in its text. */
export async function openNewChapter(
  page: Page,
  context: BrowserContext,
  content: string | null = null,
) {
  const created = await createChapter(context, content);
  await page.goto(created.url);
  await editor(page).click();
  return created;
}
export const indicator = (page: Page) => page.getByTestId('save-indicator');

export async function waitSaved(page: Page) {
  await indicator(page)
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
}

export const getChapter = (context: BrowserContext, id: number) =>
  api<ChapterRecord>(context, 'GET', `/api/chapters/${id}`);

/** Pastes `html` into the editor as the browser would deliver a clipboard with it. */
export async function pasteHtml(page: Page, html: string, text = 'fallback') {
  await page.evaluate(
    ({ html, text }) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', text);
      const target = document.querySelector('[data-testid="chapter-editor"]')!;
      target.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { html, text },
  );
}
