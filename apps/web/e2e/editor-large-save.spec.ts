import {
  createChapter,
  editor,
  getChapter,
  ledgerChapter,
  ledgerParagraph,
  waitSaved,
} from './lib/chapter-page.ts';
import { api, assert } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/*
 * A save whose body is too large to hand to fetch() on the main thread (the app's trpc link,
 * fetch-off-main-thread.ts) is sent by a worker. These journeys check that nothing about saving
 * changes for the writer: what is typed lands whole, and a conflict still asks.
 */

const PARAGRAPHS = 1300; // about 160 KB of HTML, over the 64 K characters sent from the worker
const largeChapter = ledgerChapter(PARAGRAPHS);

test('a chapter too large to save from the main thread is saved by a worker, whole, and a conflict still asks', async ({
  page,
  context,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const { chapter, url } = await createChapter(context, largeChapter);
  await page.goto(url);
  await editor(page)
    .filter({ hasText: ledgerParagraph(1) })
    .waitFor();
  await editor(page).locator(':scope > p').first().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Sent from the worker.');
  await waitSaved(page);
  const saved = (await getChapter(context, chapter.id)).content!;
  assert.equal(saved, largeChapter.replace(/<\/p>$/, ' Sent from the worker.</p>'));
  assert.ok(
    workers.some((address) => address.includes('fetch-worker')),
    `the save went through the fetch worker (workers: ${workers.join(', ') || 'none'})`,
  );

  // Changed elsewhere: the next save is refused (a 409 that came back through the worker).
  const theirs = saved.replace('Paragraph 1 of', 'Paragraph one of');
  await api(context, 'PUT', `/api/chapters/${chapter.id}`, { content: theirs });
  await page.keyboard.type(' Mine again.');
  const dialog = page.getByRole('alertdialog', { name: 'This chapter was changed elsewhere' });
  await dialog.waitFor({ timeout: 15_000 });
  assert.equal((await getChapter(context, chapter.id)).content, theirs, 'no silent overwrite');

  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await waitSaved(page);
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    largeChapter.replace(/<\/p>$/, ' Sent from the worker. Mine again.</p>'),
  );
});
