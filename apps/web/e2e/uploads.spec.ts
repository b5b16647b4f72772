import type { BrowserContext, Page } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import { assert, card, createBook, expectToast, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/** A 2×3 PNG (red), small enough to inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEklEQVR4nGP4z8AARCDCAADsEAH/wnr5CgAAAABJRU5ErkJggg==',
  'base64',
);

async function imageLoaded(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  return selector.evaluate(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
  );
}

test('uploading a master plan makes a book with its chapters and milestones, shown without a reload', async ({
  page,
}) => {
  const title = uniqueTitle('Circling Back');
  const plan = [
    `# ${title}`,
    '',
    'A field guide to meetings that should have been emails.',
    '',
    'Series: Corporate Receipts, Book 2',
    'Genre: Mainstream Critique',
    '',
    '## Chapters',
    '',
    '1. Introduction',
    '2. Per My Last Email',
    '3. Epilogue',
    '',
    '## Milestones',
    '',
    '- Outline approved',
    '- All Chapters Uploaded',
  ].join('\n');
  await page.goto('/');
  await page.getByRole('heading', { name: 'Your Books' }).waitFor();

  // Hold the reply back a moment: meanwhile the button shows the upload's progress.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/upload/book', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.getByTestId('master-plan-input').setInputFiles({
    name: 'plan.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(plan),
  });
  const busy = page.getByRole('button', { name: /^(Uploading \d+%|Processing\.\.\.)$/ });
  await busy.waitFor();
  assert.equal(await busy.isDisabled(), true, 'no second upload while one runs');
  release();
  await expectToast(
    page,
    'Upload Successful',
    `Created "${title}" with 3 chapters and 2 milestones`,
  );
  await page.unroute('**/api/upload/book');

  await card(page, title).waitFor();
  await card(page, title).getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByText('A field guide to meetings that should have been emails.').waitFor();
  await page.getByRole('heading', { name: 'Chapters (3)' }).waitFor();
  for (const chapter of ['Introduction', 'Per My Last Email', 'Epilogue']) {
    await page.getByRole('link', { name: chapter, exact: true }).waitFor();
  }
  await page.getByRole('button', { name: 'AI Draft Analysis Logs' }).waitFor();
  await page.getByRole('tab', { name: 'Milestones' }).click();
  const milestones = page.getByTestId('milestone');
  await milestones.filter({ hasText: 'Outline approved' }).waitFor();
  await milestones.filter({ hasText: 'All Chapters Uploaded' }).waitFor();
  assert.equal(await milestones.filter({ hasText: 'Pending' }).count(), 2);
});

test('uploading a document adds its chapters after the existing ones', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Manuscript'));
  await addChapter(context, book.id, 'Already Written', { content: '<p>Some words.</p>' });
  await page.goto(`/book/${book.id}`);
  await page.getByRole('heading', { name: 'Chapters (1)' }).waitFor();
  await page
    .getByTestId('chapters-document-input')
    .last()
    .setInputFiles({
      name: 'drafts.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Chapter 2: Reply All\n\nEveryone saw it.\n\n# Epilogue\n\nThe end.\n'),
    });
  await expectToast(page, 'Upload Successful', 'Added 2 chapters: Reply All, Epilogue');
  await page.getByRole('heading', { name: 'Chapters (3)' }).waitFor();
  const rows = await page.locator('[data-testid="chapter-row"] a').allInnerTexts();
  assert.deepEqual(
    rows.map((row) => row.trim()),
    ['Already Written', 'Reply All', 'Epilogue'],
  );
});

test('a refused document shows the server message in the Upload Failed toast', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Refusals'));
  await page.goto(`/book/${book.id}`);
  await page
    .getByTestId('chapters-document-input')
    .last()
    .setInputFiles({
      name: 'chapters.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('not a zip archive at all'),
    });
  await expectToast(
    page,
    'Upload Failed',
    "Invalid File Type: the file's content is not a Word document, whatever its name says",
  );
});

test('an uploaded cover shows on the book page and on the dashboard card', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Covered'));
  await page.goto(`/book/${book.id}`);
  await page.getByTestId('cover-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const preview = page.getByRole('dialog', { name: 'Cover Preview' });
  await preview.getByRole('img', { name: 'Cover preview' }).waitFor();
  await preview.getByRole('button', { name: 'Upload Cover' }).click();
  await expectToast(page, 'Cover Uploaded');
  await page.getByRole('button', { name: 'Change Cover' }).waitFor();
  const pageCover = page.locator('img[src^="/api/covers/"]').first();
  await pageCover.waitFor();
  await page.waitForFunction(
    () => {
      const img = document.querySelector<HTMLImageElement>('img[src^="/api/covers/"]');
      return img?.complete && img.naturalWidth > 0;
    },
    undefined,
    { timeout: 5000 },
  );
  assert.equal(await imageLoaded(page, pageCover), true, 'the cover loads on the book page');
  // Chromium picks the AVIF variant; the book page's cover is its LCP image, fetched first.
  assert.deepEqual(await pageCover.evaluate(sentVariant), {
    variant: 'avif',
    fetchPriority: 'high',
    box: '200x300',
  });

  await page.goto('/');
  const cardCover = card(page, book.title).locator('img[src^="/api/covers/"]');
  await cardCover.waitFor();
  // Covers below the fold load lazily, and the books other journeys made may push this card there.
  await cardCover.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (id) => {
      const img = document.querySelector<HTMLImageElement>(
        `[data-book-id="${id}"] img[src^="/api/covers/"]`,
      );
      return img?.complete && img.naturalWidth > 0;
    },
    book.id,
    { timeout: 5000 },
  );
  assert.equal(await imageLoaded(page, cardCover), true, 'the cover loads on the card');
  // Only the first card's cover is fetched first (other tests' books may come before this one).
  const first = await cardCover.evaluate(
    (img) => img.closest('[data-book-id]') === document.querySelector('[data-book-id]'),
  );
  assert.deepEqual(await cardCover.evaluate(sentVariant), {
    variant: 'avif',
    fetchPriority: first ? 'high' : null,
    box: '200x300',
  });
});

const pathAndQuery = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** Uploads PNG as the book's cover through the REST API; resolves to the cover's URL. */
async function uploadCover(context: BrowserContext, bookId: number): Promise<string> {
  const baseURL = process.env.E2E_BASE_URL!;
  const upload = await context.request.post(`${baseURL}/api/books/${bookId}/cover`, {
    headers: { origin: baseURL },
    multipart: { cover: { name: 'cover.png', mimeType: 'image/png', buffer: PNG } },
  });
  assert.equal(upload.ok(), true, `cover upload: ${upload.status()}`);
  return ((await upload.json()) as { coverImageUrl: string }).coverImageUrl;
}

/** Which of a cover's variants the browser chose, and the hints the `<img>` gives it. */
function sentVariant(img: HTMLImageElement) {
  return {
    variant: /\.(avif|webp)\?w=\d+$/.exec(img.currentSrc)?.[1] ?? img.currentSrc,
    fetchPriority: img.getAttribute('fetchpriority'),
    box: `${img.getAttribute('width')}x${img.getAttribute('height')}`,
  };
}

test('a book page preloads its cover from the HTML, and the page uses that one fetch', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Preloaded'));
  const coverUrl = await uploadCover(context, book.id);

  const coverRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(coverUrl)) coverRequests.push(pathAndQuery(request.url()));
  });
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/i.test(message.text()))
      unused.push(message.text());
  });
  const response = await page.goto(`/book/${book.id}`);
  const html = (await response?.text()) ?? '';
  assert.match(html, /<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+"/);
  const cover = page.locator(`img[src^="${coverUrl}"]`);
  await cover.waitFor();
  await page.waitForFunction(
    (url) => {
      const img = document.querySelector<HTMLImageElement>(`img[src^="${url}"]`);
      return img?.complete && img.naturalWidth > 0;
    },
    coverUrl,
    { timeout: 5000 },
  );
  const shown = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
  // One request for the cover: the preload's, which the <picture> then takes from the cache.
  assert.deepEqual(coverRequests, [pathAndQuery(shown)]);
  assert.match(shown, /\.avif\?w=\d+$/);
  assert.deepEqual(unused, []);
});

test("a book page's skeleton draws its cover where, and as large as, the page then draws it", async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Drawn First'));
  await uploadCover(context, book.id);
  // The same size matters: a larger paint of the page's own cover would be the page's LCP, after
  // the app's scripts, instead of the skeleton's, from the HTML.
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/app-shell-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/book/${book.id}`, { waitUntil: 'commit' });
    const skeletonCover = page.getByTestId('shell-skeleton').locator('img');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=shell-skeleton] img');
      return img?.complete && img.naturalWidth > 0;
    });
    assert.equal(await skeletonCover.getAttribute('alt'), `Cover of ${book.title}`);
    const drawnFirst = await skeletonCover.boundingBox();
    release();
    const heading = page.getByRole('heading', { level: 1, name: book.title });
    await heading.waitFor();
    const drawnByPage = await page
      .getByRole('img', { name: `Cover of ${book.title}` })
      .boundingBox();
    assert.equal(await page.getByTestId('shell-skeleton').count(), 0);
    for (const key of ['x', 'y', 'width', 'height'] as const)
      assert.ok(
        Math.abs(drawnFirst![key] - drawnByPage![key]) < 1,
        `${viewport.width} px wide: the cover's ${key} was ${drawnFirst![key]} in the skeleton, ${drawnByPage![key]} on the page`,
      );
    await page.unroute('**/assets/app-shell-*.js');
  }
});
