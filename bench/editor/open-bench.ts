import type { Browser, Page } from 'playwright-core';
import { newBenchContext } from './browser.ts';

/*
 * "Editable": the ProseMirror element (data-testid="chapter-editor") is in the page and
 * contenteditable, the chapter's first paragraph is in it and laid out, and a character typed into
 * it has been painted. Measured in the page with performance.now(): a MutationObserver (and a poll
 * each frame) sees the text rendered and puts the caret at the start of the first paragraph (where
 * the reader's click would, without the click's own cost); a second observer sees the typed
 * character in the editor's DOM, and the end of the next frame is when it was painted.
 * Node presses the key every ~10 ms from the start (the click, or the page load) until the text is
 * rendered, so a key is always on its way: one pressed while the page was still busy waits in the
 * page's input queue like a reader's would, and counts from when it was pressed. When the first key
 * to reach the editor was pressed after the text was rendered, that gap (Node's round trip, the page
 * idle) is taken out: open = painted − start − max(0, that key's timestamp − rendered).
 */

const MARKER = 'q'; // not in the chapter fixture's words, and no shortcut of the app

/**
 * Between two presses of the key stream: keys pressed back to back would compete with the page's
 * own work for its main thread. A key pressed this long after the text was rendered, while the page
 * was still busy, has that time taken out wrongly: the figures may be that much low.
 */
const KEY_SPACING_MS = 10;

/** Takes a typed character out again, so that every run opens the same text. */
export const UNTYPE = 'Backspace';

interface OpenWatch {
  clickAt?: number;
  navigateAt?: number;
  renderedAt?: number;
  keyAt?: number;
  /** Marker keys that reached the editor. */
  typed: number;
  paintedAt?: number;
  rendered: Promise<void>;
  painted: Promise<void>;
}

type OpenTimes = Omit<OpenWatch, 'rendered' | 'painted'>;

/** In the page (evaluated, or as an init script before the page's own scripts). */
function watchOpen({ snippet, marker }: { snippet: string; marker: string }) {
  let renderedDone = () => {};
  let paintedDone = () => {};
  const watch: OpenWatch = {
    typed: 0,
    rendered: new Promise<void>((resolve) => (renderedDone = resolve)),
    painted: new Promise<void>((resolve) => (paintedDone = resolve)),
  };
  (window as unknown as { __open: OpenWatch }).__open = watch;
  document.addEventListener('click', (event) => (watch.clickAt ??= event.timeStamp), true);
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', () => (watch.navigateAt ??= performance.now()));
  document.addEventListener(
    'keydown',
    (event) => {
      const editor = document.querySelector('[data-testid="chapter-editor"]');
      if (event.key !== marker || !editor?.contains(event.target as Node)) return;
      watch.keyAt ??= event.timeStamp;
      watch.typed++;
    },
    true,
  );
  const editable = () => {
    const editor = document.querySelector<HTMLElement>('[data-testid="chapter-editor"]');
    if (!editor?.isContentEditable) return null;
    for (const block of [...editor.children].slice(0, 3))
      if (block.textContent?.startsWith(snippet) && block.getClientRects().length > 0)
        return { editor, paragraph: block };
    return null;
  };
  const typed = (records: MutationRecord[]) =>
    records.some((record) =>
      record.type === 'characterData'
        ? (record.target.textContent ?? '').includes(marker)
        : [...record.addedNodes].some((node) => (node.textContent ?? '').includes(marker)),
    );
  const onRendered = (editor: HTMLElement, paragraph: Element) => {
    watch.renderedAt = performance.now();
    // Where a click at the start of the first paragraph would put the caret.
    const text = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT).nextNode();
    editor.focus({ preventScroll: true });
    if (text) getSelection()?.collapse(text, 0);
    const typing = new MutationObserver((records) => {
      if (!typed(records)) return;
      typing.disconnect();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        watch.paintedAt = performance.now();
        paintedDone();
      };
      requestAnimationFrame(() => channel.port2.postMessage(null));
    });
    typing.observe(editor, { characterData: true, childList: true, subtree: true });
    renderedDone();
  };
  const check = () => {
    if (watch.renderedAt !== undefined) return;
    const found = editable();
    if (!found) return;
    pageObserver.disconnect();
    onRendered(found.editor, found.paragraph);
  };
  const pageObserver = new MutationObserver(check);
  pageObserver.observe(document, { childList: true, subtree: true });
  const poll = () => {
    check();
    if (watch.renderedAt === undefined) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** In the page: the watch's times once the typed character has been painted (or after 30 s). */
function watchedTimes(): Promise<OpenTimes> {
  const watch = (window as unknown as { __open: OpenWatch }).__open;
  return Promise.race([watch.painted, new Promise((resolve) => setTimeout(resolve, 30_000))]).then(
    () => ({
      clickAt: watch.clickAt,
      navigateAt: watch.navigateAt,
      renderedAt: watch.renderedAt,
      keyAt: watch.keyAt,
      typed: watch.typed,
      paintedAt: watch.paintedAt,
    }),
  );
}

export interface OpenRun {
  /** Start (the click, or the navigation of a page load) to editable. */
  openMs: number;
  /** Start to the text rendered in a contenteditable editor. */
  renderedMs: number;
  /** The click to the router's navigation (URL change); undefined for a page load. */
  navigationMs?: number;
  /** From "rendered" to the first key in the editor, when pressed after it: taken out of openMs. */
  roundTripMs: number;
  /** Whether the app took the typed character as an edit to save (from `AfterOpen`). */
  typedSaved?: boolean;
}

/** The start of the chapter's first paragraph, as its text reads in the editor. */
export function firstParagraphStart(html: string): string {
  const paragraph = /<p>(.*?)<\/p>/.exec(html)?.[1] ?? '';
  return paragraph.replace(/<[^>]+>/g, '').slice(0, 40);
}

/**
 * What to do once a run is measured (the app: delete the `typed` characters and wait for the save);
 * may tell whether the app took the typed character as an edit to save.
 */
export type AfterOpen = (page: Page, typed: number) => Promise<boolean | void>;

/** Presses the marker key until the text is rendered, then reads the watch. */
async function typeAndTime(page: Page, start: 'click' | 'navigation') {
  let rendered = false;
  const renderedSeen = page
    .evaluate(() => (window as unknown as { __open: OpenWatch }).__open.rendered)
    .then(() => (rendered = true));
  while (!rendered) {
    await page.keyboard.press(MARKER);
    await page.waitForTimeout(KEY_SPACING_MS);
  }
  await renderedSeen;
  // Every key may have come before the editor had the focus; one more now reaches it.
  if ((await page.evaluate(() => (window as unknown as { __open: OpenWatch }).__open.typed)) === 0)
    await page.keyboard.press(MARKER);
  const t = await page.evaluate(watchedTimes);
  if (t.paintedAt === undefined || t.renderedAt === undefined || t.keyAt === undefined)
    throw new Error(`the typed character was not seen in the editor: ${JSON.stringify(t)}`);
  const from = start === 'click' ? t.clickAt! : 0;
  const roundTripMs = Math.max(0, t.keyAt - t.renderedAt);
  const run: OpenRun = {
    openMs: t.paintedAt - from - roundTripMs,
    renderedMs: t.renderedAt - from,
    navigationMs: start === 'click' && t.navigateAt ? t.navigateAt - from : undefined,
    roundTripMs,
  };
  return { run, typed: t.typed };
}

export type OpenVia = 'row' | 'title';

/**
 * Opens the chapter from its book's page as a reader does, `runs` times: the book page is loaded
 * (a full load each run: nothing of the chapter is in memory), then a click on the chapter's row
 * (its word count: the row opens at once) or on its title link (which waits 250 ms for a double
 * click) navigates within the app.
 */
export async function openInApp(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  bookId: number,
  chapter: { title: string; content: string },
  via: OpenVia,
  runs: number,
  afterOpen: AfterOpen,
): Promise<OpenRun[]> {
  const context = await newBenchContext(browser, baseUrl, cookie);
  const snippet = firstParagraphStart(chapter.content);
  const result: OpenRun[] = [];
  try {
    const page = await context.newPage();
    for (let run = 0; run < runs; run++) {
      await page.goto(`/book/${bookId}`);
      const row = page.getByTestId('chapter-row').filter({ hasText: chapter.title });
      const target =
        via === 'title'
          ? row.getByTestId('chapter-title')
          : row.locator('span', { hasText: /^[\d,]+ words$/ });
      await target.waitFor();
      await page.waitForTimeout(1000);
      await page.evaluate(watchOpen, { snippet, marker: MARKER });
      await target.click();
      const { run: measured, typed } = await typeAndTime(page, 'click');
      result.push({ ...measured, typedSaved: (await afterOpen(page, typed)) ?? undefined });
    }
  } finally {
    await context.close();
  }
  return result;
}

/**
 * Opens `path` by a full page load, `runs` times in one browser context (its HTTP cache warm after
 * the first): navigation start to editable.
 */
export async function openByPageLoad(
  browser: Browser,
  baseUrl: string,
  path: string,
  content: string,
  runs: number,
  { cookie, afterOpen }: { cookie?: string; afterOpen?: AfterOpen } = {},
): Promise<OpenRun[]> {
  const context = await newBenchContext(browser, baseUrl, cookie);
  await context.addInitScript(watchOpen, {
    snippet: firstParagraphStart(content),
    marker: MARKER,
  });
  const result: OpenRun[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'commit' });
      const { run: measured, typed } = await typeAndTime(page, 'navigation');
      result.push({ ...measured, typedSaved: (await afterOpen?.(page, typed)) ?? undefined });
      await page.close();
    }
  } finally {
    await context.close();
  }
  return result;
}
