import { deflateSync, crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { createChapter, editor, getChapter, waitSaved } from './lib/chapter-page.ts';
import { assert, runAxe } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/** A real PNG of `width` × `height` (a two-colour gradient), as an image program writes one. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set([Math.round((x / width) * 255), 90, 160], at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a figure uploaded into a chapter gets alt text and a caption, reads "Figure 1", and stays after a reload', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(context);
  await page.goto(url);
  await editor(page).click();
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
  const { book, url } = await createChapter(context);
  await page.goto(url);
  await editor(page).click();
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
