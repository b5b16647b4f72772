import { addChapter, createChapter, editor, getChapter, waitSaved } from './lib/chapter-page.ts';
import { api, assert, createBook, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/* Issue #23, items 1, 4 and 7: find and replace, the Trash, the keyboard. */

test('Ctrl+F finds in the chapter, steps through matches and replaces one, keeping italics', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(
    context,
    '<p>The <em>colour</em> of money, the colour of law.</p><p>No colour here.</p>',
  );
  await page.goto(url);
  await editor(page).getByText('of money').click();
  await page.keyboard.press('ControlOrMeta+f');
  const panel = page.getByRole('search', { name: 'Find and replace' });
  await panel.getByRole('textbox', { name: 'Find' }).fill('colour');
  const count = panel.getByTestId('find-count');
  await count.filter({ hasText: '3 matches' }).waitFor();
  assert.equal(await editor(page).locator('.pm-search-match').count(), 3);
  await page.keyboard.press('Enter');
  await count.filter({ hasText: '1 of 3' }).waitFor();
  await page.keyboard.press('Enter');
  await count.filter({ hasText: '2 of 3' }).waitFor();
  await page.keyboard.press('Shift+Enter');
  await count.filter({ hasText: '1 of 3' }).waitFor();
  await panel.getByRole('textbox', { name: 'Replace with' }).fill('hue');
  await panel.getByRole('button', { name: 'Replace', exact: true }).click();
  await count.filter({ hasText: '1 of 2' }).waitFor();
  await editor(page).locator('em', { hasText: 'hue' }).waitFor();
  await panel.getByRole('checkbox', { name: 'Match case' }).check();
  await panel.getByRole('textbox', { name: 'Find' }).fill('No');
  await count.filter({ hasText: /^1 match$/ }).waitFor();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  assert.equal(await editor(page).locator('.pm-search-match').count(), 0);
  await waitSaved(page);
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    '<p>The <em>hue</em> of money, the colour of law.</p><p>No colour here.</p>',
  );
});

test('a book-wide replace changes every chapter and is undone from the history', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Replace Book'));
  const one = await addChapter(context, book.id, 'One', {
    content: '<p>The ministry of truth.</p>',
  });
  await addChapter(context, book.id, 'Two', {
    orderIndex: 1,
    content: '<p>Truth is a ministry matter.</p>',
  });
  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Search the book' }).waitFor();
  await page.keyboard.press('ControlOrMeta+Shift+f');
  const dialog = page.getByRole('dialog', { name: 'Search the book' });
  await dialog.getByRole('textbox', { name: 'Find' }).fill('ministry');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog
    .getByTestId('book-search-total')
    .filter({ hasText: '2 matches in 2 chapters' })
    .waitFor();
  await dialog.getByRole('region', { name: 'One' }).getByText('The ministry of truth.').waitFor();
  await dialog.getByRole('textbox', { name: 'Replace with' }).fill('department');
  await dialog.getByRole('button', { name: 'Replace all' }).click();
  await dialog.getByText('Replaced 2 matches in 2 chapters.', { exact: false }).waitFor();
  assert.equal((await getChapter(context, one.id)).content, '<p>The department of truth.</p>');

  // Undo from the first chapter's history.
  await page.keyboard.press('Escape');
  await page.goto(`/books/${book.id}/chapters/${one.id}`);
  await editor(page).filter({ hasText: 'The department of truth.' }).waitFor();
  await page.getByRole('button', { name: 'Revisions' }).click();
  const history = page.getByRole('dialog', { name: 'Revisions' });
  await history
    .getByRole('button', { name: /Before a find and replace/ })
    .first()
    .click();
  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await history.waitFor({ state: 'detached' });
  await editor(page).filter({ hasText: 'The ministry of truth.' }).waitFor();
  assert.equal((await getChapter(context, one.id)).content, '<p>The ministry of truth.</p>');
});

test('a book-wide search lists the first 1,000 matches and shows the next ones on demand', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Many Matches'));
  await addChapter(context, book.id, 'Long', { content: `<p>${'echo '.repeat(1005)}</p>` });
  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Search the book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the book' });
  await dialog.getByRole('textbox', { name: 'Find' }).fill('echo');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog
    .getByTestId('book-search-total')
    .filter({ hasText: '1005 matches in 1 chapter The first 1000 are listed.' })
    .waitFor();
  assert.equal(await dialog.getByTestId('book-search-match').count(), 1000);
  await dialog.getByRole('button', { name: 'Show the next 5 matches' }).click();
  // While the page loads the button reads "Searching…"; it goes once the last page is listed.
  await dialog.getByTestId('book-search-match').nth(1004).waitFor();
  assert.equal(await dialog.getByTestId('book-search-match').count(), 1005);
  assert.equal(await dialog.getByRole('button', { name: /Show the next|Searching/u }).count(), 0);
});

test('a deleted chapter goes to the Trash and comes back from there', async ({ page, context }) => {
  const book = await createBook(context, uniqueTitle('Trash Book'));
  await addChapter(context, book.id, 'Keeper', { content: '<p>a</p>' });
  await addChapter(context, book.id, 'Castaway', { orderIndex: 1, content: '<p>b c</p>' });
  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Delete Castaway' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Chapter' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('button', { name: 'Delete Castaway' }).waitFor({ state: 'detached' });

  await page.getByTestId('sidebar').getByRole('link', { name: 'Trash' }).click();
  const item = page.getByTestId('trash-item').filter({ hasText: 'Castaway' });
  await item.getByText(`in “${book.title}”`).waitFor();
  await item.getByRole('button', { name: 'Restore' }).click();
  await item.waitFor({ state: 'detached' });

  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Delete Castaway' }).waitFor();
  const chapters = await api<{ title: string }[]>(context, 'GET', `/api/books/${book.id}/chapters`);
  assert.deepEqual(
    chapters.map((c) => c.title),
    ['Keeper', 'Castaway'],
  );
});

test('"?" lists the shortcuts; focus mode hides the tools and is remembered on this device', async ({
  page,
  context,
}) => {
  const { url } = await createChapter(context, '<p>Quiet.</p>');
  await page.goto(url);
  await editor(page).waitFor();
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await dialog.getByText('Find and replace in this chapter').waitFor();
  await dialog.getByText('Next / previous chapter').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // In the text, "?" is a character; Ctrl+/ opens the list from there too.
  await editor(page).getByText('Quiet.').click();
  await page.keyboard.press('End');
  await page.keyboard.type('?');
  await editor(page).getByText('Quiet.?').waitFor();
  await page.keyboard.press('ControlOrMeta+/');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Shift+Enter');
  await page.getByTestId('sidebar').waitFor({ state: 'hidden' });
  assert.equal(await page.getByRole('button', { name: 'Bold' }).isVisible(), false);
  await page.reload();
  await editor(page).waitFor();
  await page.getByRole('button', { name: 'Leave focus mode' }).waitFor();
  assert.equal(await page.getByTestId('sidebar').isVisible(), false);
  // Escape typed in the text leaves focus mode too.
  await editor(page).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('sidebar').waitFor();
});
