import { createChapter, editor, getChapter, pasteHtml, waitSaved } from './lib/chapter-page.ts';
import { assert } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

const cellHtml = (tag: 'td' | 'th', text: string, attributes = '') =>
  `<${tag}${attributes}><p>${text}</p></${tag}>`;

test('a table inserted from the toolbar, filled with Tab, grown by a row and two merged cells keeps its structure after a reload', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(context, '<p>Intro.</p>');
  await page.goto(url);
  await editor(page).getByText('Intro.').click();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Insert table' }).click();
  await page.getByLabel('Rows').fill('2');
  await page.getByLabel('Columns').fill('2');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();

  // The caret starts in the caption; Tab goes to the first cell, then from cell to cell, and from
  // the last cell into a new row.
  await page.keyboard.type('Receipts by year');
  for (const text of ['Year', 'Receipts', '2024', '5', '2025', '7']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await page.getByRole('button', { name: 'Add row below' }).click();
  const cells = editor(page).locator('td');
  await cells.nth(4).click();
  await cells.nth(5).click({ modifiers: ['Shift'] });
  await page.getByRole('button', { name: 'Merge cells' }).click();
  await cells.nth(4).click();
  await page.keyboard.type('Total 12');
  await waitSaved(page);

  const expected =
    '<p>Intro.</p><table><caption>Receipts by year</caption><tbody>' +
    `<tr>${cellHtml('th', 'Year')}${cellHtml('th', 'Receipts')}</tr>` +
    `<tr>${cellHtml('td', '2024')}${cellHtml('td', '5')}</tr>` +
    `<tr>${cellHtml('td', '2025')}${cellHtml('td', '7')}</tr>` +
    `<tr>${cellHtml('td', 'Total 12', ' colspan="2"')}</tr>` +
    '</tbody></table>';
  assert.equal((await getChapter(context, chapter.id)).content, expected);
  await page.getByTestId('word-count').filter({ hasText: '12 words' }).waitFor();

  await page.reload();
  await editor(page).getByText('Total 12').waitFor();
  assert.equal(await editor(page).locator('tr').count(), 4);
  assert.equal(await editor(page).locator('th').count(), 2);
  assert.equal(await editor(page).locator('td[colspan="2"]').textContent(), 'Total 12');
  assert.equal(
    await editor(page).locator('.table-figure').getAttribute('data-table-label'),
    'Table 1',
  );
  assert.equal((await getChapter(context, chapter.id)).content, expected);
});

test('a table pasted from Word keeps its cells', async ({ page, context }) => {
  const { chapter, url } = await createChapter(context, '<p>Start.</p>');
  await page.goto(url);
  await editor(page).getByText('Start.').click();
  await page.keyboard.press('End');
  await pasteHtml(
    page,
    '<table class=MsoTableGrid border=1><tr><td width=301><p class=MsoNormal><b>Name<o:p></o:p></b></p></td>' +
      '<td width=301><p class=MsoNormal>Game<o:p></o:p></p></td></tr>' +
      '<tr><td><p class=MsoNormal>Lebron James</p></td><td><p class=MsoNormal>Basketball</p></td></tr></table>',
  );
  await editor(page).locator('td').filter({ hasText: 'Lebron James' }).waitFor();
  await waitSaved(page);
  assert.match(
    (await getChapter(context, chapter.id)).content!,
    /<table><tbody><tr><td><p><strong>Name<\/strong><\/p><\/td><td><p>Game<\/p><\/td><\/tr><tr><td><p>Lebron James<\/p><\/td><td><p>Basketball<\/p><\/td><\/tr><\/tbody><\/table>/,
  );
});

test('in a long chapter with tables, only the tables near the screen are rendered, each keeps its number, and a cell typed into at the end is saved', async ({
  page,
  context,
}) => {
  const blocks: string[] = [];
  for (let i = 1; i <= 300; i++) {
    blocks.push(`<p>Paragraph ${i} of the ledger records one more receipt, dated and signed.</p>`);
    if (i % 50 === 0)
      blocks.push(
        `<table><caption>Receipts to paragraph ${i}</caption><tbody><tr>${cellHtml('th', 'Item')}${cellHtml('th', 'Count')}</tr><tr>${cellHtml('td', `Row ${i}`)}${cellHtml('td', String(i))}</tr></tbody></table>`,
      );
  }
  const { chapter, url } = await createChapter(context, blocks.join(''));
  await page.goto(url);
  await editor(page).getByText('Paragraph 1 of the ledger').waitFor();
  const figures = editor(page).locator('.table-figure');
  // The tables are far below the opening paragraphs: not in the DOM yet.
  assert.equal(await figures.count(), 0);

  await editor(page).getByText('Paragraph 1 of the ledger').click();
  await page.keyboard.press('ControlOrMeta+End');
  const lastCell = editor(page).locator('td').filter({ hasText: 'Row 300' });
  await lastCell.waitFor();
  // Numbered in the whole chapter, though the tables before it are not in the DOM.
  assert.equal(await figures.last().getAttribute('data-table-label'), 'Table 6');
  await lastCell.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' checked');
  await waitSaved(page);
  assert.match(
    (await getChapter(context, chapter.id)).content!,
    /<td><p>Row 300 checked<\/p><\/td><td><p>300<\/p><\/td><\/tr><\/tbody><\/table>$/,
  );
});
