import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { editor, getChapter, waitSaved } from './lib/chapter-page.ts';
import { api, assert, createBook, expectToast, runAxe, uniqueTitle } from './lib/helpers.ts';
import { openEpubFile, serveEpub } from './lib/epub-in-browser.ts';
import { test } from './lib/registry.ts';

// Issue #27's "Done when", the editing half (apps/api/test/figures-and-tables-done.test.ts checks
// every export of the same file): a .docx LibreOffice wrote, with two tables (one with merged
// cells) and three figures, uploaded through the book page, edited in the chapter editor (a
// caption changed, a row added), and exported as an EPUB whose every content document passes
// axe-core in Chromium.

const DOCX = readFileSync(
  new URL('../../api/test/fixtures/tables/figures-and-tables.docx', import.meta.url),
);

test('a Word chapter of two tables and three figures is imported, edited (a caption, a row) and exported to an EPUB that passes axe', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Office in Pictures'));
  await page.goto(`/book/${book.id}`);
  await page.getByTestId('chapters-document-input').last().setInputFiles({
    name: 'figures-and-tables.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: DOCX,
  });
  await expectToast(page, 'Upload Successful', 'The Office in Pictures');
  await page
    .locator('[data-testid="chapter-row"] a', { hasText: 'The Office in Pictures' })
    .click();

  // In the editor: the three figures and two tables, numbered, with their alt text and alignment.
  const figures = editor(page).locator('figure.figure-node');
  await figures.nth(2).locator('.figure-label', { hasText: 'Figure 3' }).waitFor();
  assert.deepEqual(await figures.locator('.figure-label').allTextContents(), [
    'Figure 1',
    'Figure 2',
    'Figure 3',
  ]);
  assert.equal(
    await figures.nth(1).getByLabel('Alt text').inputValue(),
    'Line chart: office plants alive each month, falling from forty to six',
  );
  const tables = editor(page).locator('.table-figure');
  assert.deepEqual(
    await tables.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-table-label'))),
    ['Table 1', 'Table 2'],
  );
  // The label shows before each caption on screen (CSS writes it from the caption's attribute).
  assert.deepEqual(
    await tables
      .locator('.table-caption')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node, '::before').content)),
    ['"Table 1: "', '"Table 2: "'],
  );
  assert.equal(await tables.nth(1).locator('td[rowspan="2"]').textContent(), 'Housing');
  assert.equal(
    await tables
      .nth(0)
      .getByText('1,204')
      .evaluate((node) => getComputedStyle(node).textAlign),
    'right',
  );

  // Edit: the second figure's caption, and a row added to the first table (Tab in its last cell).
  await figures.nth(1).locator('p.figure-caption').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('Plants still alive, by month');
  // (Clicked cells, then the toolbar: a key pressed at once may reach ProseMirror before the
  // selection change does.)
  await tables.nth(0).getByText('212', { exact: true }).click();
  await page.getByRole('button', { name: 'Add row below' }).click();
  const newRow = tables.nth(0).locator('tr').nth(3).locator('td');
  for (const [index, text] of ['2025', '990', '4'].entries()) {
    await newRow.nth(index).click();
    await page.keyboard.type(text);
  }
  await waitSaved(page);
  assert.equal(await tables.nth(0).locator('tr').count(), 4);

  const [chapter] = await api<{ id: number }[]>(context, 'GET', `/api/books/${book.id}/chapters`);
  const saved = (await getChapter(context, chapter!.id)).content ?? '';
  assert.match(
    saved,
    /<p class="figure-caption">Plants still alive, by month<\/p><p class="figure-source">Source: the author’s notebook\.<\/p>/,
  );
  assert.match(
    saved,
    /<tr><td[^>]*><p>2025<\/p><\/td><td[^>]*><p>990<\/p><\/td><td[^>]*><p>4<\/p><\/td><\/tr><\/tbody><\/table>/,
  );
  assert.equal(saved.match(/<figure /g)?.length, 3);

  // Out as EPUB: the edit is there, numbered, and every content document passes axe.
  const response = await context.request.get(
    `${process.env.E2E_BASE_URL}/api/books/${book.id}/export?format=epub`,
  );
  assert.equal(response.status(), 200);
  const files = unzipSync(new Uint8Array(await response.body()));
  const text = strFromU8(files['OEBPS/chapter-001.xhtml']!);
  assert.ok(
    text.includes(
      '<span class="figure-label">Figure 2.</span> Plants still alive, by month</p><p class="figure-source">Source: the author’s notebook.</p>',
    ),
    text,
  );
  assert.match(
    text,
    /<caption><span class="table-label">Table 1<\/span> Receipts filed by year<\/caption>/,
  );
  assert.match(text, /<td[^>]*>990<\/td>|<td[^>]*><p>990<\/p><\/td>/);
  const documents = await serveEpub(page, files);
  const summary: string[] = [];
  for (const name of documents) {
    await openEpubFile(page, name);
    await runAxe(page, name);
    // Every violation of any impact, for the record (runAxe fails on serious or critical ones).
    const impacts = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (d: Document) => Promise<{
              violations: { id: string; impact: string | null }[];
              passes: unknown[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(document);
      return {
        passes: result.passes.length,
        violations: result.violations.map((v) => `${v.impact}:${v.id}`),
      };
    });
    summary.push(
      `${name}: ${impacts.passes} rules passed, violations [${impacts.violations.join(', ')}]`,
    );
  }
  console.log(`axe over ${documents.length} EPUB content documents:\n${summary.join('\n')}`);
});
