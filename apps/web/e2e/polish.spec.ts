import type { Page } from 'playwright-core';
import { createChapter, editor, indicator, waitSaved } from './lib/chapter-page.ts';
import {
  api,
  assert,
  cardTitles,
  checkScreen,
  createBook,
  deleteAllBooks,
  expectToast,
  uniqueTitle,
} from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/*
 * One journey per defect of the web-polish issue (#13), numbered as the issue numbers them.
 * The E-E-A-T log's empty state (defect 8) is checked in quality.spec.ts.
 */

const PHONE = { width: 390, height: 844 };
const openToasts = (page: Page) =>
  page.locator('[data-scope="toast"][data-part="root"]:not([data-state="closed"])');

test('defect 1: Ctrl+B in the editor makes bold and leaves the sidebar alone', async ({
  page,
  context,
}) => {
  const { url } = await createChapter(context, '<p>alpha beta</p>');
  await page.goto(url);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.waitFor();
  const before = await sidebar.getAttribute('data-state');
  await editor(page).getByText('alpha beta').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home'); // the whole line selected
  await page.waitForFunction(() => getSelection()?.toString() === 'alpha beta');
  await page.waitForTimeout(100); // ProseMirror reads the selection on selectionchange
  await page.keyboard.press('Control+b');
  await editor(page).locator('strong', { hasText: 'alpha beta' }).waitFor();
  await page.waitForTimeout(250);
  assert.equal(await sidebar.getAttribute('data-state'), before, 'the sidebar did not toggle');
  // Outside the editor, Ctrl+B still toggles the sidebar (SPEC §2).
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+b');
  assert.notEqual(await sidebar.getAttribute('data-state'), before);
});

test('defect 2: the word count follows typing, before any save answers', async ({
  page,
  context,
}) => {
  const { url } = await createChapter(context);
  // Hold every save: the count must not wait for one.
  await page.route('**/trpc/chapters.update**', () => {});
  await page.goto(url);
  const count = page.getByTestId('word-count');
  await count.filter({ hasText: /^0 words$/ }).waitFor();
  await editor(page).click();
  await page.keyboard.type('One two three four five');
  await count.filter({ hasText: /^5 words$/ }).waitFor({ timeout: 1000 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('six seven');
  await count.filter({ hasText: /^7 words$/ }).waitFor({ timeout: 1000 });
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await count.filter({ hasText: /^6 words$/ }).waitFor({ timeout: 1000 });
  assert.equal(await indicator(page).innerText(), 'Saving...');
  // The count and the save state sit together in the status bar.
  const bar = page.getByTestId('editor-status-bar');
  assert.match(await bar.innerText(), /^6 words\s*·[\s\S]*·\s*Saving\.\.\.$/);
});

test(
  'defect 3: after a wrong then a right password no Access Denied toast stays',
  { signedIn: false },
  async ({ page, password }) => {
    await page.goto('/Kemet8');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expectToast(page, 'Access Denied', 'Invalid password');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByRole('heading', { name: 'Welcome to The Dashboard' }).waitFor();
    await page.waitForTimeout(400); // the toast's exit transition
    assert.equal(await openToasts(page).filter({ hasText: 'Access Denied' }).count(), 0);
  },
);

test(
  'defect 4: a card drags by its body, a click still opens it, and an undone drop says why',
  { viewport: { width: 1440, height: 1100 } },
  async ({ page, context }) => {
    await deleteAllBooks(context); // only this test's cards, all on screen for the mouse
    const [a, b, c] = [uniqueTitle('Body A'), uniqueTitle('Body B'), uniqueTitle('Body C')];
    for (const title of [a, b, c]) await createBook(context, title);
    await page.goto('/');
    const card = (title: string) => page.getByTestId('book-card').filter({ hasText: title });
    await card(c).waitFor();
    const mine = async () => (await cardTitles(page)).filter((t) => [a, b, c].includes(t));
    assert.deepEqual(await mine(), [a, b, c]);

    const drag = async (fromTitle: string, toTitle: string) => {
      // Grab the title area, not the cover and not the grip.
      const from = (await card(fromTitle).locator('h3').boundingBox())!;
      const to = (await card(toTitle).boundingBox())!;
      await page.mouse.move(from.x + 10, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 24, from.y + from.height / 2, { steps: 4 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
      await page.waitForTimeout(150);
      await page.mouse.up();
    };
    await drag(c, a);
    await page.waitForFunction(
      ([x, y, z]) => {
        const titles = [...document.querySelectorAll('[data-testid="book-card"] h3')].map(
          (h) => h.textContent,
        );
        return (
          titles.filter((t) => t === x || t === y || t === z).join('|') === [z, x, y].join('|')
        );
      },
      [a, b, c],
    );
    assert.equal(new URL(page.url()).pathname, '/', 'the drag did not open the book');

    // A drop the ordering rule undoes: an in-progress book always comes first.
    const started = await createBook(context, uniqueTitle('Body Started'), {
      status: 'in-progress',
    });
    await page.reload();
    await card(started.title).waitFor();
    await drag(b, started.title);
    await expectToast(page, 'Order kept', 'In-progress books always come first');
    assert.equal((await cardTitles(page))[0], started.title);

    // A plain click opens the book.
    await card(a).locator('h3').click();
    await page.waitForURL('**/book/*');
  },
);

test('defect 5: editing the chapter title looks like the heading and does not move the page', async ({
  page,
  context,
}) => {
  const { url } = await createChapter(context, '<p>Body text.</p>');
  await page.goto(url);
  const heading = page.getByRole('heading', { name: 'Chapter Under Test', level: 1 });
  await heading.waitFor();
  await page.evaluate(() => document.fonts.ready);
  const look = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        font: `${style.fontFamily}|${style.fontSize}|${style.fontWeight}`,
        top: box.top,
        height: box.height,
      };
    });
  const before = await look('main h1');
  const editorTop = async () => (await editor(page).boundingBox())!.y;
  const textTopBefore = await editorTop();
  await heading.dblclick();
  const input = page.getByRole('textbox', { name: 'Chapter title' });
  await input.waitFor();
  const during = await look('main input[aria-label="Chapter title"]');
  assert.equal(during.font, before.font, 'same typeface, size and weight');
  assert.ok(Math.abs(during.top - before.top) <= 1, `top ${before.top} → ${during.top}`);
  assert.ok(
    Math.abs(during.height - before.height) <= 1,
    `height ${before.height} → ${during.height}`,
  );
  assert.ok(Math.abs((await editorTop()) - textTopBefore) <= 1, 'the text below did not move');
  await page.keyboard.press('Escape');
  await heading.waitFor();
});

test('defect 6: an empty chapter shows a placeholder and takes the cursor on open', async ({
  page,
  context,
}) => {
  const { url } = await createChapter(context);
  await page.goto(url);
  await editor(page).waitFor();
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('data-testid') === 'chapter-editor',
  );
  const placeholder = await editor(page).evaluate((el) => ({
    empty: el.getAttribute('data-empty'),
    shown: getComputedStyle(el, '::before').content,
  }));
  assert.deepEqual(placeholder, { empty: 'true', shown: '"Start writing…"' });
  await page.keyboard.type('Hello');
  assert.equal(await editor(page).getAttribute('data-empty'), 'false');
  assert.equal(
    await editor(page).evaluate((el) => getComputedStyle(el, '::before').content),
    'none',
  );
});

test(
  'defect 7: on a phone the header clock reads in full and the toolbar is one row without a stray divider',
  { viewport: PHONE },
  async ({ page, context }) => {
    const { url } = await createChapter(context, '<p>Text.</p>');
    await page.goto(url);
    const since = page.getByTestId('time-since');
    await since.waitFor();
    assert.match(await since.innerText(), /^Time Since Last Logged-In: \d+ (hour|minute)\(s\)$/);
    const clipped = await since.evaluate(
      (el) =>
        el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis',
    );
    assert.equal(clipped, false, 'the clock text is not cut');
    const headerRight = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().right);
    assert.ok(headerRight <= 390, 'the header fits the screen');

    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const rows = await toolbar.evaluate((el) => {
      // What is laid out: buttons and dividers (focus mode's own buttons are hidden here, and the
      // groups that hold them are `display: contents`).
      const shown = [...el.querySelectorAll('button, span')].filter(
        (node) => node.getClientRects().length > 0 && getComputedStyle(node).display !== 'contents',
      );
      const buttons = shown.filter((node) => node.tagName === 'BUTTON');
      const tops = new Set(buttons.map((node) => Math.round(node.getBoundingClientRect().top)));
      return { rows: tops.size, firstIsButton: shown[0]?.tagName === 'BUTTON' };
    });
    assert.deepEqual(rows, { rows: 1, firstIsButton: true });
  },
);

test('defect 9: a signed-in user opening /Kemet8 lands on the dashboard', async ({ page }) => {
  await page.goto('/Kemet8');
  await page.getByRole('heading', { name: 'Welcome to The Dashboard' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  assert.equal(await page.getByLabel('Password').count(), 0);
});

test('defect 10: unknown pages and missing assets answer HTTP 404', async ({ page, context }) => {
  const status = async (path: string) => (await context.request.get(path)).status();
  assert.equal(await status('/'), 200);
  assert.equal(await status('/book/1'), 200);
  assert.equal(await status('/quality/eeat-log'), 200);
  assert.equal(await status('/favicon.svg'), 200);
  assert.equal(await status('/no-such-page'), 404);
  assert.equal(await status('/book/1/extra'), 404);
  const asset = await context.request.get('/assets/missing-abc123.js');
  assert.equal(asset.status(), 404);
  assert.ok(!(await asset.text()).includes('<div id="root">'), 'not the app shell');
  // The browser still shows the app's 404 page.
  const response = await page.goto('/no-such-page');
  assert.equal(response?.status(), 404);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
});

test('defect 11: the chosen book tab is in the URL and survives reload and back/forward', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Tabs Book'));
  await page.goto(`/book/${book.id}`);
  const tab = (name: string) => page.getByRole('tab', { name });
  await tab('Chapters').waitFor();
  assert.equal(await tab('Chapters').getAttribute('aria-selected'), 'true');
  await tab('Milestones').click();
  await page.waitForURL((u) => u.searchParams.get('tab') === 'milestones');
  await page.reload();
  await page.getByText('No milestones yet').waitFor();
  assert.equal(await tab('Milestones').getAttribute('aria-selected'), 'true');
  await tab('Citations').click();
  await page.waitForURL((u) => u.searchParams.get('tab') === 'citations');
  await page.goBack();
  await page.waitForURL((u) => u.searchParams.get('tab') === 'milestones');
  assert.equal(await tab('Milestones').getAttribute('aria-selected'), 'true');
  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has('tab'));
  assert.equal(await tab('Chapters').getAttribute('aria-selected'), 'true');
  // A link straight to a tab opens it.
  await page.goto(`/book/${book.id}?tab=citations`);
  await tab('Citations').waitFor();
  assert.equal(await tab('Citations').getAttribute('aria-selected'), 'true');
});

test('defect 12: a full page load shows the shell skeleton until the signed-in shell can draw', async ({
  page,
}) => {
  // The session comes with the page (apps/api http/page-boot), so no session check is pending on a
  // full load; what the page waits for is the shell's code. Hold it and the skeleton must stay.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/app-shell-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const skeleton = page.getByTestId('shell-skeleton');
  await skeleton.waitFor({ timeout: 3000 });
  // Still there once the page's other scripts have come, while the shell's code is held (the
  // page's chunks are module scripts of its HTML, so the load event waits for the held one).
  await page.waitForFunction(() => {
    const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    return [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')]
      .filter((script) => !script.src.includes('/assets/app-shell-'))
      .every((script) => fetched.has(script.src));
  });
  await page.waitForTimeout(300);
  assert.equal(await skeleton.isVisible(), true);
  release();
  await page.getByRole('heading', { name: 'Welcome to The Dashboard' }).waitFor();
  assert.equal(await skeleton.count(), 0);
});

test('defect 13: the Revisions dialog has a visible close button', async ({ page, context }) => {
  const { url } = await createChapter(context, '<p>Some text.</p>');
  await page.goto(url);
  await page.getByRole('button', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisions' });
  await dialog.waitFor();
  const close = dialog.getByRole('button', { name: 'Close' });
  assert.equal(await close.isVisible(), true);
  await close.click();
  await dialog.waitFor({ state: 'detached' });
});

test('defect 14: a milestone can be edited, given a due date, and deleted', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Milestone Book'));
  await api(context, 'POST', `/api/books/${book.id}/milestones`, { title: 'Frist draft' });
  await page.goto(`/book/${book.id}?tab=milestones`);
  const item = page.getByTestId('milestone');
  await item.filter({ hasText: 'Frist draft' }).waitFor();

  await page.getByRole('button', { name: 'Edit Frist draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Milestone' });
  assert.equal(
    await dialog.getByLabel('Title').inputValue(),
    'Frist draft',
    'opens with its values',
  );
  await dialog.getByLabel('Title').fill('First draft');
  await dialog.getByLabel('Description').fill('Every chapter written once');
  await dialog.getByLabel('Deadline').fill('2027-03-15');
  await checkScreen(page, 'milestone-edit-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Milestone updated successfully');
  await item.filter({ hasText: 'First draft' }).getByText('Due: Mar 15, 2027').waitFor();
  await item.getByText('Every chapter written once').waitFor();
  const [saved] = await api<Array<{ title: string; deadline: string | null }>>(
    context,
    'GET',
    `/api/books/${book.id}/milestones`,
  );
  assert.deepEqual(
    { title: saved!.title, deadline: saved!.deadline },
    { title: 'First draft', deadline: '2027-03-15' },
  );

  await page.getByRole('button', { name: 'Delete First draft' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Milestone' });
  await confirm.getByText('Are you sure you want to delete First draft?').waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Milestone deleted successfully');
  await page.getByText('No milestones yet').waitFor();
  assert.deepEqual(await api(context, 'GET', `/api/books/${book.id}/milestones`), []);
});

test("defect 15: the dashboard's buttons sit level with the heading once the greeting shows", async ({
  page,
  context,
}) => {
  await api(context, 'POST', '/api/profile', {
    firstName: 'Ida',
    lastName: 'Wells',
    email: 'ida@example.com',
    bio: '',
  });
  await page.goto('/');
  await page.getByText("What's Good, Ida!").waitFor();
  const middle = async (selector: string) => {
    const box = (await page.locator(selector).first().boundingBox())!;
    return box.y + box.height / 2;
  };
  const heading = await middle('main h1');
  const actions = await middle('[data-testid="dashboard-actions"]');
  assert.ok(Math.abs(heading - actions) <= 4, `heading at ${heading}, buttons at ${actions}`);
});

test('defect 16: the header clock counts from page load, not from sign-in', async ({ page }) => {
  // Three hours after the shared sign-in: a clock counting from sign-in would read 3 hour(s).
  await page.clock.install({ time: Date.now() + 3 * 60 * 60 * 1000 });
  await page.goto('/');
  const since = page.getByTestId('time-since');
  await since.filter({ hasText: 'Time Since Last Logged-In: 0 minute(s)' }).waitFor();
  await page.clock.runFor(5 * 60 * 1000 + 1000);
  await since.filter({ hasText: 'Time Since Last Logged-In: 5 minute(s)' }).waitFor();
});

test("defect 17: the chapter status select keeps SPEC's labels and tells the two apart", async ({
  page,
  context,
}) => {
  const { book } = await createChapter(context);
  await page.goto(`/book/${book.id}`);
  await page.getByRole('combobox', { name: 'Status of Chapter Under Test' }).click();
  const options = page.getByRole('option');
  await options.first().waitFor();
  const read = await options.evaluateAll((items) =>
    items.map((item) => ({
      label: item.querySelector('[data-part="item-text"]')?.textContent,
      hint: item.querySelector('[data-part="item-hint"]')?.textContent,
    })),
  );
  assert.deepEqual(
    read.map((o) => o.label),
    ['In-Progress', 'In Progress', 'Complete'],
  );
  assert.ok(
    read.every((o) => o.hint && o.hint.length > 0),
    'every option has a hint',
  );
  assert.equal(new Set(read.map((o) => o.hint)).size, 3, 'the hints differ');
  await page.keyboard.press('Escape');
});

test('the editor links text through the toolbar dialog', async ({ page, context }) => {
  const { url } = await createChapter(context, '<p>see the source</p>');
  await page.goto(url);
  await editor(page).getByText('see the source').waitFor();
  // Select "source".
  await editor(page).evaluate((el) => {
    const text = el.querySelector('p')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 8);
    range.setEnd(text, 14);
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
  await page.waitForTimeout(100);
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  const address = dialog.getByLabel('Address');
  assert.equal(await address.inputValue(), 'https://', 'starts from the scheme');
  await address.fill('javascript:alert(1)');
  assert.equal(await dialog.getByRole('button', { name: 'Apply' }).isDisabled(), true);
  await address.fill('https://example.org/report');
  await checkScreen(page, 'link-dialog');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.waitFor({ state: 'detached' });
  const link = editor(page).locator('a[href="https://example.org/report"]');
  assert.equal(await link.innerText(), 'source');
  await waitSaved(page);
});

test('focus mode leaves only the text and its toolbar, and Escape ends it', async ({
  page,
  context,
}) => {
  const { url } = await createChapter(context, '<p>Quiet.</p>');
  await page.goto(url);
  await page.getByTestId('sidebar').waitFor();
  await page.getByRole('button', { name: 'Focus mode' }).click();
  await page.getByTestId('sidebar').waitFor({ state: 'hidden' });
  await checkScreen(page, 'editor-focus-mode');
  assert.equal(await page.locator('header').first().isVisible(), false);
  assert.equal(await page.getByRole('button', { name: 'Format with AI' }).isVisible(), false);
  assert.equal(await editor(page).isVisible(), true);
  await page.keyboard.press('Escape');
  await page.getByTestId('sidebar').waitFor();
  await page.getByRole('button', { name: 'Focus mode' }).waitFor();
});

test('the chapter text is set in a readable measure', async ({ page, context }) => {
  const { url } = await createChapter(context, `<p>${'word '.repeat(200)}</p>`);
  await page.goto(url);
  await editor(page).waitFor();
  const measure = await editor(page).evaluate((el) => {
    const width = el.getBoundingClientRect().width;
    const size = parseFloat(getComputedStyle(el).fontSize);
    return width / size; // in ems: 68ch is about 30–36 em in a serif
  });
  assert.ok(measure >= 25 && measure <= 40, `line length ${measure.toFixed(1)} em`);
});

test('fonts are bundled: both faces are preloaded and no request leaves the site', async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:'))
      outside.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('heading', { name: 'Welcome to The Dashboard' }).waitFor();
  const preload = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  assert.equal(preload.length, 2);
  assert.match(preload[0]!, /^\/assets\/inter-latin-wght-normal-.+\.woff2$/);
  assert.match(preload[1]!, /^\/assets\/source-serif-4-latin-wght-normal-.+\.woff2$/);
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() => ({
    ui: document.fonts.check('16px "Inter Variable"'),
    serif: document.fonts.check('600 32px "Source Serif 4 Variable"'),
    heading: getComputedStyle(document.querySelector('main h1')!).fontFamily,
  }));
  assert.equal(loaded.ui, true);
  assert.equal(loaded.serif, true);
  assert.match(loaded.heading, /^"Source Serif 4 Variable"/);
  assert.deepEqual(outside, []);
});

test('a book without a cover gets a typographic cover coloured by its genre', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Typeset'));
  await api(context, 'PATCH', `/api/books/${book.id}`, {
    title: book.title,
    genre: 'Mainstream Critique',
    authorName: 'A. Writer',
  });
  await page.goto('/');
  const cover = page
    .getByTestId('book-card')
    .filter({ hasText: book.title })
    .getByTestId('typographic-cover');
  await cover.getByText(book.title).waitFor();
  await cover.getByText('Mainstream Critique').waitFor();
  assert.equal(await cover.getAttribute('data-tone'), 'ink');
});

test(
  'defect 4 on a phone: a long press on a card drags it',
  { viewport: PHONE },
  async ({ page, context }) => {
    await deleteAllBooks(context);
    const [a, b] = [uniqueTitle('Touch A'), uniqueTitle('Touch B')];
    for (const title of [a, b]) await createBook(context, title);
    await page.goto('/');
    const card = (title: string) => page.getByTestId('book-card').filter({ hasText: title });
    await card(b).scrollIntoViewIfNeeded();
    const from = (await card(a).boundingBox())!;
    const to = (await card(b).boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: x === undefined ? [] : [{ x, y: y!, id: 1 }],
      });
    const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
    await touch('touchStart', x0, y0);
    await page.waitForTimeout(400); // the long press
    const [x1, y1] = [to.x + to.width / 2, to.y + to.height / 2];
    for (let step = 1; step <= 12; step++)
      await touch('touchMove', x0 + ((x1 - x0) * step) / 12, y0 + ((y1 - y0) * step) / 12);
    await touch('touchEnd');
    await page.waitForFunction(
      ([x, y]) => {
        const titles = [...document.querySelectorAll('[data-testid="book-card"] h3')].map(
          (h) => h.textContent,
        );
        return titles.indexOf(y!) < titles.indexOf(x!);
      },
      [a, b],
    );
    assert.equal(new URL(page.url()).pathname, '/', 'the drag did not open the book');
  },
);
