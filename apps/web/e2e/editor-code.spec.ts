import type { Page } from 'playwright-core';
import { addChapter, createChapter, editor, getChapter, waitSaved } from './lib/chapter-page.ts';
import { coldPage } from './lib/first-load-js.ts';
import { assert, createBook, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

const READY_MS = 30_000;

interface Timing {
  /** When the chapter's title was on screen (Element Timing), by the page's clock. */
  titlePainted: number;
  /** When the fetch of the editor's code (the `editor` chunk) started. */
  editorCodeRequested: number;
}

/** Waits for the editor to be ready, then reads when the title was painted and the code asked for. */
async function timing(page: Page): Promise<Timing> {
  await page.getByTestId('chapter-editor').waitFor({ timeout: READY_MS });
  return page.evaluate(
    () =>
      new Promise<Timing>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const title = list
            .getEntries()
            .find(
              (entry) =>
                (entry as PerformanceEntry & { identifier: string }).identifier === 'chapter-title',
            ) as (PerformanceEntry & { renderTime: number; loadTime: number }) | undefined;
          if (!title) return;
          observer.disconnect();
          const code = performance
            .getEntriesByType('resource')
            .find((entry) => /\/assets\/editor-[\w-]+\.js$/.test(entry.name));
          resolve({
            titlePainted: title.renderTime || title.loadTime,
            editorCodeRequested: code?.startTime ?? Number.NaN,
          });
        }).observe({ type: 'element', buffered: true });
      }),
  );
}

test("a full load draws the chapter's page before it fetches the editor's code; a navigation fetches it with the page's own", async ({
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Code Later'));
  const chapter = await addChapter(context, book.id, 'Chapter Drawn First', {
    content: '<p>The page is on screen before ProseMirror is fetched.</p>',
  });

  const loaded = await coldPage(context);
  await loaded.goto(`/books/${book.id}/chapters/${chapter.id}`);
  const fullLoad = await timing(loaded);
  await loaded.context().close();
  assert.ok(
    fullLoad.editorCodeRequested > fullLoad.titlePainted,
    `full load: code requested at ${fullLoad.editorCodeRequested} ms, title painted at ${fullLoad.titlePainted} ms`,
  );

  const navigated = await coldPage(context);
  await navigated.goto(`/book/${book.id}`);
  await navigated.getByRole('link', { name: 'Chapter Drawn First', exact: true }).click();
  const navigation = await timing(navigated);
  await navigated.context().close();
  assert.ok(
    navigation.editorCodeRequested < navigation.titlePainted,
    `navigation: code requested at ${navigation.editorCodeRequested} ms, title painted at ${navigation.titlePainted} ms`,
  );
});

/**
 * In the page: once the editor's element is in the document, holds the task that put it there for
 * `holdMs` after saying so on the console, so that a key pressed on that word waits and is taken
 * as soon as the view can take one: before anything the view's creation scheduled (the page
 * wiring its autosave). A string: see markDrawn in pages-open-without-a-call.spec.ts.
 */
const holdWhenEditorAppears = (holdMs: number) => `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="chapter-editor"]')) return;
    observer.disconnect();
    console.log('editor appeared');
    const until = performance.now() + ${holdMs};
    while (performance.now() < until);
  }).observe(document, { childList: true, subtree: true });
`;

test('a key typed the moment the editor appears is saved, as every later one', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(context); // empty: the editor takes the focus at once
  await page.addInitScript(holdWhenEditorAppears(500));
  const appeared = page.waitForEvent('console', (message) => message.text() === 'editor appeared');
  await page.goto(url);
  await appeared;
  await page.keyboard.press('x');
  await editor(page).filter({ hasText: 'x' }).waitFor({ timeout: READY_MS });
  await waitSaved(page);
  assert.equal((await getChapter(context, chapter.id)).content, '<p>x</p>');
});
