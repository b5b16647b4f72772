import type { Page } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import { assert, createBook, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/*
 * What Lighthouse's accessibility audit found on the screens (#28, item 8): a heading level
 * skipped after the page's h1, and controls labelled by ids that no element has.
 */

/** Each heading's level where it follows one more than a level above its predecessor. */
const skippedHeadings = (page: Page) =>
  page.evaluate(() => {
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')];
    return headings.flatMap((heading, index) => {
      const level = Number(heading.tagName[1]);
      const previous = index === 0 ? 0 : Number(headings[index - 1]!.tagName[1]);
      return level > previous + 1 ? [`h${level} "${heading.textContent}" after h${previous}`] : [];
    });
  });

/** Every aria-labelledby id that no element on the page has. */
const danglingLabels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby]')].flatMap((element) =>
      element
        .getAttribute('aria-labelledby')!
        .split(/\s+/)
        .filter((id) => id && !document.getElementById(id))
        .map((id) => `<${element.tagName.toLowerCase()}> labelled by missing #${id}`),
    ),
  );

test('on every screen the headings go down one level at a time and every aria-labelledby names an element', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Structure'));
  const chapter = await addChapter(context, book.id, 'First', { content: '<p>Some words.</p>' });
  for (let i = 1; i <= 5; i++)
    await addChapter(context, book.id, `Chapter ${i + 1}`, { orderIndex: i });
  for (const path of [
    '/',
    `/book/${book.id}`,
    `/books/${book.id}/chapters/${chapter.id}`,
    '/quality/eeat-log',
    '/quality/work-remaining',
    '/settings',
  ]) {
    await page.goto(path);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await skippedHeadings(page), [], `heading order on ${path}`);
    assert.deepEqual(await danglingLabels(page), [], `aria-labelledby on ${path}`);
  }
  // The book page's six chapter status selects are among what was checked.
  await page.goto(`/book/${book.id}`);
  await page.getByRole('combobox', { name: 'Status of Chapter 6' }).waitFor();
  assert.equal(
    await page.locator('select[aria-labelledby]').count(),
    6,
    'six status selects, each labelled',
  );
});
