import { createBook, assert, uniqueTitle } from './lib/helpers.ts';
import { addChapter } from './lib/chapter-page.ts';
import {
  chunksLoaded,
  coldPage,
  measureFirstLoadJs,
  printFirstLoadJs,
} from './lib/first-load-js.ts';
import { test } from './lib/registry.ts';

/** A cold first load on this shared machine can take long; what is measured is bytes, not time. */
const READY_MS = 30_000;

// Each page's first load on a cold cache, printed as one line of a table (the dashboard's, with
// its 200 KB budget, is in dashboard.spec.ts). The checks name the parts each page must leave out.

test(
  'first-load JS: the landing page has no app shell, dashboard or zod',
  { signedIn: false },
  async ({ page }) => {
    const measured = await measureFirstLoadJs(page, '/', () =>
      page
        .getByRole('heading', { name: 'Finally, Somebody Said It' })
        .waitFor({ timeout: READY_MS }),
    );
    printFirstLoadJs('landing', measured);
    assert.deepEqual(
      chunksLoaded(measured, ['app-shell', 'dashboard-page', 'schemas', 'toaster']),
      [],
    );
  },
);

test(
  'first-load JS: the login page has no app shell, landing page or dashboard',
  { signedIn: false },
  async ({ page }) => {
    const measured = await measureFirstLoadJs(page, '/Kemet8', () =>
      page.getByLabel('Password').waitFor({ timeout: READY_MS }),
    );
    printFirstLoadJs('login', measured);
    assert.deepEqual(chunksLoaded(measured, ['app-shell', 'landing-page', 'dashboard-page']), []);
  },
);

test('first-load JS: the book page and the chapter editor leave pdf.js to the export dialog, and the editor zod to the forms that validate', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('First Load'));
  const chapter = await addChapter(context, book.id, 'Chapter Measured', {
    content: '<p>One measured paragraph.</p>',
  });
  const bookPage = await measureFirstLoadJs(page, `/book/${book.id}`, () =>
    page.getByRole('heading', { name: book.title, level: 1 }).waitFor({ timeout: READY_MS }),
  );
  printFirstLoadJs('book', bookPage);
  assert.deepEqual(chunksLoaded(bookPage, ['editor', 'pdf-pages', 'landing-page']), []);

  const editorPage = await coldPage(context);
  const chapterEditor = await measureFirstLoadJs(
    editorPage,
    `/books/${book.id}/chapters/${chapter.id}`,
    async () => {
      await editorPage
        .getByRole('heading', { name: 'Chapter Measured', level: 1 })
        .waitFor({ timeout: READY_MS });
      await editorPage.getByRole('textbox').last().waitFor({ timeout: READY_MS });
    },
  );
  printFirstLoadJs('chapter editor', chapterEditor);
  await editorPage.context().close();
  assert.deepEqual(chunksLoaded(chapterEditor, ['pdf-pages', 'landing-page', 'zod']), []);
  // The dialogs the editor loads once idle (book search among them) came, without zod.
  assert.equal(chunksLoaded(chapterEditor, ['book-search-dialog']).length, 1);
});

test('first-load JS: settings, the E-E-A-T log and work remaining', async ({ page, context }) => {
  const pages = [
    ['settings', '/settings', 'Settings'],
    ['E-E-A-T log', '/quality/eeat-log', 'Scoring History'],
    ['work remaining', '/quality/work-remaining', 'Work Remaining'],
  ] as const;
  for (const [label, path, heading] of pages) {
    const fresh = label === 'settings' ? page : await coldPage(context);
    const measured = await measureFirstLoadJs(fresh, path, () =>
      fresh.getByRole('heading', { name: heading }).first().waitFor({ timeout: READY_MS }),
    );
    printFirstLoadJs(label, measured);
    if (fresh !== page) await fresh.context().close();
    assert.deepEqual(chunksLoaded(measured, ['editor', 'pdf-pages', 'landing-page']), []);
  }
});
