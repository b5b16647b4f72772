import type { Node as PMNode } from 'prosemirror-model';
import type { EditorState, Transaction } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';

/*
 * Shows only the top-level blocks near the viewport. A 100,000-word chapter has some 2,000 blocks,
 * and the browser's work per frame grows with the boxes it lays out, paints and hit-tests
 * (content-visibility: auto alone still costs an intersection check per block per frame): about
 * 18 ms of main-thread time per keystroke here, against 4 ms in a short chapter. Blocks far from the
 * viewport are therefore `display: none`, and padding on the editor stands in for their height
 * (measured when they were last shown, estimated before that), so the scrollbar stays true.
 *
 * Outside the window, blocks are also taken out of the DOM (ProseMirror keeps them, and their DOM,
 * in its view): Chromium's selection update at each key (`Editor::SyncSelection`), its lifecycle
 * update and the compositor's commit grow with the editing host's elements, hidden or not (measured
 * per key at 100,000 words: 1.0 ms of selection update with 2,000 hidden blocks, 0.5 ms with them
 * out of the DOM, about a short chapter's). While a transaction may rearrange the top-level blocks
 * or move the window, every block is put back first, and a style rule of the editor's own hides
 * those outside the window by their place (`:nth-child`); after the view has updated they are
 * taken out again. ProseMirror knows nothing of the window (node decorations marking the shown
 * blocks cost every keystroke a pass over all blocks times the shown ones), and its DOM observer
 * drops the records of blocks leaving or coming back, so it never reads them as the writer's edit.
 * The window keeps a block on each side of the caret's: ProseMirror reads a change that spans
 * blocks from the blocks around it, which must be in the DOM. The blocks holding the
 * selection are shown whenever ProseMirror places it and before any key acts on it (the reader may
 * scroll away from the caret; a key brings it back into view, as browsers do).
 * A click moves the browser's caret at once, but ProseMirror reads it only on the `selectionchange`
 * that follows, which a busy page may run after the next key: until then the browser's caret is the
 * true one, and keys follow it. Moving the window leaves the DOM, and so the browser's caret, alone.
 * Text in hidden blocks is not found by the browser's find-in-page; the app's own find (Mod-F, a
 * search of the document) finds it, and selecting a match shows its block.
 */

/** Shown around the viewport, in viewport heights each way: scrolling a little changes nothing. */
const MARGIN_SCREENS = 1;
/**
 * Shown from the top while the view has not been laid out yet: the blocks estimated to fill this
 * many window heights, at most INITIAL_BLOCKS. Estimated with the window's width, wider than the
 * editor's, so the estimate errs towards more blocks; the first fit corrects it.
 */
const INITIAL_SCREENS = 2;
const INITIAL_BLOCKS = 60;
const DEFAULT_FONT_PX = 16;
/** The space between two blocks, for estimates (the prose styles' margin). */
const ESTIMATED_GAP_PX = 12;
const MODIFIER_KEYS = new Set(['Control', 'Meta', 'Shift', 'Alt', 'AltGraph', 'CapsLock']);
/** The attribute on the editor that says blocks precede its first child in the DOM (their margin). */
const BLOCKS_ABOVE_ATTRIBUTE = 'data-blocks-above';
/** Marks a block outside the window that stays in the DOM, hidden, because the caret is in it. */
const KEPT_ATTRIBUTE = 'data-block-window-kept';
let windows = 0;

/**
 * What the window reads of ProseMirror's view beyond its public API (prosemirror-view 1.x): the
 * top-level view descriptions, to find each block's DOM while it is out of the document, and the
 * DOM observer, whose records of blocks leaving the DOM or coming back are dropped.
 */
interface ViewInternals {
  docView: { children: readonly { node?: PMNode; dom: Node }[] };
  domObserver: { observer: MutationObserver | null; queue: MutationRecord[]; flush(): void };
}

/**
 * The style of one editor's window: blocks before `start` and from `end` on are not rendered. Shown
 * blocks are rendered in full (not content-visibility: auto), so that what is measured is their real
 * height, not a placeholder's.
 */
function hidingRule(id: string, { start, end }: Range): string {
  const root = `[data-block-window-id="${id}"]`;
  const hidden = [`${root} > :nth-child(n+${end + 1})`];
  if (start > 0) hidden.push(`${root} > :nth-child(-n+${start})`);
  return `${hidden.join(', ')} { display: none; }
${root} > * { content-visibility: visible; }`;
}

/** The style while only the window's blocks (and the caret's) are in the DOM. */
function keptRule(id: string): string {
  return `[data-block-window-id="${id}"] > [${KEPT_ATTRIBUTE}] { display: none; }`;
}

/** The first of `blocks` from index `from` on that is in `root`, or null. */
function nextInDom(blocks: readonly Node[], from: number, root: Node): Node | null {
  for (let i = from; i < blocks.length; i++) if (blocks[i]!.parentNode === root) return blocks[i]!;
  return null;
}

interface Range {
  start: number;
  end: number;
}

interface DomSelection {
  anchorNode: Node;
  anchorOffset: number;
  focusNode: Node;
  focusOffset: number;
}

export class BlockWindow {
  private range: Range = { start: 0, end: 0 };
  private selection: Range = { start: 0, end: 1 };
  private doc: PMNode | null = null;
  /** How many blocks the last fit to the viewport showed. */
  private fitted = INITIAL_BLOCKS;
  private measured = new WeakMap<PMNode, number>();
  private estimated = new WeakMap<PMNode, number>();
  private metrics: Metrics = { lineHeight: 28, charsPerLine: 80 };
  private readonly id = String(++windows);
  private readonly style: HTMLStyleElement;
  private readonly scroller: HTMLElement | null;
  private readonly resizeObserver: ResizeObserver | null;
  private width = 0;
  private scheduled = 0;
  private windowKey = '';
  private view: ViewInternals | null = null;
  /** Whether the blocks outside the window are out of the DOM. */
  private detached = false;
  /** The window the DOM was last fitted to by `settle()`. */
  private settled: Range = { start: 0, end: 0 };
  /** Blocks outside the window left in the DOM (hidden) because the browser's caret is in them. */
  private readonly kept = new Set<Element>();
  private styleText = '';

  constructor(private readonly root: HTMLElement) {
    this.style = root.ownerDocument.head.appendChild(root.ownerDocument.createElement('style'));
    root.setAttribute('data-block-window-id', this.id);
    this.scroller = scrollParent(root);
    this.scrollTarget().addEventListener('scroll', this.sync, { passive: true });
    root.addEventListener('keydown', this.onKeyDown, true);
    // A new width rewraps every block: what was measured no longer holds. (No ResizeObserver
    // outside a browser, as in jsdom: there is no layout to follow there either.)
    this.resizeObserver =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (root.clientWidth === this.width) return;
            this.width = root.clientWidth;
            this.readMetrics();
            this.measured = new WeakMap();
            this.estimated = new WeakMap();
            this.windowKey = '';
            this.sync();
          });
    this.resizeObserver?.observe(root);
  }

  /**
   * Call before the view shows `state`, with the transaction that made it (none for a new document):
   * the blocks the selection will be in are then shown when ProseMirror puts the caret there.
   */
  prepare(state: EditorState, tr?: Transaction): void {
    const previous = this.doc;
    const previousRange = this.range;
    this.doc = state.doc;
    if (!tr || !previous) {
      this.range = this.initialRange(state.doc);
    } else if (tr.docChanged) {
      const span = spanOf(previous, this.range);
      this.range = blocksAt(state.doc, tr.mapping.map(span.from, -1), tr.mapping.map(span.to, 1));
    }
    this.selection = blocksAt(state.doc, state.selection.from, state.selection.to);
    if (!contains(this.range, withNeighbours(this.selection, state.doc.childCount)))
      this.range = this.aroundSelection();
    this.range = clamp(this.range, state.doc.childCount);
    if (this.detached && !(tr && previous && this.keepsBlocksOut(previous, previousRange)))
      this.putBlocksBack();
    this.applyWindow();
    // A new document, or a selection that showed many blocks (select all) and has shrunk since.
    if (!tr || this.range.end - this.range.start > 2 * this.fitted) this.scheduleSync();
  }

  /** Starts taking blocks out of the DOM, once the view that draws `root` exists. */
  attach(view: EditorView): void {
    this.view = view as unknown as ViewInternals;
    this.settle();
  }

  /**
   * Call after the view has shown the state `prepare` was given: takes the blocks outside the
   * window out of the DOM (again, if the view's update put them back).
   */
  settle(): void {
    const doc = this.doc;
    if (!doc || !this.view || this.showsAll(doc)) {
      if (this.detached) this.putBlocksBack();
      return;
    }
    const { start, end } = this.range;
    // Typing inside the window: the window's blocks alone are in the DOM, as before.
    const same = this.settled.start === start && this.settled.end === end;
    if (this.detached && same && this.kept.size === 0 && this.root.children.length === end - start)
      return;
    const blocks = this.blockDoms()!;
    const caret = this.caretElements();
    this.withoutObserver(() => {
      this.releaseKept();
      for (let i = 0; i < blocks.length; i++) {
        const block = blocks[i]!;
        if ((i >= start && i < end) || block.parentNode !== this.root) continue;
        if (block instanceof Element && caret.includes(block)) {
          block.setAttribute(KEPT_ATTRIBUTE, '');
          this.kept.add(block);
        } else this.root.removeChild(block);
      }
      this.attachInOrder(blocks, start, end, nextInDom(blocks, end, this.root));
    });
    this.detached = true;
    this.settled = { start, end };
    this.writeStyle();
  }

  /**
   * The top-level blocks holding the ends of the browser's selection in the editor. They stay in
   * the DOM, hidden, when the window leaves them: taken out, they would take the caret with them,
   * before the editor has read where a click put it, or while the writer scrolls away from it.
   */
  private caretElements(): Element[] {
    const caret = this.domSelection();
    if (!caret) return [];
    const found: Element[] = [];
    for (const end of [caret.anchorNode, caret.focusNode]) {
      let node: Node | null = end;
      while (node && node.parentNode !== this.root) node = node.parentNode;
      if (node instanceof Element && !found.includes(node)) found.push(node);
    }
    return found;
  }

  /** Fits the shown blocks to the viewport: on scroll, on resize, and once the view is laid out. */
  readonly sync = (): void => {
    const doc = this.doc;
    if (!doc || !this.root.isConnected) return;
    this.measure(doc);
    const view = this.visibleClientRange();
    if (!view) return;
    const margin = (view.bottom - view.top) * MARGIN_SCREENS;
    const rootTop = this.root.getBoundingClientRect().top;
    const tops = this.blockTops(doc);
    const around = (extra: number) =>
      clamp(
        {
          start: blockAt(tops, view.top - extra - rootTop),
          end: blockAt(tops, view.bottom + extra - rootTop) + 1,
        },
        doc.childCount,
      );
    const target = around(margin);
    this.fitted = target.end - target.start;
    if (
      contains(this.range, around(margin / 2)) &&
      this.range.end - this.range.start <= 2 * this.fitted
    )
      return;
    this.change(() => {
      this.range = target;
    }, view);
    this.measure(doc);
  };

  destroy(): void {
    cancelAnimationFrame(this.scheduled);
    this.scrollTarget().removeEventListener('scroll', this.sync);
    this.root.removeEventListener('keydown', this.onKeyDown, true);
    this.resizeObserver?.disconnect();
    this.root.removeAttribute('data-block-window-id');
    this.style.remove();
    this.root.style.removeProperty('padding-top');
    this.root.style.removeProperty('padding-bottom');
  }

  private showsAll(doc: PMNode): boolean {
    return this.range.start === 0 && this.range.end >= doc.childCount;
  }

  private scheduleSync(): void {
    if (this.scheduled) return;
    this.scheduled = requestAnimationFrame(() => {
      this.scheduled = 0;
      this.sync();
    });
  }

  /**
   * The first blocks, as many as the estimate says fill the first screens. Laying out more before
   * the first fit was the page's longest task, for text below the fold (the first 60 blocks of a
   * 5,000-word chapter on a phone-sized window: 101 ms on a slow machine, 19 ms with this).
   */
  private initialRange(doc: PMNode): Range {
    const { innerWidth, innerHeight } = this.root.ownerDocument.defaultView ?? window;
    const metrics = { ...this.metrics, charsPerLine: charsPerLine(innerWidth, DEFAULT_FONT_PX) };
    const most = Math.min(doc.childCount, INITIAL_BLOCKS);
    let height = 0;
    let end = 0;
    while (end < most && height < INITIAL_SCREENS * innerHeight)
      height += estimatedHeight(doc.child(end++), metrics);
    return { start: 0, end: Math.max(1, end) };
  }

  /** The given blocks (by default the selection's) with as many around them as fit the viewport. */
  private aroundSelection(blocks: Range = this.selection): Range {
    const half = Math.ceil(this.fitted / 2);
    return { start: blocks.start - half, end: blocks.end + half };
  }

  /**
   * The blocks holding the browser's caret when it is in the editor, else the selection's. After a
   * click they differ until ProseMirror reads the click; a key acts at the browser's caret.
   */
  private caretBlocks(): Range {
    const caret = this.domSelection();
    const blocks = this.blockDoms();
    if (!caret || !blocks) return this.selection;
    const anchor = this.blockIndexOf(blocks, caret.anchorNode, caret.anchorOffset);
    const focus = this.blockIndexOf(blocks, caret.focusNode, caret.focusOffset);
    if (anchor < 0 || focus < 0) return this.selection;
    return { start: Math.min(anchor, focus), end: Math.max(anchor, focus) + 1 };
  }

  /** The browser's selection, when both its ends are in the editor. */
  private domSelection(): DomSelection | null {
    // Only the editor's own caret matters, and reading the page's selection may lay the page out
    // (a 40 ms task on a phone, read as the view was first drawn).
    const active = this.root.ownerDocument.activeElement;
    if (!active || !this.root.contains(active)) return null;
    const selection = this.root.ownerDocument.getSelection();
    if (!selection?.anchorNode || !selection.focusNode) return null;
    if (!this.root.contains(selection.anchorNode) || !this.root.contains(selection.focusNode))
      return null;
    const { anchorNode, anchorOffset, focusNode, focusOffset } = selection;
    return { anchorNode, anchorOffset, focusNode, focusOffset };
  }

  /**
   * The index of the top-level block holding a DOM position in the editor, or -1. Looked for among
   * the shown blocks first, where a key's caret is: a search of every block cost each keystroke
   * time that grew with the chapter.
   */
  private blockIndexOf(blocks: readonly Node[], node: Node, offset: number): number {
    let block: Node | null = node;
    if (node === this.root) {
      const { childNodes } = this.root;
      block = childNodes[Math.min(offset, childNodes.length - 1)] ?? null;
    }
    while (block && block.parentNode !== this.root) block = block.parentNode;
    if (!block) return -1;
    for (let i = this.range.start; i < Math.min(this.range.end, blocks.length); i++)
      if (blocks[i] === block) return i;
    return blocks.indexOf(block);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const doc = this.doc;
    if (!doc || MODIFIER_KEYS.has(event.key)) return;
    // A key pressed while the caret is out of sight acts at the caret, as the browser's own handling
    // of the key may (arrows, deletion, typing): show the caret's blocks and bring them into view.
    // Copying and Escape change nothing, and do not scroll.
    const copy =
      (event.ctrlKey || event.metaKey) && ['c', 'insert'].includes(event.key.toLowerCase());
    if (copy || event.key === 'Escape') return;
    const caret = this.caretBlocks();
    if (contains(this.range, withNeighbours(caret, doc.childCount))) return;
    this.change(() => {
      this.range = clamp(this.aroundSelection(caret), doc.childCount);
    }, null);
    const block = this.blockDoms()?.[caret.start];
    if (block instanceof Element) block.scrollIntoView({ block: 'nearest' });
  };

  /**
   * Changes the shown blocks without moving what the reader sees: a block on screen that stays shown
   * keeps its place (the browser's scroll anchoring does not apply, as the editor's padding changes).
   */
  private change(update: () => void, view: { top: number; bottom: number } | null): void {
    const anchor = view ? this.shownBlockOnScreen(view) : -1;
    const element = anchor >= 0 ? this.blockDoms()?.[anchor] : undefined;
    const before = element instanceof Element ? element.getBoundingClientRect().top : undefined;
    update();
    this.applyWindow();
    this.settle();
    const stillShown = anchor >= this.range.start && anchor < this.range.end;
    if (!(element instanceof Element) || before === undefined || !stillShown) return;
    if (!element.isConnected) return;
    const shift = element.getBoundingClientRect().top - before;
    if (Math.abs(shift) < 0.5) return;
    if (this.scroller) this.scroller.scrollTop += shift;
    else window.scrollBy(0, shift);
  }

  /**
   * Hides the blocks outside the window and stands the editor's padding in for them (ProseMirror
   * leaves the attributes of its root to others).
   */
  private applyWindow(): void {
    const doc = this.doc;
    if (!doc) return;
    const all = this.showsAll(doc);
    // Typing inside the shown blocks changes none of the hidden ones: nothing to redo.
    const key = all ? 'all' : `${this.range.start}:${this.range.end}:${doc.childCount}`;
    if (key === this.windowKey) return;
    this.windowKey = key;
    this.writeStyle();
    let above = 0;
    let below = 0;
    if (!all) {
      for (let i = 0; i < this.range.start; i++) above += this.heightOf(doc.child(i));
      for (let i = this.range.end; i < doc.childCount; i++) below += this.heightOf(doc.child(i));
    }
    this.root.style.paddingTop = above ? `${above.toFixed(1)}px` : '';
    this.root.style.paddingBottom = below ? `${below.toFixed(1)}px` : '';
  }

  /**
   * The hiding rule while every block is in the DOM; none while the window's blocks alone are (the
   * editor's attribute then tells the prose styles that blocks precede the first one).
   */
  private writeStyle(): void {
    const doc = this.doc;
    const all = !doc || this.showsAll(doc);
    const text = all ? '' : this.detached ? keptRule(this.id) : hidingRule(this.id, this.range);
    if (text !== this.styleText) {
      // Chromium places a click's caret lazily: hidden before anything has read it, the clicked
      // block gave its caret to the first block still shown (a click that landed while the page
      // scrolled typed its text there). Reading it first makes it stay where it landed.
      this.domSelection();
      this.style.textContent = this.styleText = text;
    }
    if (this.detached && this.range.start > 0) this.root.setAttribute(BLOCKS_ABOVE_ATTRIBUTE, '');
    else this.root.removeAttribute(BLOCKS_ABOVE_ATTRIBUTE);
  }

  /**
   * Whether a transaction leaves the blocks out of the DOM as they are: the same window, every
   * block outside it the same node, and those inside it of the same type and attributes (typing
   * inside the window). Anything else may make the view redraw a top-level block, and then it puts
   * every block back in the DOM.
   */
  private keepsBlocksOut(previous: PMNode, previousRange: Range): boolean {
    const doc = this.doc!;
    const { start, end } = this.range;
    if (previous.childCount !== doc.childCount) return false;
    if (previousRange.start !== start || previousRange.end !== end) return false;
    for (let i = 0; i < start; i++) if (previous.child(i) !== doc.child(i)) return false;
    for (let i = end; i < doc.childCount; i++) if (previous.child(i) !== doc.child(i)) return false;
    for (let i = start; i < end; i++) if (!previous.child(i).sameMarkup(doc.child(i))) return false;
    return true;
  }

  /** Every block back in the DOM, in order, with the hiding rule. */
  private putBlocksBack(): void {
    const blocks = this.view ? this.blockDoms() : null;
    if (blocks)
      this.withoutObserver(() => {
        this.releaseKept();
        this.attachInOrder(blocks, 0, blocks.length, null);
      });
    this.detached = false;
    this.writeStyle();
  }

  /** Puts blocks `from` to `to` that are out of the DOM back in their places, before `next`. */
  private attachInOrder(blocks: readonly Node[], from: number, to: number, next: Node | null) {
    for (let i = to - 1; i >= from; i--) {
      if (blocks[i]!.parentNode !== this.root) this.root.insertBefore(blocks[i]!, next);
      next = blocks[i]!;
    }
  }

  /** The blocks kept for the caret are ordinary blocks again. */
  private releaseKept(): void {
    for (const element of this.kept) element.removeAttribute(KEPT_ATTRIBUTE);
    this.kept.clear();
  }

  /** The DOM of each top-level block as the view last drew it, in order (none before the view). */
  private blockDoms(): Node[] | null {
    if (!this.view) return null;
    const blocks: Node[] = [];
    for (const desc of this.view.docView.children) if (desc.node) blocks.push(desc.dom);
    return blocks;
  }

  /**
   * Makes a change ProseMirror's DOM observer does not read. Mutations it had not read yet are
   * queued for it first, as its own `stop()` does; `stop()` itself is not used, as it also stops
   * listening for selection changes, and a window moved while a click's `selectionchange` was being
   * dispatched made the editor miss the click.
   */
  private withoutObserver(change: () => void): void {
    const observer = this.view!.domObserver;
    const pending = observer.observer?.takeRecords() ?? [];
    if (pending.length > 0) {
      observer.queue.push(...pending);
      setTimeout(() => observer.flush(), 20);
    }
    change();
    observer.observer?.takeRecords();
  }

  private scrollTarget(): HTMLElement | Window {
    return this.scroller ?? window;
  }

  /** The part of the viewport the editor can show, in client coordinates. */
  private visibleClientRange(): { top: number; bottom: number } | null {
    const bounds = this.scroller?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
    const top = Math.max(bounds.top, 0);
    const bottom = Math.min(bounds.bottom, window.innerHeight);
    return bottom > top ? { top, bottom } : null;
  }

  /** The index of the first shown block on screen, or -1. */
  private shownBlockOnScreen(view: { top: number; bottom: number }): number {
    const blocks = this.blockDoms() ?? [];
    for (let i = this.range.start; i < Math.min(this.range.end, blocks.length); i++) {
      const block = blocks[i];
      if (!(block instanceof Element)) continue;
      const rect = block.getBoundingClientRect();
      if (rect.bottom > view.top && rect.top < view.bottom) return i;
    }
    return -1;
  }

  /** What estimates of unseen blocks are made from: the editor's line height and width. */
  private readMetrics(): void {
    const style = getComputedStyle(this.root);
    const fontSize = Number.parseFloat(style.fontSize) || DEFAULT_FONT_PX;
    this.metrics = {
      lineHeight: Number.parseFloat(style.lineHeight) || fontSize * 1.75,
      charsPerLine: charsPerLine(this.root.clientWidth, fontSize),
    };
  }

  /** Remembers the height, with the gap after it, of every shown block. */
  private measure(doc: PMNode): void {
    const blocks = this.blockDoms();
    if (this.showsAll(doc) || !blocks || blocks.length !== doc.childCount) return;
    const { start, end } = this.range;
    let previous: { node: PMNode; top: number } | null = null;
    for (let i = start; i < end; i++) {
      const block = blocks[i];
      if (!(block instanceof Element)) return;
      const rect = block.getBoundingClientRect();
      if (previous) this.measured.set(previous.node, rect.top - previous.top);
      previous = { node: doc.child(i), top: rect.top };
      if (i === end - 1) this.measured.set(previous.node, rect.height + ESTIMATED_GAP_PX);
    }
  }

  private heightOf(node: PMNode): number {
    const measured = this.measured.get(node);
    if (measured !== undefined) return measured;
    let estimate = this.estimated.get(node);
    if (estimate === undefined) {
      estimate = estimatedHeight(node, this.metrics);
      this.estimated.set(node, estimate);
    }
    return estimate;
  }

  /** Where each block starts below the top of the editor, as laid out with every block shown. */
  private blockTops(doc: PMNode): Float64Array {
    const tops = new Float64Array(doc.childCount + 1);
    for (let i = 0; i < doc.childCount; i++) tops[i + 1] = tops[i]! + this.heightOf(doc.child(i));
    return tops;
  }
}

interface Metrics {
  lineHeight: number;
  charsPerLine: number;
}

/** A block's height with the gap after it, from its length, before it has been laid out. */
function estimatedHeight(node: PMNode, { lineHeight, charsPerLine }: Metrics): number {
  return (
    Math.max(1, Math.ceil(node.textContent.length / charsPerLine)) * lineHeight + ESTIMATED_GAP_PX
  );
}

function charsPerLine(width: number, fontSize: number): number {
  return Math.max(20, Math.floor(width / (fontSize * 0.5)));
}

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (
    let node = element.parentElement;
    node && node !== document.body && node !== document.documentElement;
    node = node.parentElement
  ) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * The blocks from the one holding (or starting at) `from` to the last one starting before `to`;
 * at least one block.
 */
function blocksAt(doc: PMNode, from: number, to: number): Range {
  let start = doc.childCount;
  let end = doc.childCount;
  let pos = 0;
  for (let i = 0; i < doc.childCount; i++) {
    const next = pos + doc.child(i).nodeSize;
    if (start === doc.childCount && from < next) start = i;
    if (pos >= to) {
      end = i;
      break;
    }
    pos = next;
  }
  return { start, end: Math.max(end, start + 1) };
}

/** Where a range of blocks starts and ends in the document. */
function spanOf(doc: PMNode, range: Range): { from: number; to: number } {
  let from = 0;
  let pos = 0;
  for (let i = 0; i < Math.min(range.end, doc.childCount); i++) {
    if (i === range.start) from = pos;
    pos += doc.child(i).nodeSize;
  }
  return { from, to: pos };
}

/** The index of the block whose span holds `offset` (tops has one more entry than there are blocks). */
function blockAt(tops: Float64Array, offset: number): number {
  let low = 0;
  let high = tops.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (tops[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return Math.max(0, low);
}

/** The blocks and one more on each side, where there is one. */
function withNeighbours(range: Range, count: number): Range {
  return clamp({ start: range.start - 1, end: range.end + 1 }, count);
}

function contains(outer: Range, inner: Range): boolean {
  return inner.start >= outer.start && inner.end <= outer.end;
}

function clamp(range: Range, count: number): Range {
  const start = Math.max(0, Math.min(range.start, count - 1));
  return { start, end: Math.max(start + 1, Math.min(range.end, count)) };
}
