import { readFileSync } from 'node:fs';
import {
  createChapter,
  editor,
  getChapter,
  indicator,
  openNewChapter,
  pasteHtml,
  waitSaved,
} from './lib/chapter-page.ts';
import { api, assert, checkScreen, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test('typing autosaves after a pause; after a reload the text is there', async ({
  page,
  context,
}) => {
  const { chapter, url, book } = await createChapter(context);
  await page.goto(url);
  await page.getByRole('heading', { name: 'Chapter Under Test', level: 1 }).waitFor();
  for (const name of ['Validate/Repair Citations', 'Score E-E-A-T', 'Format with AI']) {
    assert.equal(
      await page.getByRole('button', { name }).isDisabled(),
      true,
      `${name} is disabled without content`,
    );
  }
  await editor(page).click();
  await page.keyboard.type('The receipts are in. ');
  await indicator(page).filter({ hasText: 'Saving...' }).waitFor();
  await page.keyboard.type('Every single one.');
  await waitSaved(page);
  await page.getByTestId('word-count').filter({ hasText: '7 words' }).waitFor();
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    '<p>The receipts are in. Every single one.</p>',
  );

  await page.reload();
  await editor(page).filter({ hasText: 'The receipts are in. Every single one.' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Format with AI' }).isEnabled(), true);
  await checkScreen(page, 'chapter-editor');

  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL(`**/book/${book.id}`);
});

test('toolbar, shortcuts and markdown-like input rules produce the schema and show active states', async ({
  page,
  context,
}) => {
  const { chapter } = await openNewChapter(page, context);
  await page.keyboard.type('## Findings\n');
  await page.keyboard.type('- first\nsecond\n\n');
  await page.keyboard.type('1. one\n\n');
  await page.keyboard.type('Some **bold** and *italic* and ==marked== text ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('strong');
  await page.keyboard.press('ControlOrMeta+b');
  assert.equal(
    await page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed'),
    'false',
  );
  await page.keyboard.press('ControlOrMeta+u');
  await page.keyboard.type(' under');
  assert.equal(
    await page.getByRole('button', { name: 'Underline' }).getAttribute('aria-pressed'),
    'true',
  );
  await page.keyboard.press('ControlOrMeta+u');
  await page.keyboard.type(' see https://example.org/x ');
  await page.getByRole('button', { name: 'Align center' }).click();
  assert.equal(
    await page.getByRole('button', { name: 'Align center' }).getAttribute('aria-pressed'),
    'true',
  );
  await waitSaved(page);
  const saved = (await getChapter(context, chapter.id)).content!;
  assert.match(
    saved,
    /^<h2>Findings<\/h2><ul><li><p>first<\/p><\/li><li><p>second<\/p><\/li><\/ul><ol><li><p>one<\/p><\/li><\/ol>/,
  );
  assert.match(
    saved,
    /<strong>bold<\/strong> and <em>italic<\/em> and <mark>marked<\/mark> text <strong>strong<\/strong><u> under<\/u>/,
  );
  assert.match(
    saved,
    /<a href="https:\/\/example.org\/x" rel="noopener noreferrer nofollow">https:\/\/example.org\/x<\/a>/,
  );
  assert.match(saved, /<p style="text-align: center">Some /);

  await page.keyboard.press('ControlOrMeta+z');
  assert.equal(
    await page.getByRole('button', { name: 'Align center' }).getAttribute('aria-pressed'),
    'false',
    'undo reverts the alignment',
  );
  await page.keyboard.press('ControlOrMeta+Shift+z');
  assert.equal(
    await page.getByRole('button', { name: 'Align center' }).getAttribute('aria-pressed'),
    'true',
    'redo applies it again',
  );
  await page.getByRole('button', { name: 'Heading 1' }).click();
  assert.equal(
    await page.getByRole('button', { name: 'Heading 1' }).getAttribute('aria-pressed'),
    'true',
  );
});

test('the title is renamed by double-click (Enter saves, Escape cancels), and an action shows the server failure', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(context, '<p>Some text (Doe, 2020).</p>');
  await page.goto(url);
  const heading = page.getByRole('heading', { name: 'Chapter Under Test', level: 1 });
  await heading.dblclick();
  await page.getByLabel('Chapter title').fill('Abandoned');
  await page.keyboard.press('Escape');
  await heading.waitFor();
  await heading.dblclick();
  await page.getByLabel('Chapter title').fill('  Renamed Chapter ');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Title Updated', 'Chapter title has been updated successfully');
  await page.getByRole('heading', { name: 'Renamed Chapter', level: 1 }).waitFor();
  assert.equal((await getChapter(context, chapter.id)).title, 'Renamed Chapter');

  await page.getByRole('button', { name: 'Validate/Repair Citations' }).click();
  // (Doe, 2020) is in no index and no reference list: reported, not invented.
  await expectToast(page, 'Citation Issues Found', '0 references added, but 1 issue(s) found');
  await editor(page).click();
  await page.keyboard.type(' Still editable.');
  await waitSaved(page);
});

test('two tabs editing the same chapter get the conflict choice instead of overwriting each other', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(context, '<p>Shared start.</p>');
  const other = await context.newPage();
  await page.goto(url);
  await other.goto(url);
  await editor(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' From tab one.');
  await waitSaved(page);

  await editor(other).click();
  await other.keyboard.press('End');
  await other.keyboard.type(' From tab two.');
  const dialog = other.getByRole('alertdialog', { name: 'This chapter was changed elsewhere' });
  await dialog.waitFor({ timeout: 15_000 });
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    '<p>Shared start. From tab one.</p>',
    'no silent overwrite',
  );
  assert.match(await indicator(other).innerText(), /Unsaved/);

  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await waitSaved(other);
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    '<p>Shared start. From tab two.</p>',
  );

  // Tab one is now behind: its next edit conflicts, and "Load theirs" takes the server's text.
  await page.keyboard.type(' More from one.');
  const first = page.getByRole('alertdialog', { name: 'This chapter was changed elsewhere' });
  await first.waitFor({ timeout: 15_000 });
  await first.getByRole('button', { name: 'Load theirs' }).click();
  await first.waitFor({ state: 'detached' });
  await editor(page).filter({ hasText: 'Shared start. From tab two.' }).waitFor();
  await page.waitForTimeout(1500);
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    '<p>Shared start. From tab two.</p>',
    'loading theirs saves nothing',
  );
  await other.close();
});

test('pasted HTML keeps what the schema holds and is stored without scripts or javascript: links', async ({
  page,
  context,
}) => {
  const { chapter } = await openNewChapter(page, context);
  const html =
    '<meta charset="utf-8"><p class="MsoNormal" style="margin:0in;font-family:Calibri">Word <b>bold</b> <span style="mso-bidi-font-weight:bold">plain</span><o:p></o:p></p>' +
    '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">' +
    '<p><a href="javascript:alert(1)">bad link</a> <a href="https://ok.example/">good link</a> <a href="JaVa&#x09;script:alert(2)">sneaky</a></p>' +
    '<table><tr><td>cell text</td></tr></table><iframe src="https://evil.example"></iframe>';
  await pasteHtml(page, html);
  await waitSaved(page);
  const stored = (await getChapter(context, chapter.id)).content!;
  assert.doesNotMatch(stored, /script|onerror|javascript|iframe|<img|mso-|class=/i);
  assert.match(stored, /<strong>bold<\/strong>/);
  assert.match(
    stored,
    /<a href="https:\/\/ok.example\/" rel="noopener noreferrer nofollow">good link<\/a>/,
  );
  assert.match(stored, /bad link/);
  assert.match(stored, /cell text/);
  assert.equal(
    await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
    undefined,
  );
});

test('a paste from Google Docs keeps highlight, superscript, subscript, bold, italic and links, and its empty lines as empty paragraphs', async ({
  page,
  context,
}) => {
  const googleDocs = readFileSync(
    new URL('../../../packages/editor/test/fixtures/google-docs-paste.html', import.meta.url),
    'utf8',
  );
  const { chapter } = await openNewChapter(page, context);
  await pasteHtml(page, googleDocs);
  await waitSaved(page);
  const stored = (await getChapter(context, chapter.id)).content!;
  assert.equal(
    stored,
    '<h2>The Ledger</h2>' +
      '<p>The clerk wrote <strong>every</strong> receipt in <em>triplicate</em>, and <mark>the third copy vanished</mark>.<sup>1</sup></p>' +
      '<p></p>' +
      '<p>Water is H<sub>2</sub>O; the 19<sup>th</sup> century kept <strong><em>no</em></strong> ledger of it.</p>' +
      '<p></p><p></p>' +
      '<ul><li><p>A first entry</p></li><li><p>A second entry</p></li></ul>' +
      '<p></p>' +
      '<p>See the <a href="https://example.com/archive" rel="noopener noreferrer nofollow">archive</a>.</p>' +
      '<p>A last line selected without its end</p>',
  );
});

test('revisions are listed, previewed read-only, and restored as a new revision', async ({
  page,
  context,
}) => {
  const { chapter } = await openNewChapter(page, context);
  await page.keyboard.type('First draft.');
  await waitSaved(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Second draft.');
  await indicator(page).filter({ hasText: 'Saving...' }).waitFor();
  await waitSaved(page);

  await page.getByRole('button', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisions' });
  await dialog
    .getByRole('button', { name: /While editing/ })
    .first()
    .click();
  const preview = dialog.getByTestId('revision-preview');
  await preview.filter({ hasText: 'First draft.' }).waitFor();
  assert.equal(await preview.getAttribute('contenteditable'), 'false');
  await dialog.getByRole('button', { name: 'Changes since' }).click();
  const changes = dialog.getByTestId('revision-changes');
  await changes.locator('del', { hasText: 'First' }).waitFor();
  await changes.locator('ins', { hasText: 'Second' }).waitFor();
  await dialog.getByText('1 word added, 1 word removed', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Restore this revision' }).click();
  await dialog.waitFor({ state: 'detached' });
  await editor(page).filter({ hasText: 'First draft.' }).waitFor();
  assert.equal((await getChapter(context, chapter.id)).content, '<p>First draft.</p>');
  const revisions = await api<{ reason: string }[]>(
    context,
    'GET',
    `/api/chapters/${chapter.id}/revisions`,
  );
  assert.equal(revisions[0]!.reason, 'before-restore');
});
