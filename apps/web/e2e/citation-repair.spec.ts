import { createChapter, editor, getChapter } from './lib/chapter-page.ts';
import { api, assert, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

// Real works the Crossref stand-in knows; Bertrand & Mullainathan's year is wrong (2007 for 2004).
// Journal names and volumes in italics, titles in sentence case, and a note under the list.
const PROSE =
  '<p>Names alone cut callbacks (Bertrand &amp; Mullainathan, 2007). Employers screen out records (Pager, 2003).</p>';
const bertrand = (year: string) =>
  `<p>Bertrand, M., &amp; Mullainathan, S. (${year}). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. <em>American Economic Review, 94</em>(4), 991–1013. https://doi.org/10.1257/0002828042002561</p>`;
const PAGER =
  '<p>Pager, D. (2003). The mark of a criminal record. <em>American Journal of Sociology</em>, <em>108</em>(5), 937–975. https://doi.org/10.1086/374403</p>';
const NOTE = '<p><em>Note.</em> Sources were checked in March 2024.</p>';
const chapterText = (year: string) =>
  `${PROSE.replace('2007', year)}<h2>References</h2>${bertrand(year)}${PAGER}${NOTE}`;

test('Validate/Repair shows the diff before applying it, then the issues it found', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(context, chapterText('2007'));
  await page.goto(url);
  await editor(page).filter({ hasText: 'Names alone' }).waitFor();
  await page.getByRole('button', { name: 'Validate/Repair Citations' }).click();

  const preview = page.getByRole('dialog', { name: 'Repairs to apply' });
  await preview.getByText('(Bertrand & Mullainathan, 2007)').waitFor();
  const year = preview.getByRole('checkbox', { name: /Year: 2007 → 2004/u });
  assert.equal(await year.isChecked(), true);
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    chapterText('2007'),
    'nothing changes before Apply',
  );

  await preview.getByRole('button', { name: 'Apply all' }).click();
  await expectToast(page, 'Citation Issues Found', '0 references added, but 1 issue(s) found');
  const issues = page.getByTestId('repair-issues');
  await issues.getByText('0 added · 1 changed · 1 unchanged').waitFor();
  await issues.getByText(/Year: 2007 → 2004: differs from the index record: corrected/u).waitFor();
  assert.equal((await getChapter(context, chapter.id)).content, chapterText('2004'));
  await editor(page).getByText('(2004). Are Emily').waitFor();
});

test('the editor underlines each citation by status and opens its popover', async ({
  page,
  context,
}) => {
  const { book, chapter, url } = await createChapter(context, chapterText('2007'));
  await api(context, 'POST', `/api/chapters/${chapter.id}/extract-citations`);
  const rows = await api<{ id: number; inTextCitation: string }[]>(
    context,
    'GET',
    `/api/books/${book.id}/citations`,
  );
  for (const row of rows) await api(context, 'POST', `/api/citations/${row.id}/validate`);

  await page.goto(url);
  const verified = editor(page).locator('[data-citation-status="verified"]');
  const review = editor(page).locator('[data-citation-status="needs_review"]');
  await verified.first().waitFor();
  assert.equal(await verified.first().innerText(), 'Pager, 2003');
  const labels = editor(page).locator('.citation-status-label');
  assert.deepEqual(await labels.allTextContents(), [
    ' (Citation needs review)',
    ' (Citation verified)',
  ]);
  const style = await review
    .first()
    .evaluate((element) => getComputedStyle(element).textDecorationStyle);
  assert.equal(style, 'dashed', 'needs review reads without colour: a dashed line');

  await review.first().click();
  const popover = page.getByRole('dialog', { name: 'Citation' });
  await popover.getByText('Year is 2007; the record says 2004').waitFor();
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached' });
  // Closing puts focus back in the text; on a busy machine that can land after Escape returns,
  // so the keys wait for it rather than race it.
  await page.waitForFunction(() =>
    document.activeElement?.closest('[data-testid="chapter-editor"]'),
  );
  // From the keyboard: the caret inside "(Bertrand", then Alt+Enter.
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 28; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Alt+Enter');
  await popover.getByText('Year is 2007; the record says 2004').waitFor();
  await popover.getByRole('button', { name: 'Apply fix' }).click();
  await expectToast(page, 'Fix Applied');
  await editor(page).getByText('(2004). Are Emily').waitFor();
  assert.equal((await getChapter(context, chapter.id)).content, chapterText('2004'));
});

test('a retracted work can be marked cited deliberately from its popover', async ({
  page,
  context,
}) => {
  const retracted =
    '<p>Canvassing changes minds (LaCour &amp; Green, 2014).</p><h2>References</h2><p>LaCour, M. J., &amp; Green, D. P. (2014). When contact changes minds: An experiment on transmission of support for gay equality. <em>Science, 346</em>(6215), 1366–1369.</p>';
  const { book, chapter, url } = await createChapter(context, retracted);
  await api(context, 'POST', `/api/chapters/${chapter.id}/extract-citations`);
  const [row] = await api<{ id: number }[]>(context, 'GET', `/api/books/${book.id}/citations`);
  await api(context, 'POST', `/api/citations/${row?.id}/validate`);

  await page.goto(url);
  await editor(page).locator('[data-citation-status="needs_review"]').first().click();
  const popover = page.getByRole('dialog', { name: 'Citation' });
  await popover.getByText('This work has a retraction notice', { exact: false }).waitFor();
  await popover.getByRole('button', { name: 'Cited deliberately' }).click();
  await expectToast(page, 'Marked as cited deliberately');
  // Opened again, the popover says the choice was made and offers to take it back.
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached' });
  await editor(page).locator('[data-citation-status="needs_review"]').first().click();
  await popover.getByText('Cited deliberately: the notice stays', { exact: false }).waitFor();
  await popover.getByRole('button', { name: 'No longer cited deliberately' }).click();
  await expectToast(page, 'No longer marked as cited deliberately');
});
