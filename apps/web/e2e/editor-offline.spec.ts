import type { BrowserContext, Page } from 'playwright-core';
import { assert, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';
import { isSelected } from './lib/selection.ts';
import {
  signedInContext,
  startControlledServer,
  type ControlledServer,
  callServer,
} from './server-control.ts';

/*
 * The API process stops and starts again while someone writes. This spec runs against its own
 * server (server-control.ts) so stopping it does not disturb the other specs. Starting a server
 * takes seconds, so it is started in the background when this file is loaded (only when the run's
 * filter selects this test) and stopped and started once inside the test.
 */

const NAME =
  'typing on while the API is stopped loses nothing: retries in the open tab, a local draft for a closed one';
const prewarmed: Promise<ControlledServer> | null = isSelected('editor-offline.spec.ts', NAME)
  ? startControlledServer()
  : null;
prewarmed?.catch(() => {}); // reported by the test that awaits it

async function openNewChapter(context: BrowserContext, server: ControlledServer, title: string) {
  const book = await callServer<{ id: number }>(context, server, 'POST', '/api/books', {
    title,
    targetWordCount: 80000,
    currentWordCount: 0,
    status: 'planning',
  });
  const chapter = await callServer<{ id: number }>(context, server, 'POST', '/api/chapters', {
    bookId: book.id,
    title,
    content: null,
    orderIndex: 0,
    wordCount: 0,
    status: 'draft',
    notes: null,
  });
  const page = await context.newPage();
  await page.goto(`/books/${book.id}/chapters/${chapter.id}`);
  return { chapterId: chapter.id, page };
}

const indicator = (page: Page) => page.getByTestId('save-indicator');
const saved = (page: Page, timeout = 15_000) =>
  indicator(page)
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout });
const storedContent = async (context: BrowserContext, server: ControlledServer, id: number) =>
  (await callServer<{ content: string | null }>(context, server, 'GET', `/api/chapters/${id}`))
    .content;

async function type(page: Page, text: string) {
  await page.getByTestId('chapter-editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

test(NAME, async ({ context }) => {
  const server = await prewarmed!;
  const own = await signedInContext(context.browser()!, server);
  try {
    const open = await openNewChapter(own, server, 'Kept Open');
    const crashed = await openNewChapter(own, server, 'Closed Tab');
    await type(open.page, 'Before the outage.');
    await type(crashed.page, 'Saved part.');
    await saved(open.page);
    await saved(crashed.page);

    await server.stop();
    await type(open.page, ' During the outage.');
    await type(crashed.page, ' Unsaved part.');
    await expectToast(open.page, 'Save Failed');
    await expectToast(crashed.page, 'Save Failed');
    await indicator(open.page).filter({ hasText: 'Unsaved changes' }).waitFor();
    await type(open.page, ' Still typing.');

    // Leaving now would lose text: the browser asks first (and the user stays).
    const asked = open.page.waitForEvent('dialog', { timeout: 5000 });
    await open.page.close({ runBeforeUnload: true });
    const dialog = await asked;
    assert.equal(dialog.type(), 'beforeunload');
    await dialog.dismiss();

    await crashed.page.waitForTimeout(1200); // the draft follows the text on the debounce
    await crashed.page.close(); // this tab goes away without a chance to save

    await server.start();
    // The open tab's retries get everything through once the server answers.
    await saved(open.page, 30_000);
    assert.equal(
      await storedContent(own, server, open.chapterId),
      '<p>Before the outage. During the outage. Still typing.</p>',
    );
    const leave = await open.page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    assert.equal(leave, false, 'no leave warning once everything is saved');

    // The closed tab's text comes back from the local draft.
    assert.equal(await storedContent(own, server, crashed.chapterId), '<p>Saved part.</p>');
    const reopened = await own.newPage();
    await reopened.goto(crashed.page.url());
    await reopened.getByText(/Unsaved changes from .* were found on this device/).waitFor();
    await reopened.getByRole('button', { name: 'Restore them' }).click();
    await reopened
      .getByTestId('chapter-editor')
      .filter({ hasText: 'Saved part. Unsaved part.' })
      .waitFor();
    await saved(reopened);
    assert.equal(
      await storedContent(own, server, crashed.chapterId),
      '<p>Saved part. Unsaved part.</p>',
    );
    await reopened.reload();
    await reopened
      .getByTestId('chapter-editor')
      .filter({ hasText: 'Saved part. Unsaved part.' })
      .waitFor();
    assert.equal(
      await reopened.getByText(/were found on this device/).count(),
      0,
      'a saved draft is not offered again',
    );
  } finally {
    await own.close();
    await server.dispose();
  }
});
