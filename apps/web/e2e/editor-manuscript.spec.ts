import { createChapter, editor, getChapter, waitSaved } from './lib/chapter-page.ts';
import { assert } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test('block quotes, footnotes, superscript and scene breaks from the keyboard and toolbar are saved in their stored forms', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(context);
  await page.goto(url);
  await editor(page).click();
  await page.keyboard.type('> Quoted words.');
  // Enter in an empty quoted paragraph leaves the quote.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A claim.');
  await page.getByRole('button', { name: 'Footnote' }).click();
  const note = page.locator('.footnote-editor [contenteditable="true"]');
  await note.waitFor();
  await page.keyboard.type('Smith, p. 3.');
  await page.keyboard.press('Escape');
  await page.keyboard.type(' More.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('***After the 21^st^ century.');
  await waitSaved(page);
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    '<blockquote><p>Quoted words.</p></blockquote>' +
      '<p>A claim.<span data-footnote="">Smith, p. 3.</span> More.</p>' +
      '<hr class="scene-break">' +
      '<p>After the 21<sup>st</sup> century.</p>',
  );
  // The note's words count: 2 + 2 + 3 + 1 + 4.
  await page.getByTestId('word-count').filter({ hasText: '12 words' }).waitFor();
  assert.equal(await page.locator('.footnote').first().getAttribute('data-footnote-number'), '1');
  assert.equal(
    await page.getByRole('button', { name: 'Block quote' }).getAttribute('aria-pressed'),
    'false',
  );

  // A second note before the first takes number 1; the first becomes 2.
  await page.reload();
  await editor(page).filter({ hasText: 'A claim.' }).waitFor();
  await page.getByText('Quoted words.').click();
  assert.equal(
    await page.getByRole('button', { name: 'Block quote' }).getAttribute('aria-pressed'),
    'true',
  );
  await page.keyboard.press('End');
  await page.keyboard.press('ControlOrMeta+Alt+f');
  await note.waitFor();
  await page.keyboard.type('Quoted from a letter.');
  await page.keyboard.press('Escape');
  const numbers = await page
    .locator('.footnote')
    .evaluateAll((notes) => notes.map((n) => n.getAttribute('data-footnote-number')));
  assert.deepEqual(numbers, ['1', '2']);
  await waitSaved(page);
  assert.match(
    (await getChapter(context, chapter.id)).content!,
    /^<blockquote><p>Quoted words\.<span data-footnote="">Quoted from a letter\.<\/span><\/p><\/blockquote>/,
  );
});
