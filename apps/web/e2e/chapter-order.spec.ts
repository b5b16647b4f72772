import type { Locator, Page } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import { api, assert, createBook, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

const rowTitles = (page: Page) =>
  page
    .locator('[data-testid="chapter-row"] [data-reorder-handle]')
    .evaluateAll((handles) =>
      handles.map((handle) => handle.getAttribute('aria-label')!.replace(/^Reorder /, '')),
    );

async function waitForOrder(page: Page, expected: string[]) {
  await page.waitForFunction(
    (want) =>
      [...document.querySelectorAll('[data-testid="chapter-row"] [data-reorder-handle]')]
        .map((handle) => handle.getAttribute('aria-label')!.replace(/^Reorder /, ''))
        .join('|') === want.join('|'),
    expected,
  );
}

/**
 * Waits until the keyboard drag shows `sign` and then until the page listens for the next key:
 * dnd-kit's keyboard sensor adds its key listener in a zero-delay timer after the pick-up, and a
 * busy page handles a waiting key before timers, so a fixed pause lost the arrow (seen once in a
 * full run: the order never changed). A timer queued now runs after the sensor's.
 */
async function readyAfter(page: Page, sign: Locator) {
  await sign.waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function bookWithChapters(context: Parameters<typeof createBook>[0], titles: string[]) {
  const book = await createBook(context, uniqueTitle('Order Book'));
  for (const [orderIndex, title] of titles.entries()) {
    await addChapter(context, book.id, title, { orderIndex });
  }
  return book;
}

const savedOrder = async (context: Parameters<typeof createBook>[0], bookId: number) =>
  (await api<{ title: string }[]>(context, 'GET', `/api/books/${bookId}/chapters`)).map(
    (chapter) => chapter.title,
  );

/** The order the server holds, asked until it is `expected` (the save follows the list's change). */
async function waitForSavedOrder(
  context: Parameters<typeof createBook>[0],
  bookId: number,
  expected: string[],
) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await savedOrder(context, bookId)).join('|') === expected.join('|')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.deepEqual(await savedOrder(context, bookId), expected);
}

test('Alt+Arrow on a chapter handle moves it, says so, keeps focus, and the order is saved', async ({
  page,
  context,
}) => {
  const book = await bookWithChapters(context, ['Prologue', 'Alpha', 'Beta', 'Gamma']);
  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Reorder Gamma' }).waitFor();

  await page.getByRole('button', { name: 'Reorder Gamma' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await waitForOrder(page, ['Prologue', 'Alpha', 'Gamma', 'Beta']);
  await page
    .getByTestId('chapter-order-announcement')
    .filter({ hasText: 'Gamma moved to position 3 of 4.' })
    .waitFor({ state: 'attached' });
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'Reorder Gamma',
    'the moved chapter keeps the focus, so it can be moved again',
  );
  await page.keyboard.press('Alt+ArrowUp');
  await waitForOrder(page, ['Prologue', 'Gamma', 'Alpha', 'Beta']);
  // The numbering follows the order: Gamma is now Chapter 1.
  await page
    .locator('[data-testid="chapter-row"]', {
      has: page.getByRole('button', { name: 'Reorder Gamma' }),
    })
    .getByText('Chapter 1', { exact: true })
    .waitFor();

  await waitForSavedOrder(context, book.id, ['Prologue', 'Gamma', 'Alpha', 'Beta']);
  await page.reload();
  await page.getByRole('button', { name: 'Reorder Gamma' }).waitFor();
  assert.deepEqual(await rowTitles(page), ['Prologue', 'Gamma', 'Alpha', 'Beta']);
  assert.equal(new URL(page.url()).pathname, `/book/${book.id}`, 'moving never opened a chapter');
});

test('a chapter dragged by its handle to another place stays there', async ({ page, context }) => {
  const book = await bookWithChapters(context, ['Alpha', 'Beta', 'Gamma', 'Epilogue']);
  await page.goto(`/book/${book.id}`);
  const handle = page.getByRole('button', { name: 'Reorder Epilogue' });
  await handle.scrollIntoViewIfNeeded();

  const from = (await handle.boundingBox())!;
  const to = (await page.getByRole('button', { name: 'Reorder Alpha' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.up();

  await waitForOrder(page, ['Epilogue', 'Alpha', 'Beta', 'Gamma']);
  assert.equal(new URL(page.url()).pathname, `/book/${book.id}`, 'the drop did not open a chapter');
  await waitForSavedOrder(context, book.id, ['Epilogue', 'Alpha', 'Beta', 'Gamma']);
});

test('space picks a chapter up, arrows move it, space drops it; a failed save puts it back', async ({
  page,
  context,
}) => {
  const book = await bookWithChapters(context, ['Alpha', 'Beta', 'Gamma']);
  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Reorder Alpha' }).focus();
  await page.keyboard.press('Space');
  await readyAfter(page, page.getByRole('button', { name: 'Reorder Alpha', pressed: true }));
  await page.keyboard.press('ArrowDown');
  await readyAfter(
    page,
    page.locator('[id^="DndLiveRegion"]', { hasText: 'Alpha is over position 2 of 3.' }),
  );
  await page.keyboard.press('Space');
  await waitForOrder(page, ['Beta', 'Alpha', 'Gamma']);
  await waitForSavedOrder(context, book.id, ['Beta', 'Alpha', 'Gamma']);

  await page.route('**/trpc/chapters.reorder**', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Reorder Gamma' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page
    .locator('[data-scope="toast"][data-part="description"]', {
      hasText: 'Failed to reorder chapters',
    })
    .waitFor();
  await waitForOrder(page, ['Beta', 'Alpha', 'Gamma']);
});
