import { createChapter, editor, getChapter, waitSaved } from './lib/chapter-page.ts';
import { api, assert, expectToast, toast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/*
 * The editor's AI actions with the built-in offline engine (the app under test has no Gemini key):
 * Format with AI and Score E-E-A-T, their toasts and busy state, undo after formatting, and the
 * E-E-A-T log that records who scored and why.
 */

const ROUGH = '<p>"Receipts," she said -- and (Smith 2020) agreed... it\'s policy.</p>';
const FORMATTED_TEXT =
  '\u201cReceipts,\u201d she said \u2014 and (Smith, 2020) agreed\u2026 it\u2019s policy.';

const SOURCED = [
  '<h1>The Housing Ledger</h1>',
  '<p>In 1935 the Home Owners\u2019 Loan Corporation graded neighbourhoods, and its surveyors coloured Black neighbourhoods red (Nelson et al., 2023). The maps were policy: the Federal Housing Administration wrote the grades into its manual (Federal Housing Administration, 1938). Of course, the agency insisted the grades measured only \u201crisk\u201d.</p>',
  '<p>This policy did not stay on paper. Lenders followed the federal grades, and approval rates in redlined tracts stayed lower for a generation (Rothstein, 2017). Meanwhile, the same agency insured suburbs whose deeds excluded Black buyers (Jackson, 1985).</p>',
].join('');

test('Format with AI shows the formatted text at once, lists the changes, and undo brings the old text back', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(context, ROUGH);
  await page.goto(url);
  await editor(page).filter({ hasText: 'Receipts' }).waitFor();
  const button = page.getByRole('button', { name: 'Format with AI' });
  await button.click();
  await expectToast(page, 'Formatting Applied', 'Curly quotes: 3');
  const description = await toast(page).locator('[data-part="description"]').innerText();
  for (const change of ['Citation punctuation: 1', 'Ellipses: 1', 'Dashes: 1', 'Curly quotes: 3'])
    assert.ok(description.includes(change), `the toast lists "${change}": ${description}`);
  await editor(page).filter({ hasText: FORMATTED_TEXT }).waitFor();
  assert.equal(await button.isEnabled(), true, 'the button is ready again');
  assert.equal((await getChapter(context, chapter.id)).content, `<p>${FORMATTED_TEXT}</p>`);

  await editor(page).click();
  await page.keyboard.press('Control+z');
  await editor(page).filter({ hasText: 'she said -- and (Smith 2020) agreed...' }).waitFor();
  await waitSaved(page);
  assert.equal((await getChapter(context, chapter.id)).content, ROUGH);
});

test('Format with AI right after typing moves no typed word: the caret stays after them, and undo brings back the text with them', async ({
  page,
  context,
}) => {
  const rough =
    '<p>Paragraph one -- the opening.</p><p></p><p>Paragraph two.</p><p></p><p></p><p>Paragraph three ends here.</p>';
  const { chapter, url } = await createChapter(context, rough);
  await page.goto(url);
  await editor(page).filter({ hasText: 'Paragraph three' }).waitFor();
  await editor(page).getByText('Paragraph two.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' MARKER');
  await page.getByRole('button', { name: 'Format with AI' }).click();
  await expectToast(page, 'Formatting Applied', 'Empty paragraphs removed: 3');
  const formatted =
    '<p>Paragraph one \u2014 the opening.</p><p>Paragraph two. MARKER</p><p>Paragraph three ends here.</p>';
  assert.equal((await getChapter(context, chapter.id)).content, formatted);

  // Back in the text, the writer goes on where they stopped.
  await editor(page).focus();
  await page.keyboard.type(' More.');
  await waitSaved(page);
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    formatted.replace('MARKER', 'MARKER More.'),
  );

  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await editor(page).filter({ hasText: 'the opening' }).filter({ hasText: '--' }).waitFor();
  await waitSaved(page);
  assert.equal(
    (await getChapter(context, chapter.id)).content,
    rough.replace('Paragraph two.', 'Paragraph two. MARKER'),
    'undo brings back the text as it was when Format was clicked, MARKER included',
  );
});

test('Format with AI on a clean chapter says PE standards were applied', async ({
  page,
  context,
}) => {
  const { url } = await createChapter(context, '<p>\u201cClean,\u201d she said (Smith, 2020).</p>');
  await page.goto(url);
  await editor(page).filter({ hasText: 'Clean' }).waitFor();
  await page.getByRole('button', { name: 'Format with AI' }).click();
  await expectToast(page, 'Formatting Applied', 'PE standards applied successfully');
});

test('Score E-E-A-T shows the score and sub-scores, labels the button, and the log shows engine and feedback', async ({
  page,
  context,
}) => {
  const { chapter, url } = await createChapter(context, SOURCED);
  await page.goto(url);
  await editor(page).filter({ hasText: 'Housing Ledger' }).waitFor();
  await page.getByRole('button', { name: 'Score E-E-A-T' }).click();
  await expectToast(page, 'E-E-A-T Score: ');
  const title = await toast(page).locator('[data-part="title"]').innerText();
  const score = Number(/^E-E-A-T Score: (\d+)\/100$/.exec(title)?.[1]);
  assert.ok(score > 0 && score <= 100, `a score out of 100: ${title}`);
  const description = await toast(page).locator('[data-part="description"]').innerText();
  assert.match(
    description,
    /^Trustworthiness: \d+\/40, Expertise: \d+\/20, Authoritativeness: \d+\/15, Experience: \d+\/25$/,
  );
  await page.getByRole('button', { name: `E-E-A-T: ${score}%` }).waitFor();
  const stored = await api<{ eeatScore: number | null }>(
    context,
    'GET',
    `/api/chapters/${chapter.id}`,
  );
  assert.equal(stored.eeatScore, score);

  await page.goto('/quality/eeat-log');
  const entry = page.getByTestId('eeat-log-entry').filter({ hasText: 'Chapter Under Test' });
  await entry.waitFor();
  const shown = await entry.innerText();
  assert.ok(shown.includes(String(score)), 'the entry shows the score');
  assert.ok(shown.includes('Engine: Offline rules'), 'the entry names the engine');
  assert.ok(shown.includes('AI Feedback'), 'the entry has feedback');
  assert.ok(shown.includes('Receipts density'), 'the feedback explains each criterion');
  assert.ok(shown.includes('Changes that would gain most'), 'the feedback says what to change');
});

test('both actions show the server’s message when they fail', async ({ page, context }) => {
  const { chapter, url } = await createChapter(context, '<p>Some text (Doe, 2020).</p>');
  await page.goto(url);
  await editor(page).filter({ hasText: 'Some text' }).waitFor();
  await api(context, 'DELETE', `/api/chapters/${chapter.id}`);
  await page.getByRole('button', { name: 'Score E-E-A-T' }).click();
  await expectToast(page, 'E-E-A-T Scoring Failed', 'Chapter not found');
  await page.getByRole('button', { name: 'Format with AI' }).click();
  await expectToast(page, 'Formatting Failed', 'Chapter not found');
});

test('the book page runs the draft analysis and shows it, naming the engine', async ({
  page,
  context,
}) => {
  const { book } = await createChapter(context, '<p>Some text.</p>');
  await page.goto(`/book/${book.id}`);
  const logs = page.getByRole('button', { name: 'AI Draft Analysis Logs' });
  await page.getByRole('button', { name: 'Run Draft Analysis' }).click();
  await expectToast(page, 'Draft Analysis Updated');
  await logs.click();
  const dialog = page.getByRole('dialog', { name: `AI Draft Analysis: ${book.title}` });
  await dialog.waitFor();
  const shown = await dialog.innerText();
  assert.ok(shown.includes('Engine: Offline rules'), 'the analysis names its engine');
  assert.ok(shown.includes('Chapters listed: 1'), 'the analysis reads the chapter plan');
});
