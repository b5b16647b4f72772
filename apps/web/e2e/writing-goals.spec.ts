import { addChapter, editor, waitSaved } from './lib/chapter-page.ts';
import { api, assert, checkScreen, createBook, expectToast, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test('a daily goal, words written in the editor, the streak and the pace on the dashboard and the book page', async ({
  page,
  context,
}) => {
  await api(context, 'PUT', '/api/goals', { dailyWordGoal: null });
  const today = new Date();
  const deadline = new Date(today.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
  const title = uniqueTitle('Quarterly Targets');
  const book = await createBook(context, title, {
    status: 'in-progress',
    targetWordCount: 1000,
    deadline,
  });
  const chapter = await addChapter(context, book.id, 'Goals Chapter');

  await page.goto('/');
  const goal = page.getByTestId('writing-goal');
  await goal.getByText('No daily goal yet.').waitFor();
  await goal.getByRole('button', { name: 'Set goal' }).click();
  await goal.getByLabel('Daily word goal').fill('5');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expectToast(page, 'Success', 'Daily goal saved');
  await goal.getByText('of 5 a day').waitFor();
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const stored = await api<{ dailyWordGoal: number; timeZone: string }>(
    context,
    'GET',
    '/api/goals',
  );
  assert.deepEqual([stored.dailyWordGoal, stored.timeZone], [5, browserZone]);
  await goal
    .getByTestId('pace-list')
    .getByText(new RegExp(`${title}: \\d+ words a day to reach 1,000 by \\d+ \\w+`))
    .waitFor();

  await page.goto(`/books/${book.id}/chapters/${chapter.id}`);
  await editor(page).click();
  await page.keyboard.type('One two three four five six.');
  await page.getByTestId('session-words').filter({ hasText: '+6 this session' }).waitFor();
  await page.getByTestId('reading-time').filter({ hasText: '1 min read' }).waitFor();
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByTestId('selection-words').filter({ hasText: '(6 selected)' }).waitFor();
  await page.keyboard.press('ArrowRight');
  // The keys that follow act at the caret: wait until the selection has collapsed at the end.
  await page.waitForFunction(() => {
    const selection = getSelection();
    return selection?.isCollapsed && (selection.anchorNode?.textContent ?? '').endsWith('six.');
  });
  await page.keyboard.press('Backspace');
  await page.keyboard.type(' Seven.');
  await waitSaved(page);
  await page.getByTestId('session-words').filter({ hasText: '+7 this session' }).waitFor();
  assert.equal(await page.getByTestId('selection-words').count(), 0);

  await page.goto(`/book/${book.id}`);
  await page.getByTestId('book-pace').getByText('7 words written today').waitFor();
  await page
    .getByTestId('book-pace')
    .getByText(/^\d+ words a day to reach 1,000 by \d+ \w+/)
    .waitFor();

  await page.goto('/');
  await goal
    .getByTestId('streak')
    .filter({ hasText: /1 day in a row · Goal met today/ })
    .waitFor();
  await checkScreen(page, 'dashboard-writing-goal');
});
