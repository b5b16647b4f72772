import { unzipSync } from 'fflate';
import { editor, getChapter, openNewChapter, waitSaved } from './lib/chapter-page.ts';
import { assert, runAxe } from './lib/helpers.ts';
import { png } from './lib/png.ts';
import { test } from './lib/registry.ts';

test('a figure uploaded into a chapter gets alt text and a caption, reads "Figure 1", and stays after a reload', async ({
  page,
  context,
}) => {
  const { chapter } = await openNewChapter(page, context);
  await page.keyboard.type('Rents rose every year.');
  await page.keyboard.press('Enter');

  await page.getByTestId('figure-input').setInputFiles({
    name: 'rents.png',
    mimeType: 'image/png',
    buffer: png(320, 200),
  });
  const figure = editor(page).locator('figure.figure-node');
  await figure.locator('.figure-label', { hasText: 'Figure 1' }).waitFor();

  await figure.getByLabel('Alt text').fill('Line chart of rents rising from 2010 to 2020');
  await figure.getByLabel('Alt text').press('Enter');
  await figure.locator('p.figure-caption').click();
  await page.keyboard.type('Rents by year');
  await waitSaved(page);

  const saved = (await getChapter(context, chapter.id)).content ?? '';
  assert.match(saved, /alt="Line chart of rents rising from 2010 to 2020"/);
  assert.match(saved, /<p class="figure-caption">Rents by year<\/p>/);

  await page.reload();
  const reloaded = editor(page).locator('figure.figure-node');
  await reloaded.locator('.figure-label', { hasText: 'Figure 1' }).waitFor();
  assert.equal(
    await reloaded.getByLabel('Alt text').inputValue(),
    'Line chart of rents rising from 2010 to 2020',
  );
  assert.equal(await reloaded.locator('p.figure-caption').textContent(), 'Rents by year');
  // The screen variant was served: the browser decoded it at its stored size.
  await reloaded.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  assert.equal(
    await reloaded.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    320,
  );
});

const EPUB_ORIGIN = 'http://epub.test';
const MEDIA_TYPES: Record<string, string> = {
  xhtml: 'application/xhtml+xml',
  css: 'text/css',
  png: 'image/png',
  jpg: 'image/jpeg',
};

test('every content document of an EPUB with figures passes axe-core in Chromium', async ({
  page,
  context,
}) => {
  const { book } = await openNewChapter(page, context);
  await page.keyboard.type('The chart shows it.');
  await page.keyboard.press('Enter');
  await page.getByTestId('figure-input').setInputFiles({
    name: 'chart.png',
    mimeType: 'image/png',
    buffer: png(240, 160),
  });
  const figure = editor(page).locator('figure.figure-node');
  await figure.locator('.figure-label', { hasText: 'Figure 1' }).waitFor();
  await figure.getByLabel('Alt text').fill('Bar chart of meetings per week, rising');
  await figure.getByLabel('Alt text').press('Enter');
  await figure.locator('p.figure-caption').click();
  await page.keyboard.type('Meetings per week');
  await waitSaved(page);

  const response = await context.request.get(`/api/books/${book.id}/export?format=epub`);
  assert.equal(response.status(), 200);
  const files = unzipSync(new Uint8Array(await response.body()));
  // The package is served as files of an origin of its own, as a reading system opens it.
  await page.route(`${EPUB_ORIGIN}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname.slice(1));
    const body = files[path];
    if (!body) return route.fulfill({ status: 404 });
    const extension = path.split('.').pop() ?? '';
    return route.fulfill({ body: Buffer.from(body), contentType: MEDIA_TYPES[extension] });
  });
  const documents = Object.keys(files).filter((name) => name.endsWith('.xhtml'));
  assert.ok(documents.includes('OEBPS/list-of-figures.xhtml'));
  for (const name of documents) {
    await page.goto(`${EPUB_ORIGIN}/${name}`);
    await runAxe(page, name);
  }
});
