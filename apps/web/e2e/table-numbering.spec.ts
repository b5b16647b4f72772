import { addChapter, editor, getChapter, waitSaved } from './lib/chapter-page.ts';
import { assert, createBook, expectToast, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

const table = (id: string, caption: string) =>
  `<table${id ? ` id="${id}"` : ''}><caption>${caption}</caption><tbody>` +
  '<tr><th><p>Year</p></th><th><p>Rent</p></th></tr><tr><td><p>2024</p></td><td><p>9</p></td></tr>' +
  '</tbody></table>';

test('the book’s numbering setting turns "Table 2" into "Table 2.1", a reference to another chapter’s table reads its label, and a cross-reference picked from the toolbar reads the new number', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Numbered Book'));
  await addChapter(context, book.id, 'Rents', { content: table('tbl-rents', 'Rents by year') });
  const second = await addChapter(context, book.id, 'Desks', {
    orderIndex: 1,
    content: `<p>As the rents show.</p><p>Compare <span data-cross-reference="tbl-rents"></span>.</p>${table('', 'Desks by floor')}`,
  });
  // A reference to another chapter's table reads that table's label, as every export writes it.
  const crossChapter = editor(page).locator('.cross-reference');
  const url = `/books/${book.id}/chapters/${second.id}`;

  // Through the book (the default): the second chapter's table is the book's second.
  await page.goto(url);
  const figure = editor(page).locator('.table-figure');
  await figure.and(page.locator('[data-table-label="Table 2"]')).waitFor();
  assert.equal(await crossChapter.textContent(), 'Table 1');

  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Edit Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Book Details' });
  await dialog.getByRole('combobox', { name: 'Figure and table numbers' }).click();
  await page.getByRole('option', { name: /^By chapter/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Book updated successfully');

  await page.goto(url);
  await figure.and(page.locator('[data-table-label="Table 2.1"]')).waitFor();
  assert.equal(await crossChapter.textContent(), 'Table 1.1');

  // The shortcut the "?" dialog lists opens the picker, which labels the book's tables by chapter
  // (another chapter's table named by a reference, and this chapter's own).
  await editor(page).getByText('As the rents show.').click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' (see ');
  await page.keyboard.press('ControlOrMeta+Alt+r');
  const picker = page.getByRole('dialog', { name: 'Insert a cross-reference' });
  const select = picker.getByLabel('Figure or table');
  await select.locator('option').nth(1).waitFor({ state: 'attached' }); // the book's chapters load
  assert.deepEqual(await select.locator('option').allTextContents(), [
    'Table 1.1: Rents by year (Rents)',
    'Table 2.1: Desks by floor (Desks)',
  ]);
  await picker.getByRole('button', { name: 'Cancel' }).click();

  // The toolbar's button names this chapter's own table, giving it an id to be named by.
  await page.getByRole('button', { name: 'Insert cross-reference' }).click();
  await select.selectOption({ label: 'Table 2.1: Desks by floor (Desks)' });
  await picker.getByRole('button', { name: 'Insert', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
  await editor(page).getByText('Table 2.1', { exact: true }).waitFor();
  await waitSaved(page);

  const saved = (await getChapter(context, second.id)).content ?? '';
  const own = /\(see <span data-cross-reference="(tbl-[a-z0-9]+)"><\/span>\)?\./.exec(saved)?.[1];
  assert.ok(own, saved);
  assert.match(saved, new RegExp(`<table id="${own}"><caption>Desks by floor</caption>`));
});
