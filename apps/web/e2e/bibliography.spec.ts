import { fileURLToPath } from 'node:url';
import { createChapter } from './lib/chapter-page.ts';
import { api, assert, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

// A real BibTeX file (biblatex's examples; provenance beside it).
const BIB_FILE = fileURLToPath(
  new URL('../../api/test/fixtures/bibliography/biblatex-examples-excerpt.bib', import.meta.url),
);

test('bibliography tab: import a .bib file, see its entries and the citation linked to its work', async ({
  page,
  context,
}) => {
  const { book, chapter } = await createChapter(
    context,
    '<p>Gromov invariants were counted long ago (Bertram &amp; Wentworth, 1996).</p>',
  );
  await api(context, 'POST', `/api/chapters/${chapter.id}/extract-citations`);
  await page.goto(`/book/${book.id}?tab=bibliography`);
  await page.getByText('No entries yet').waitFor();

  await page.getByTestId('bibliography-file').setInputFiles(BIB_FILE);
  await expectToast(page, 'Bibliography imported', '7 entries added');
  const entries = page.getByTestId('reference-entry');
  await entries.nth(6).waitFor();
  const bertram = entries.filter({ hasText: 'Bertram, A., & Wentworth, R. (1996).' });
  await bertram.getByText('Cited as (Bertram & Wentworth, 1996) in Chapter Under Test').waitFor();
  await bertram.getByText('Not checked', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Entries no citation uses' }).waitFor();
  assert.equal(await page.getByTestId('unlinked-citations').count(), 0);

  // The same file again adds nothing.
  await page.getByTestId('bibliography-file').setInputFiles(BIB_FILE);
  await expectToast(page, 'Bibliography imported', '0 entries added, 7 already in the book');
  assert.equal(await entries.count(), 7);
});
