import type { Page } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import { api, checkScreen, createBook, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/*
 * Every screen, light and dark, on a desktop (1440×900) and a phone (390×844): screenshots in
 * e2e/artifacts/screen-<size>-<screen>-<theme>.png for people to look at, and axe on each.
 */

const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  const shot = (page: Page, name: string) => checkScreen(page, `screen-${size}-${name}`);

  test(`screens (${size}): signed out`, { viewport, signedIn: false }, async ({ page }) => {
    await page.goto('/');
    await page.getByText('Finally, Somebody Said It').waitFor();
    await settle(page);
    await shot(page, 'landing');
    await page.goto('/Kemet8');
    await page.getByLabel('Password').waitFor();
    await settle(page);
    await shot(page, 'login');
  });

  test(`screens (${size}): signed in`, { viewport }, async ({ page, context }) => {
    const book = await createBook(context, uniqueTitle('The Receipts of Empire'), {
      status: 'in-progress',
      description: 'An audit of the institutions that keep the books.',
    });
    await api(context, 'PATCH', `/api/books/${book.id}`, {
      title: book.title,
      authorName: 'Ida B. Wells',
      genre: 'Mainstream Critique',
      isbn: '978-0-00-000000-0',
      targetChapterCount: 12,
    });
    await createBook(context, uniqueTitle('Footnotes'), {
      seriesName: 'Receipts',
      seriesNumber: 2,
    });
    const chapter = await addChapter(context, book.id, 'Introduction', {
      content:
        '<h2>Where the money went</h2><p>Every institution keeps <strong>receipts</strong>, and this chapter reads them aloud (Smith, 2020).</p><p>The second paragraph is longer, so the reading measure shows: a line of about sixty-eight characters is where the eye rests.</p>',
      status: 'in-progress',
    });
    await addChapter(context, book.id, 'The Memo', { orderIndex: 1 });
    await api(context, 'POST', `/api/books/${book.id}/milestones`, {
      title: 'All Chapters Uploaded',
      description: 'Every chapter in the system.',
      deadline: '2027-02-01',
    });

    await page.goto('/');
    await page.getByRole('heading', { name: 'Your Books' }).waitFor();
    await page.getByTestId('book-card').first().waitFor();
    await settle(page);
    await shot(page, 'dashboard');

    await page.goto(`/book/${book.id}`);
    await page.getByRole('heading', { name: 'Chapters (2)' }).waitFor();
    await settle(page);
    await shot(page, 'book-chapters');
    await page.goto(`/book/${book.id}?tab=milestones`);
    await page.getByTestId('milestone').first().waitFor();
    await settle(page);
    await shot(page, 'book-milestones');
    await page.goto(`/book/${book.id}?tab=citations`);
    await page.getByRole('tabpanel').waitFor();
    await settle(page);
    await shot(page, 'book-citations');

    await page.goto(`/books/${book.id}/chapters/${chapter.id}`);
    await page.getByTestId('chapter-editor').getByText('Where the money went').waitFor();
    await settle(page);
    await shot(page, 'editor');

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await settle(page);
    await shot(page, 'settings');

    await page.goto('/quality/eeat-log');
    await page.getByRole('heading', { name: 'Scoring History' }).waitFor();
    await settle(page);
    await shot(page, 'eeat-log');

    await page.goto('/quality/work-remaining');
    await page.getByRole('heading', { name: 'Work Remaining', level: 1 }).waitFor();
    await settle(page);
    await shot(page, 'work-remaining');

    await page.goto('/no-such-page');
    await page.getByText('Page Not Found').waitFor();
    await settle(page);
    await shot(page, 'not-found');
  });
}
