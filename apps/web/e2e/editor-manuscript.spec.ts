import {
  createChapter,
  editor,
  getChapter,
  openNewChapter,
  waitSaved,
} from './lib/chapter-page.ts';
import { assert } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test('block quotes, footnotes, superscript and scene breaks from the keyboard and toolbar are saved in their stored forms', async ({
  page,
  context,
}) => {
  const { chapter } = await openNewChapter(page, context);
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
  // The note goes where the caret is: wait until the editor has it at the quote's end.
  await page.waitForFunction(() => {
    const selection = getSelection();
    const text = selection?.anchorNode?.textContent ?? '';
    return text.endsWith('Quoted words.') && selection?.anchorOffset === text.length;
  });
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

test('a note opened by Mod-Alt-F has the focus before the next key is handled, so a key typed at once goes into the note', async ({
  page,
  context,
}) => {
  const { chapter } = await openNewChapter(page, context);
  await page.keyboard.type('A claim.');
  // The key and a check in one task of the page: a busy page handles the next key before any timer,
  // so the note must hold the focus once the key's own work (its microtasks) is done.
  const noteHasFocus = await editor(page).evaluate(async (chapterView) => {
    chapterView.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'f',
        code: 'KeyF',
        ctrlKey: true,
        altKey: true,
        bubbles: true,
      }),
    );
    await Promise.resolve();
    return document.activeElement?.closest('.footnote-editor') != null;
  });
  assert.equal(noteHasFocus, true);
  await page.keyboard.type('Smith, p. 3.');
  await page.keyboard.press('Escape');
  await waitSaved(page);
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    '<p>A claim.<span data-footnote="">Smith, p. 3.</span></p>',
  );
});

test('a long chapter of quotes, notes and scene breaks shows a window of blocks, numbers every note and saves every word', async ({
  page,
  context,
}) => {
  const blocks: string[] = [];
  let notes = 0;
  for (let i = 1; i <= 300; i++) {
    if (i % 25 === 0) blocks.push('<hr class="scene-break">');
    else if (i % 10 === 5)
      blocks.push(`<blockquote><p>Quoted passage ${i} of the ledger.</p></blockquote>`);
    else if (i % 3 === 0) {
      notes++;
      blocks.push(`<p>Paragraph ${i} makes a claim.<span data-footnote="">Source ${i}.</span></p>`);
    } else blocks.push(`<p>Paragraph ${i} records one more receipt, dated and signed.</p>`);
  }
  const { chapter, url } = await createChapter(context, blocks.join(''));
  await page.goto(url);
  await editor(page).filter({ hasText: 'Paragraph 1 records' }).waitFor();
  const inDom = await editor(page).evaluate((root) => root.children.length);
  assert.ok(inDom < 300, `the block window has ${inDom} of 300 blocks in the DOM`);

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  // The chapter ends with a scene break: the caret goes after it, and typing starts a paragraph.
  await page.keyboard.type('Closing words.');
  const lastNumber = await page.locator('.footnote').last().getAttribute('data-footnote-number');
  assert.equal(lastNumber, String(notes), 'the last note is numbered after every hidden one');
  await waitSaved(page);
  const saved = await getChapter(context, chapter.id);
  assert.ok(
    saved.content!.endsWith('<hr class="scene-break"><p>Closing words.</p>'),
    saved.content!.slice(-80),
  );
  assert.equal(saved.content!.split('<hr class="scene-break">').length - 1, 12);
  assert.equal(saved.content!.split('<span data-footnote="">').length - 1, notes);
  await page
    .getByTestId('word-count')
    .filter({ hasText: `${saved.wordCount.toLocaleString('en-US')} words` })
    .waitFor();
});
