import type { Page } from 'playwright-core';
import {
  createChapter,
  editor,
  getChapter,
  ledgerChapter,
  ledgerParagraph,
  waitSaved,
} from './lib/chapter-page.ts';
import { assert } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/*
 * A long chapter shows only the blocks near the viewport (packages/editor block-window.ts). These
 * journeys check that this stays invisible to the writer: scrolling always shows text, keys act at
 * the caret wherever it is, select-all spans the hidden blocks, and every word is saved.
 */

const PARAGRAPHS = 400;
const longChapter = ledgerChapter(PARAGRAPHS);

async function openLongChapter(page: Page, context: Parameters<typeof createChapter>[0]) {
  const { chapter, url } = await createChapter(context, longChapter);
  await page.goto(url);
  await editor(page)
    .filter({ hasText: ledgerParagraph(1) })
    .waitFor();
  // Lines per paragraph (which the caret journeys count) change when the bundled fonts swap in.
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
  return chapter;
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** How many of the editor's blocks are in the DOM, and how many of those the browser renders. */
const shownBlocks = (page: Page) =>
  editor(page).evaluate((root) => ({
    inDom: root.children.length,
    shown: [...root.children].filter((block) => getComputedStyle(block).display !== 'none').length,
  }));

/** Paragraph `n` of the ledger, found by its text: only the blocks near the viewport are in the DOM. */
const ledgerBlock = (page: Page, n: number) =>
  editor(page).locator(':scope > p', { hasText: ledgerParagraph(n) });

async function scrollToFraction(page: Page, fraction: number) {
  await page.evaluate((at) => {
    const scroller = document.scrollingElement!;
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * at;
  }, fraction);
  await nextFrames(page);
}

/** The number of the paragraph at the middle of the screen, or null when the screen shows none. */
const paragraphAtScreenMiddle = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('[data-testid="chapter-editor"]')!.getBoundingClientRect();
    // A point may fall in the gap between two paragraphs: the next one down is in a paragraph.
    for (const dy of [0, 16, 32]) {
      const element = document.elementFromPoint(
        main.left + main.width / 2,
        window.innerHeight / 2 + dy,
      );
      const match = element?.closest('p')?.textContent?.match(/^Paragraph (\d+) /);
      if (match) return Number(match[1]);
    }
    return null;
  });

test('a long chapter renders only the blocks near the viewport, and scrolling through it always shows its text', async ({
  page,
  context,
}) => {
  await openLongChapter(page, context);
  const { inDom, shown } = await shownBlocks(page);
  assert.ok(
    inDom < PARAGRAPHS / 4,
    `only the blocks near the viewport are in the DOM (${inDom} of ${PARAGRAPHS})`,
  );
  assert.equal(shown, inDom, 'every block in the DOM is rendered');

  let previous = 0;
  for (const fraction of [0.1, 0.3, 0.5, 0.7, 0.9, 1]) {
    await scrollToFraction(page, fraction);
    const at = await paragraphAtScreenMiddle(page);
    assert.ok(at !== null, `text is on screen at ${fraction * 100}% of the chapter`);
    assert.ok(
      at > previous,
      `scrolling down moves through the chapter (paragraph ${at} after ${previous})`,
    );
    previous = at;
  }
  assert.ok(
    previous > PARAGRAPHS * 0.9,
    `the end of the scrollbar shows the end of the chapter (paragraph ${previous})`,
  );
  for (const fraction of [0.6, 0.2, 0]) {
    await scrollToFraction(page, fraction);
    assert.ok(
      (await paragraphAtScreenMiddle(page)) !== null,
      `text is on screen scrolling back up to ${fraction * 100}%`,
    );
  }
});

test('in a long chapter, text goes where the caret is, also after scrolling away from it, and all of it is saved', async ({
  page,
  context,
}) => {
  const chapter = await openLongChapter(page, context);
  await scrollToFraction(page, 0.5);
  const clicked = (await paragraphAtScreenMiddle(page))!;
  await ledgerBlock(page, clicked).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Middle mark.');
  // The browser moves the caret line by line, past the blocks that were rendered when it started.
  for (let i = 0; i < 60; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.type('Arrow mark. ');

  await page.keyboard.press('Control+End');
  await page.keyboard.type(' End mark.');
  await scrollToFraction(page, 0);
  await page.keyboard.type(' Typed after scrolling away.');
  await nextFrames(page);
  const last = editor(page).locator(':scope > p').last();
  const lastBox = (await last.boundingBox())!;
  assert.ok(
    lastBox.y >= 0 && lastBox.y < page.viewportSize()!.height,
    'typing brings the caret back into view',
  );

  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Opening words. ');
  await waitSaved(page);
  const saved = (await getChapter(context, chapter.id)).content!;
  const paragraphs = saved.match(/<p>[^<]*<\/p>/g)!;
  assert.equal(paragraphs.length, PARAGRAPHS, 'no paragraph lost or added');
  assert.equal(paragraphs[clicked - 1], `<p>${ledgerParagraph(clicked)} Middle mark.</p>`);
  assert.equal(paragraphs[0], `<p>Opening words. ${ledgerParagraph(1)}</p>`);
  const arrowed = paragraphs.findIndex((p) => p.includes('Arrow mark.')) + 1;
  assert.ok(
    arrowed > clicked + 20 && arrowed < clicked + 40,
    `60 lines down from paragraph ${clicked} is paragraph ${arrowed}`,
  );
  assert.equal(
    paragraphs.at(-1),
    `<p>${ledgerParagraph(PARAGRAPHS)} End mark. Typed after scrolling away.</p>`,
  );
});

test('in a long chapter, a key pressed right after a click, before the editor has read the click, acts where the click put the caret', async ({
  page,
  context,
}) => {
  // A slow page may run the key before the selectionchange that tells the editor about the click:
  // the key is sent together with the button's release, as a quick writer on a slow phone does.
  const chapter = await openLongChapter(page, context);
  const marked: number[] = [];
  for (const fraction of [0.3, 0.45, 0.6, 0.75, 0.9]) {
    await scrollToFraction(page, fraction);
    const at = (await paragraphAtScreenMiddle(page))!;
    const box = (await ledgerBlock(page, at).boundingBox())!;
    await page.mouse.move(box.x + 24, box.y + box.height - 8);
    await page.mouse.down();
    await Promise.all([page.mouse.up(), page.keyboard.press('End')]);
    await page.keyboard.type(` Quick mark ${at}.`);
    marked.push(at);
  }
  await waitSaved(page);
  const paragraphs = (await getChapter(context, chapter.id)).content!.match(/<p>[^<]*<\/p>/g)!;
  assert.equal(paragraphs.length, PARAGRAPHS, 'no paragraph lost or added');
  for (const at of marked)
    assert.equal(paragraphs[at - 1], `<p>${ledgerParagraph(at)} Quick mark ${at}.</p>`);
  assert.equal(
    paragraphs.filter((p) => p.includes('Quick mark')).length,
    marked.length,
    'every mark went to the paragraph clicked, and nowhere else',
  );
});

test('in a long chapter, a click still puts the caret where it landed when the block window moves before the editor reads the click', async ({
  page,
  context,
}) => {
  const chapter = await openLongChapter(page, context);
  await scrollToFraction(page, 0.5);
  const clicked = (await paragraphAtScreenMiddle(page))!;
  // The page scrolls far (the window shows other blocks) in the very task that tells the editor
  // about the click: a capture listener on window runs before the editor's own on document.
  await page.evaluate(() =>
    window.addEventListener(
      'selectionchange',
      () => {
        document.scrollingElement!.scrollTop += 4000;
        window.dispatchEvent(new Event('scroll'));
      },
      { capture: true, once: true },
    ),
  );
  const box = (await ledgerBlock(page, clicked).boundingBox())!;
  await page.mouse.click(box.x + 24, box.y + box.height - 8);
  await page.keyboard.press('End');
  await page.keyboard.type(' Clicked mark.');
  await waitSaved(page);
  const paragraphs = (await getChapter(context, chapter.id)).content!.match(/<p>[^<]*<\/p>/g)!;
  assert.equal(paragraphs[clicked - 1], `<p>${ledgerParagraph(clicked)} Clicked mark.</p>`);
  assert.equal(paragraphs.filter((p) => p.includes('Clicked mark.')).length, 1);
});

test('select all in a long chapter spans the blocks not rendered; undo brings every paragraph back', async ({
  page,
  context,
}) => {
  const chapter = await openLongChapter(page, context);
  await editor(page).locator(':scope > p').first().click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('A fresh start.');
  await editor(page)
    .filter({ hasText: /^A fresh start\.$/ })
    .waitFor();
  await waitSaved(page);
  assert.equal((await getChapter(context, chapter.id)).content, '<p>A fresh start.</p>');

  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await editor(page)
    .filter({ hasText: ledgerParagraph(PARAGRAPHS) })
    .waitFor();
  await waitSaved(page);
  assert.equal((await getChapter(context, chapter.id)).content, longChapter);
  await nextFrames(page);
  assert.ok(
    (await shownBlocks(page)).shown < PARAGRAPHS / 4,
    'once the selection is gone, only the blocks near the viewport are rendered again',
  );
});

test('a paragraph cut from the middle of a long chapter and pasted at its end moves there', async ({
  page,
  context,
}) => {
  const chapter = await openLongChapter(page, context);
  await scrollToFraction(page, 0.5);
  const moved = (await paragraphAtScreenMiddle(page))!;
  await ledgerBlock(page, moved).click({ clickCount: 3 });
  await page.keyboard.press('Control+x');
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+v');
  await waitSaved(page);
  const { inDom } = await shownBlocks(page);
  assert.ok(
    inDom < PARAGRAPHS / 4,
    `after blocks were added and removed, only those near the viewport are in the DOM (${inDom})`,
  );
  const expected = Array.from({ length: PARAGRAPHS }, (_, i) => i + 1)
    .filter((n) => n !== moved)
    .concat(moved);
  const saved = (await getChapter(context, chapter.id)).content!;
  assert.deepEqual(
    saved.match(/<p>[^<]*<\/p>/g)!.filter((p) => p !== '<p></p>'),
    expected.map((n) => `<p>${ledgerParagraph(n)}</p>`),
  );
});

test('Mod-F finds text in blocks not rendered, and stepping to a match shows it, not every block', async ({
  page,
  context,
}) => {
  await openLongChapter(page, context);
  await editor(page).locator(':scope > p').first().click();
  await page.keyboard.press('Control+f');
  const panel = page.getByRole('search', { name: 'Find and replace' });
  await panel.getByRole('textbox', { name: 'Find' }).fill(`Paragraph ${PARAGRAPHS} `);
  await panel.getByTestId('find-count').filter({ hasText: '1 match' }).waitFor();
  await page.keyboard.press('Enter');
  await editor(page).getByText(ledgerParagraph(PARAGRAPHS)).waitFor();
  await nextFrames(page);
  assert.ok((await shownBlocks(page)).shown < PARAGRAPHS / 4);
});

/**
 * The page's copies of the chapter's text: strings in its heap (after a full collection) that
 * begin as the text does and take at least its length in bytes (a snapshot names a string by its
 * first 1,024 characters only).
 */
async function copiesOfText(page: Page, opening: string, length: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const snapshot = JSON.parse(chunks.join('')) as {
      snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
      nodes: number[];
      strings: string[];
    };
    const fields = snapshot.snapshot.meta.node_fields;
    const [type, name, size] = ['type', 'name', 'self_size'].map((field) =>
      fields.indexOf(field),
    ) as [number, number, number];
    const stringType = snapshot.snapshot.meta.node_types[0].indexOf('string');
    let copies = 0;
    for (let at = 0; at < snapshot.nodes.length; at += fields.length) {
      if (snapshot.nodes[at + type] !== stringType) continue;
      const text = snapshot.strings[snapshot.nodes[at + name]!]!;
      if (snapshot.nodes[at + size]! >= length && text.startsWith(opening)) copies += 1;
    }
    return copies;
  } finally {
    await cdp.detach();
  }
}

test('in a long chapter, autosaves leave no copies of the text behind in the page', async ({
  page,
  context,
}) => {
  const chapter = await openLongChapter(page, context);
  await editor(page).getByText(ledgerParagraph(1)).click();
  await page.keyboard.press('End');
  const state = (kind: string) =>
    page.locator(`[data-testid="save-indicator"][data-state="${kind}"]`);
  for (let save = 1; save <= 6; save++) {
    await page.keyboard.type(` Save ${save}.`);
    await state('saving').waitFor();
    await state('saved').waitFor({ timeout: 15_000 });
  }
  const saved = await getChapter(context, chapter.id);
  assert.ok(saved.content!.startsWith(`<p>${ledgerParagraph(1)} Save 1. Save 2.`));
  assert.ok(saved.content!.includes('Save 6.</p>'), 'the sixth save landed');
  // The text as opened (the page keeps it for the draft check) and as last saved; a finished save
  // kept its whole text for five minutes, one more copy with every save.
  const copies = await copiesOfText(page, `<p>${ledgerParagraph(1)}`, longChapter.length);
  assert.ok(copies <= 3, `the page holds ${copies} copies of the chapter's text after 6 saves`);
});
