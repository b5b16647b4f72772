import { createChapter, editor } from './lib/chapter-page.ts';
import { api, assert, checkScreen, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

// The server under test asks a Crossref stand-in (apps/api/test/crossref-stand-in.ts, started by
// run.mjs) that knows Pager (2003), Bertrand & Mullainathan (2004) and a few others.
const CHAPTER = `<p>Employers screen out applicants with a criminal record (Pager, 2003). Names alone cut callbacks (Bertrand &amp; Mullainathan, 2007). Criminal records ruin hiring forever (Fakeman, 2018).</p><h2>References</h2><p>Bertrand, M., &amp; Mullainathan, S. (2007). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. American Economic Review, 94(4), 991–1013.</p><p>Fakeman, J. (2018). Criminal records ruin hiring forever. Journal of Imaginary Studies, 12(3), 45–67.</p><p>Pager, D. (2003). The mark of a criminal record. American Journal of Sociology, 108(5), 937–975.</p>`;

test('citations tab: extract, validate all, apply a fix, find and use a replacement', async ({
  page,
  context,
}) => {
  const { book } = await createChapter(context, CHAPTER);
  await page.goto(`/book/${book.id}`);
  await page.getByRole('tab', { name: 'Citations' }).click();
  await page.getByText('No Citations Yet').waitFor();

  await page.getByRole('button', { name: 'Extract All Citations' }).click();
  await expectToast(page, 'Citations Extracted', 'Extracted 3 citations from 1 chapters');
  const cards = page.getByTestId('citation');
  await cards.nth(2).waitFor();
  assert.equal((await page.getByTestId('citation-count-pending').innerText()).includes('3'), true);

  await page.getByRole('button', { name: 'Validate All' }).click();
  await expectToast(page, 'Batch Validation Complete', 'Validated 3 citations');
  const card = (text: string) => cards.filter({ hasText: text });
  await card('(Pager, 2003)').getByText('Verified', { exact: true }).waitFor();
  await card('(Fakeman, 2018)').getByText('Invalid', { exact: true }).waitFor();
  const bertrand = card('(Bertrand & Mullainathan, 2007)');
  await bertrand.getByText('Needs Review', { exact: true }).waitFor();
  await bertrand.getByText('Year is 2007; the record says 2004').waitFor();
  assert.equal(
    await card('(Pager, 2003)').getByRole('link', { name: 'DOI' }).getAttribute('href'),
    'https://doi.org/10.1086/374403',
  );
  assert.match(
    (await card('(Pager, 2003)').getByRole('link', { name: 'Scholar' }).getAttribute('href')) ?? '',
    /^https:\/\/scholar\.google\.com\/scholar\?q=/u,
  );
  await checkScreen(page, 'citations-validated');

  await bertrand.getByRole('button', { name: 'Apply Fix' }).click();
  await expectToast(page, 'Fix Applied');
  await card('(Bertrand & Mullainathan, 2004)').getByText('Pending', { exact: true }).waitFor();

  await card('(Fakeman, 2018)').getByRole('button', { name: 'Find Replacement' }).click();
  await expectToast(page, 'Replacements Found');
  const dialog = page.getByRole('dialog');
  await dialog.getByText('The Mark of a Criminal Record').first().waitFor();
  await dialog.getByRole('button', { name: 'Replace' }).first().click();
  await expectToast(page, 'Citation Replaced');
  await dialog.waitFor({ state: 'hidden' });

  const [chapter] = await api<Array<{ id: number }>>(
    context,
    'GET',
    `/api/books/${book.id}/chapters`,
  );
  const saved = await api<{ content: string }>(context, 'GET', `/api/chapters/${chapter?.id}`);
  assert.equal(saved.content.includes('Fakeman'), false);
  assert.equal(saved.content.includes('(Bertrand &amp; Mullainathan, 2004)'), true);
});

test('editor: Validate/Repair Citations shows the entries it would add, writes a References section, and says when there are issues', async ({
  page,
  context,
}) => {
  const { url } = await createChapter(
    context,
    '<p>Employers screen out applicants with a criminal record (Pager, 2003). Names cut callbacks, a field experiment on labor market discrimination found (Bertrand &amp; Mullainathan, 2004).</p>',
  );
  await page.goto(url);
  await editor(page).filter({ hasText: 'criminal record' }).waitFor();
  const button = page.getByRole('button', { name: 'Validate/Repair Citations' });
  await button.click();
  const preview = page.getByRole('dialog', { name: 'Repairs to apply' });
  await preview.getByText(/Add to the reference list: Pager, D\. \(2003\)/u).waitFor();
  await preview.getByRole('button', { name: 'Apply all' }).click();
  await expectToast(page, 'Citations Validated ✓', '2 reference(s) added to chapter');
  await editor(page).getByRole('heading', { name: 'References' }).waitFor();
  await editor(page).getByText('Pager, D. (2003). The Mark of a Criminal Record.').waitFor();
  const entry = editor(page).locator('p.reference-entry').first();
  assert.match(await entry.evaluate((el) => getComputedStyle(el).textIndent), /^-/u);
  assert.equal(await button.isEnabled(), true);

  await editor(page).getByText('Names cut callbacks').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' HR made one up (Nobody, 2020).');
  await button.click();
  await expectToast(page, 'Citation Issues Found', '0 references added, but 1 issue(s) found');
});
