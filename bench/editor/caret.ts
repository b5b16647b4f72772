import type { Locator, Page } from 'playwright-core';

export type CaretAt = 'start' | 'middle' | 'end';

const WANTED: Record<CaretAt, number> = { start: 0, middle: 0.5, end: 1 };

export interface CaretPlacement {
  at: CaretAt;
  /** The share of the document's text before the caret after the click (NaN: not in the editor). */
  fraction: number;
  /** The top-level block holding the caret (1-based) and how many there are. */
  block: number;
  blocks: number;
  tag: string;
}

/** In the page, between the steps of one placement: the chapter's top-level blocks as stored. */
interface CaretTarget {
  /** Each block's first characters, which tell it apart from the others. */
  keys: string[];
  /** Each block's text length. */
  lengths: number[];
  /** The block to click. */
  index: number;
  /** The editor's element for the block to click, when it is in the DOM. */
  element(editor: Element): Element | null;
}

/**
 * In the page: reads the chapter's top-level blocks from its stored HTML (the app keeps only the
 * blocks near the viewport in the DOM, so the editor's DOM cannot say where the middle is) and
 * picks the paragraph (a top-level `p`, or one in a list) nearest the character at `fraction` of
 * the text.
 */
function chooseTarget({ html, fraction }: { html: string; fraction: number }) {
  const blocks = [...new DOMParser().parseFromString(html, 'text/html').body.children];
  const lengths = blocks.map((block) => block.textContent?.length ?? 0);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const wanted = Math.min(total - 1, Math.max(0, fraction * total));
  let index = 0;
  for (let before = 0; index < blocks.length - 1; index++) {
    if (before + lengths[index]! > wanted) break;
    before += lengths[index]!;
  }
  const isParagraph = (i: number) =>
    blocks[i]?.querySelector(':scope > p, :scope > li > p') !== null || blocks[i]?.tagName === 'P';
  for (let step = 0; step < blocks.length; step++) {
    if (isParagraph(index + step)) {
      index += step;
      break;
    }
    if (isParagraph(index - step)) {
      index -= step;
      break;
    }
  }
  const target: CaretTarget = {
    keys: blocks.map((block) => (block.textContent ?? '').slice(0, 60)),
    lengths,
    index,
    element: (editor) =>
      [...editor.children].find(
        (block) => (block.textContent ?? '').slice(0, 60) === target.keys[index],
      ) ?? null,
  };
  (globalThis as unknown as { __caretTarget: CaretTarget }).__caretTarget = target;
}

/**
 * In the page: scrolls the target block to the middle of the screen when it is laid out; else
 * scrolls the page towards where it will be.
 */
function scrollToTarget(editor: Element) {
  const { lengths, index, element } = (globalThis as unknown as { __caretTarget: CaretTarget })
    .__caretTarget;
  const block = element(editor);
  if (block && block.getClientRects().length > 0) {
    block.scrollIntoView({ block: 'center' });
    return true;
  }
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const before = lengths.slice(0, index).reduce((sum, length) => sum + length, 0);
  const box = editor.getBoundingClientRect();
  window.scrollBy(0, box.top + (box.height * before) / total - window.innerHeight / 2);
  return false;
}

/**
 * In the page: a point inside the target block's own text (not a link, mark or citation inside
 * it, nor a sticky bar over it) and within the viewport; null when there is none on screen.
 */
function pointInTarget(editor: Element) {
  const block = (globalThis as unknown as { __caretTarget: CaretTarget }).__caretTarget.element(
    editor,
  );
  if (!block) return null;
  const paragraph = block.tagName === 'P' ? block : block.querySelector('p')!;
  const rect = paragraph.getBoundingClientRect();
  const top = Math.max(rect.top + 4, 0);
  const bottom = Math.min(rect.bottom - 4, window.innerHeight);
  for (let dy = 0; top + dy <= bottom; dy += 6) {
    for (const y of [(top + bottom) / 2 - dy, (top + bottom) / 2 + dy]) {
      for (let x = rect.left + rect.width / 2; x > rect.left; x -= rect.width / 10) {
        if (y < top || y > bottom) continue;
        if (document.elementFromPoint(x, y) === paragraph) return { x, y };
      }
    }
  }
  return null;
}

/** In the page: where the browser's caret is, as a share of the chapter's text. */
function readCaret(editor: Element) {
  const { keys, lengths } = (globalThis as unknown as { __caretTarget: CaretTarget }).__caretTarget;
  const blocks = keys.length;
  const selection = getSelection();
  const focus = selection?.focusNode;
  if (!selection || !focus || !editor.contains(focus))
    return { fraction: NaN, block: 0, blocks, tag: '' };
  let top: Node = focus;
  while (top.parentNode !== editor) top = top.parentNode!;
  const index = keys.indexOf((top.textContent ?? '').slice(0, 60));
  const within = document.createRange();
  within.setStart(top, 0);
  within.setEnd(focus, selection.focusOffset);
  const before = lengths.slice(0, Math.max(0, index)).reduce((sum, length) => sum + length, 0);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return {
    fraction: index < 0 ? NaN : (before + within.toString().length) / total,
    block: index + 1,
    blocks,
    tag: (top as Element).tagName.toLowerCase(),
  };
}

/**
 * Puts the caret at the start, middle or end of the document as a reader does: scrolls there,
 * lets the layout settle, clicks into the paragraph nearest that share of the text, and reads where
 * the caret landed. `html` is the chapter as stored, which every editor compared shows.
 */
export async function placeCaret(
  page: Page,
  editor: Locator,
  at: CaretAt,
  html: string,
): Promise<CaretPlacement> {
  await page.evaluate(chooseTarget, { html, fraction: WANTED[at] });
  let point: { x: number; y: number } | null = null;
  for (let attempt = 0; attempt < 20 && !point; attempt++) {
    const laidOut = await editor.evaluate(scrollToTarget);
    // The app's block window follows the scroll in an animation frame, then corrects the offset.
    await page.waitForTimeout(300);
    if (laidOut) point = await editor.evaluate(pointInTarget);
  }
  if (!point) throw new Error(`no paragraph on screen to click at the ${at}`);
  await page.mouse.click(point.x, point.y);
  await page.waitForTimeout(300);
  return { at, ...(await editor.evaluate(readCaret)) };
}

export const describeCaret = (placed: CaretPlacement) =>
  `caret at ${(placed.fraction * 100).toFixed(1)}% of the text (block ${placed.block.toLocaleString('en-US')} of ${placed.blocks.toLocaleString('en-US')}, a ${placed.tag})`;
