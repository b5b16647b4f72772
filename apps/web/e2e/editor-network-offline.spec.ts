import { assert, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';
import { getChapter, indicator, openNewChapter, waitSaved } from './lib/chapter-page.ts';

test('offline, the editor says the text is kept on this device, then saves it when back and says when', async ({
  page,
  context,
}) => {
  const { chapter } = await openNewChapter(page, context, '<p>Before the outage.</p>');
  await page.keyboard.press('ControlOrMeta+End');

  await context.setOffline(true);
  try {
    await page.keyboard.type(' Written on a train.');
    await indicator(page)
      .filter({ hasText: 'Offline: kept on this device, will save when back' })
      .waitFor();
    // Not "Saving..." for ever, and no error toast per failed attempt.
    assert.equal(await page.getByText('Save Failed').count(), 0);
  } finally {
    await context.setOffline(false);
  }

  await expectToast(page, 'Back Online', 'Your changes were saved at');
  await waitSaved(page);
  const stored = await getChapter(context, chapter.id);
  assert.match(stored.content ?? '', /Before the outage\. Written on a train\./);
});
