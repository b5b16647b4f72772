import type { Page } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import {
  api,
  assert,
  checkScreen,
  createBook,
  uniqueTitle,
  type BookRecord,
} from './lib/helpers.ts';
import { test } from './lib/registry.ts';
import { signedInContext, startControlledServer } from './server-control.ts';

interface MilestoneRecord {
  id: number;
  title: string;
}

// Other specs score chapters on the shared server, so the empty log is looked at on a server of its own.
test('the E-E-A-T log explains the framework and shows the empty state with a way on (defect 8)', async ({
  context: shared,
}) => {
  const server = await startControlledServer();
  const context = await signedInContext(shared.browser()!, server);
  try {
    const page = await context.newPage();
    await showsEmptyLog(page);
    await loadsOlderScoresOnScroll(page, server.baseURL);
  } finally {
    await context.close();
    await server.dispose();
  }
});

async function showsEmptyLog(page: Page): Promise<void> {
  await page.goto('/quality/eeat-log');
  await page.getByRole('heading', { name: 'E-E-A-T Scoring Framework' }).waitFor();
  for (const pillar of ['Trustworthiness', 'Expertise & Authoritativeness', 'Experience']) {
    await page.getByRole('heading', { name: pillar, exact: true }).waitFor();
  }
  await page.getByText('Prime Directive:').waitFor();
  await page.getByRole('heading', { name: 'Scoring History' }).waitFor();
  await page
    .getByText('No scoring events yet. Score your first chapter to begin tracking.')
    .waitFor();
  assert.equal(await page.getByTestId('eeat-log-count').innerText(), '0 events');
  // Not a 600 px box with one line at its top: the empty state takes the room it needs and
  // offers a way on. (The 600 px list is for entries.)
  assert.equal(await page.getByTestId('eeat-log-list').count(), 0);
  const empty = page.getByTestId('empty-state');
  const height = await empty.evaluate((el) => el.getBoundingClientRect().height);
  assert.ok(height < 400, `empty state height ${height}`);
  await empty.getByRole('link', { name: 'Go to your books' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goBack();
  await page.getByTestId('empty-state').waitFor();
  await checkScreen(page, 'eeat-log');
}

/** 51 scores: the first page shows 50, and scrolling to the end of the list brings the 51st. */
async function loadsOlderScoresOnScroll(page: Page, baseURL: string): Promise<void> {
  // This server is not the one the shared `api` helper calls: post to it with its own origin.
  const post = async <T>(path: string, data: unknown = {}): Promise<T> => {
    const response = await page.context().request.post(`${baseURL}${path}`, {
      data,
      headers: { origin: baseURL },
    });
    assert.ok(response.ok(), `${path}: ${response.status()}`);
    return (await response.json()) as T;
  };
  const book = await post<{ id: number }>('/api/books', {
    title: 'Scored Book',
    targetWordCount: 1000,
    currentWordCount: 0,
    status: 'planning',
  });
  const chapter = await post<{ id: number }>('/api/chapters', {
    bookId: book.id,
    title: 'Scored',
    content: '<p>Landlords raised rents by a third (Desmond, 2016). Tenants moved.</p>',
  });
  for (let i = 0; i < 51; i += 1) await post(`/api/chapters/${chapter.id}/score-eeat`);
  await page.goto('/quality/eeat-log');
  await page.getByTestId('eeat-log-count').filter({ hasText: '51 events' }).waitFor();
  const entries = page.getByTestId('eeat-log-list').locator('ol > li');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="eeat-log-list"] ol > li').length === 50,
  );
  await page
    .getByTestId('eeat-log-list')
    .evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="eeat-log-list"] ol > li').length === 51,
  );
  assert.equal(await entries.count(), 51);
}

test('work remaining defaults to the first book and reports a chosen book from computeReadiness', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Readiness Book'));
  const uploaded = await api<MilestoneRecord>(context, 'POST', `/api/books/${book.id}/milestones`, {
    title: 'All Chapters Uploaded',
  });
  const repaired = await api<MilestoneRecord>(context, 'POST', `/api/books/${book.id}/milestones`, {
    title: 'Citations Repaired',
  });
  await api(context, 'PATCH', `/api/milestones/${repaired.id}`, { completed: true });
  for (const [index, title] of ['Introduction', 'The Memo'].entries()) {
    await addChapter(context, book.id, title, { orderIndex: index });
  }

  const [first] = await api<BookRecord[]>(context, 'GET', '/api/books');
  await page.goto('/quality/work-remaining');
  await page.getByRole('heading', { name: 'Work Remaining' }).waitFor();
  await page.getByText(`Publication readiness for ${first!.title}`).waitFor();

  await page.getByRole('combobox', { name: 'Book' }).click();
  await page.getByRole('option', { name: book.title }).click();
  await page.getByText(`Publication readiness for ${book.title}`).waitFor();
  await page.getByText('1 of 2 milestones complete').waitFor();
  await page.getByText('50%').waitFor();
  const stat = (label: string) =>
    page
      .locator('[data-testid="readiness-stat"]', { hasText: label })
      .locator('p')
      .first()
      .innerText();
  assert.equal(await stat('Total Chapters'), '2');
  assert.equal(await stat('Average E-E-A-T Score'), '—');
  await page.getByText('0 of 2 chapters scored').waitFor();
  await page.getByRole('heading', { name: 'Unscored Chapters' }).waitFor();
  await page.getByText('Chapter 1: The Memo').waitFor();
  const steps = await page.getByTestId('next-steps').locator('li').allInnerTexts();
  assert.deepEqual(steps, [
    'Upload the remaining chapters',
    'Run E-E-A-T scoring on 2 unscored chapter(s)',
  ]);
  await checkScreen(page, 'work-remaining');

  await api(context, 'PATCH', `/api/milestones/${uploaded.id}`, { completed: true });
  // The chosen book lives in the URL: a link names it, and a reload keeps it.
  await page.goto(`/quality/work-remaining?book=${book.id}`);
  await page.getByText(`Publication readiness for ${book.title}`).waitFor();
  await page.getByText('2 of 2 milestones complete').waitFor();
  await page.getByTestId('next-steps').getByText('Ready for Publication!').waitFor();
  await page
    .locator('[data-testid="readiness-stat"]', { hasText: 'Overall Progress' })
    .getByText('100%')
    .waitFor();

  const other = await createBook(context, uniqueTitle('Another Book'));
  await page.reload();
  await page.getByRole('combobox', { name: 'Book' }).click();
  await page.getByRole('option', { name: other.title }).click();
  await page.waitForURL(new RegExp(`[?&]book=${other.id}(&|$)`));
  await page.reload();
  await page.getByText(`Publication readiness for ${other.title}`).waitFor();

  // A chapter's name opens it in the editor.
  await page.goto(`/quality/work-remaining?book=${book.id}`);
  await page.getByRole('link', { name: 'Chapter 1: The Memo' }).click();
  await page.waitForURL(new RegExp(`/books/${book.id}/chapters/\\d+$`));
});
