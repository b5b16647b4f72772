import { addChapter } from './lib/chapter-page.ts';
import { assert, checkScreen, createBook, expectToast, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test('the shell shows the sidebar groups, the date and the time since sign-in', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const group of ['Navigation', 'Quality Control', 'Coming Soon'])
    await nav.getByRole('group', { name: group }).waitFor();
  for (const entry of ['Revenue Tracking', 'Social Media', 'Analytics']) {
    assert.equal(
      await nav.getByRole('button', { name: entry }).isDisabled(),
      true,
      `${entry} is disabled`,
    );
  }
  assert.equal(
    await page.getByTestId('sidebar').getByRole('button', { name: 'Settings' }).isDisabled(),
    true,
  );
  const since = await page.getByTestId('time-since').innerText();
  assert.match(since, /^Time Since Last Logged-In: \d+ (hour|minute)\(s\)$/);
  await page.locator('header time').waitFor();
});

test('the active entry is the one whose URL equals the path', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  assert.equal(
    await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    'page',
  );
  await nav.getByRole('link', { name: 'E-E-A-T Score Log' }).click();
  await page.waitForURL('**/quality/eeat-log');
  assert.equal(
    await nav.getByRole('link', { name: 'E-E-A-T Score Log' }).getAttribute('aria-current'),
    'page',
  );
  assert.equal(
    await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    null,
  );
});

test('the theme toggle switches to dark, and a reload keeps it', async ({ page }) => {
  await page.goto('/');
  assert.equal(
    await page.evaluate(() => document.documentElement.classList.contains('dark')),
    false,
    'light by default',
  );
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await page.reload();
  await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  assert.equal(
    await page.evaluate(() => document.documentElement.classList.contains('dark')),
    true,
  );
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  assert.equal(
    await page.evaluate(() => document.documentElement.classList.contains('dark')),
    false,
  );
});

test('collapsing the sidebar is stored in the sidebar_state cookie and survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const sidebar = page.getByTestId('sidebar');
  assert.equal(await sidebar.getAttribute('data-state'), 'expanded');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  assert.equal(await sidebar.getAttribute('data-state'), 'collapsed');
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  assert.equal(cookie?.value, 'false');
  assert.ok(cookie && cookie.expires > Date.now() / 1000 + 604_800 - 120, 'kept for 7 days');
  await page.reload();
  await page.getByTestId('sidebar').waitFor();
  assert.equal(await page.getByTestId('sidebar').getAttribute('data-state'), 'collapsed');
  await page.waitForTimeout(300); // the width transition
  assert.equal(Math.round((await sidebar.boundingBox())!.width), 48, '3rem wide');
  await sidebar.getByRole('link', { name: 'Work Remaining' }).hover();
  await page
    .locator('[data-scope="tooltip"][data-part="content"]', { hasText: 'Work Remaining' })
    .waitFor({ timeout: 500 });
  await checkScreen(page, 'dashboard-sidebar-collapsed');
});

test('Ctrl+B toggles the sidebar', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.waitFor();
  const before = await sidebar.getAttribute('data-state');
  await page.keyboard.press('Control+b');
  assert.notEqual(await sidebar.getAttribute('data-state'), before);
  await page.keyboard.press('Control+b');
  assert.equal(await sidebar.getAttribute('data-state'), before);
  await page.waitForTimeout(300); // the width transition
  assert.equal(Math.round((await sidebar.boundingBox())!.width), before === 'expanded' ? 256 : 48);
});

test(
  'below 768 px the sidebar opens as an 18rem side sheet',
  { viewport: { width: 700, height: 900 } },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to The Dashboard' }).waitFor();
    assert.equal(await page.getByTestId('sidebar').count(), 0, 'no rail on a small screen');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByTestId('sidebar-sheet');
    await sheet.getByRole('link', { name: 'Dashboard' }).waitFor();
    assert.equal(Math.round((await sheet.boundingBox())!.width), 288);
    await checkScreen(page, 'sidebar-sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+b');
    await sheet.waitFor();
    await sheet.getByRole('link', { name: 'Work Remaining' }).click();
    await page.waitForURL('**/quality/work-remaining');
    await sheet.waitFor({ state: 'detached' });
  },
);

test('toasts show one at a time, and F8 moves focus to them', async ({ page }) => {
  await page.goto('/');
  const input = page.getByTestId('master-plan-input');
  await input.setInputFiles({ name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expectToast(page, 'Invalid File Type');
  await input.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expectToast(page, 'File Too Large', 'Maximum file size is 10MB');
  await page.waitForTimeout(400);
  const open = page.locator('[data-scope="toast"][data-part="root"]:not([data-state="closed"])');
  assert.equal(await open.count(), 1);
  // The toast is a styled card: an opaque background and room for its text.
  const box = await open.evaluate((el) => ({
    bg: getComputedStyle(el).backgroundColor,
    width: el.getBoundingClientRect().width,
  }));
  assert.notEqual(box.bg, 'rgba(0, 0, 0, 0)');
  assert.ok(box.width >= 280, `toast width ${box.width}`);
  await page.keyboard.press('F8');
  const focused = await page.evaluate(
    () => document.activeElement?.closest('[data-scope="toast"]') !== null,
  );
  assert.equal(focused, true);
});

test('/chapter/{id} redirects to the chapter editor route of its book', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Redirect Book'));
  const chapter = await addChapter(context, book.id, 'Introduction');
  await page.goto(`/chapter/${chapter.id}`);
  await page.waitForURL(`**/books/${book.id}/chapters/${chapter.id}`);
});

test("a full page load goes from the server's skeleton straight to the page, never through a skeleton of React's", async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Drawn At Once'));
  const chapter = await addChapter(context, book.id, 'Drawn Chapter', {
    content: '<p>Text.</p>',
  });
  // A skeleton React commits is a fallback, and React holds back the content that replaces a
  // fallback for up to 300 ms. The server's own skeleton is parsed while the document loads.
  await page.addInitScript(`
    window.skeletonsDrawn = 0;
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.nodeType === 1 && (node.matches('[data-testid=shell-skeleton]') || node.querySelector('[data-testid=shell-skeleton]')))
            window.skeletonsDrawn += 1;
    }).observe(document, { childList: true, subtree: true });
  `);
  for (const [path, heading] of [
    ['/', 'Welcome to The Dashboard'],
    [`/book/${book.id}`, book.title],
    [`/books/${book.id}/chapters/${chapter.id}`, 'Drawn Chapter'],
    ['/settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const drawn = await page.evaluate(() => (window as { skeletonsDrawn?: number }).skeletonsDrawn);
    assert.equal(drawn, 0, path);
  }
});
