import { addChapter } from './lib/chapter-page.ts';
import { api, assert, createBook, runAxe, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

const SURNAMES = ['Abbott', 'Barlow', 'Carver', 'Dalton', 'Ellison'];
const WORKS = 120; // the tab loads 50 a page: three pages
/** A chapter citing WORKS distinct works, one citation row each once extracted. */
const chapterCiting = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const author = SURNAMES[i % SURNAMES.length];
    const year = 1950 + Math.floor(i / SURNAMES.length);
    return `<p>Field study ${i + 1} reports a steady effect on hiring (${author}, ${year}).</p>`;
  }).join('');

interface Citation {
  id: number;
  validationStatus: string;
}

test('citations tab: pages load as the list scrolls or by Show more, counts and filters come from the server', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Cited Book'));
  const chapter = await addChapter(context, book.id, 'Field Studies', {
    content: chapterCiting(WORKS),
  });
  await api(context, 'POST', `/api/chapters/${chapter.id}/extract-citations`);
  const all = await api<Citation[]>(context, 'GET', `/api/books/${book.id}/citations`);
  assert.equal(all.length, WORKS);
  // Two verdicts from the (stand-in) index, deep in the list: the counters must show them before
  // their rows are loaded.
  const checked: Citation[] = [];
  for (const citation of all.slice(-2)) {
    checked.push(await api<Citation>(context, 'POST', `/api/citations/${citation.id}/validate`));
  }
  const countOf = (status: string) => checked.filter((c) => c.validationStatus === status).length;

  await page.goto(`/book/${book.id}`);
  await page.getByRole('tab', { name: 'Citations' }).click();
  const cards = page.getByTestId('citation');
  const shown = page.getByTestId('citation-list-count');
  const counter = async (key: string) =>
    (await page.getByTestId(`citation-count-${key}`).locator('dd').innerText()).trim();

  await shown.filter({ hasText: `Showing 50 of ${WORKS} citations` }).waitFor();
  assert.equal(await cards.count(), 50);
  assert.equal(await counter('total'), String(WORKS));
  assert.equal(await counter('pending'), String(WORKS - 2));
  assert.equal(await counter('invalid'), String(countOf('invalid')));
  assert.equal(await counter('needsReview'), String(countOf('needs_review')));
  assert.equal(await counter('verified'), String(countOf('verified')));
  await runAxe(page, 'citations tab with its filters and Show more');

  // Scrolling to the end of the list loads the next page, until there is none.
  for (let round = 0; round < 10 && (await cards.count()) < WORKS; round += 1) {
    const before = await cards.count();
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(
      ([selector, count]) => document.querySelectorAll(selector).length > count,
      ['[data-testid="citation"]', before] as const,
    );
  }
  await shown.filter({ hasText: `Showing ${WORKS} of ${WORKS} citations` }).waitFor();
  assert.equal(await cards.count(), WORKS);
  assert.equal(await page.getByRole('button', { name: 'Show more citations' }).count(), 0);
  // Every citation once, in reading order.
  const ids = await cards.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-citation-id')),
  );
  assert.deepEqual(
    ids,
    all.map((c) => String(c.id)),
  );
  assert.equal(await counter('total'), String(WORKS));

  // The status filter is applied by the server, with its counts; Show more works from the keyboard.
  await page.getByTestId('citation-filter-pending').click();
  await shown.filter({ hasText: `Showing 50 of ${WORKS - 2} citations` }).waitFor();
  const more = page.getByRole('button', { name: 'Show more citations' });
  for (let round = 0; round < 5 && (await more.count()) > 0; round += 1) {
    const before = await cards.count();
    await more.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      ([selector, count]) => document.querySelectorAll(selector).length > count,
      ['[data-testid="citation"]', before] as const,
    );
  }
  await shown.filter({ hasText: `Showing ${WORKS - 2} of ${WORKS - 2} citations` }).waitFor();

  // Search too: one surname of five, whatever was loaded; the filter's counts follow it.
  await page.getByTestId('citation-filter-total').click();
  await page.getByRole('searchbox', { name: 'Search citations' }).fill('carver');
  await shown.filter({ hasText: `Showing ${WORKS / 5} of ${WORKS / 5} citations` }).waitFor();
  assert.match(await page.getByTestId('citation-filter-total').innerText(), /All\s+24/u);
  assert.equal(await counter('total'), String(WORKS));
  for (const text of await cards.allInnerTexts()) assert.match(text, /Carver/u);
});
