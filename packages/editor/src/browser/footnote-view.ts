import { redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Node as PMNode } from 'prosemirror-model';
import { EditorState, NodeSelection, TextSelection, type Transaction } from 'prosemirror-state';
import { StepMap } from 'prosemirror-transform';
import { EditorView, type NodeView } from 'prosemirror-view';
import { FOOTNOTE_ATTRIBUTE } from '../nodes/footnote.node.ts';

/** Class of the footnote's reference mark in the editor, and of the box its note is edited in. */
export const FOOTNOTE_CLASS = 'footnote';
export const FOOTNOTE_EDITOR_CLASS = 'footnote-editor';

/**
 * A footnote in the chapter editor (ProseMirror's footnote example): its number in the text, and,
 * while it is selected, a small editor of its own for the note. Every change made there is a step
 * of the chapter's document (mapped into the footnote's position), so undo, autosave and
 * collaboration see one document; changes from outside (undo in the chapter) flow back in.
 */
export class FootnoteView implements NodeView {
  readonly dom: HTMLElement;
  private inner: EditorView | null = null;

  constructor(
    private node: PMNode,
    private readonly outer: EditorView,
    private readonly getPos: () => number | undefined,
  ) {
    this.dom = document.createElement('span');
    this.dom.className = FOOTNOTE_CLASS;
    this.dom.setAttribute(FOOTNOTE_ATTRIBUTE, '');
  }

  selectNode(): void {
    this.dom.classList.add('ProseMirror-selectednode');
    if (!this.inner) this.open();
  }

  deselectNode(): void {
    this.dom.classList.remove('ProseMirror-selectednode');
    if (this.inner) this.close();
  }

  private open(): void {
    const box = this.dom.appendChild(document.createElement('span'));
    box.className = FOOTNOTE_EDITOR_CLASS;
    const outer = this.outer;
    const inner = new EditorView(box, {
      state: EditorState.create({
        doc: this.node,
        plugins: [
          keymap({
            'Mod-z': () => undo(outer.state, outer.dispatch),
            'Mod-y': () => redo(outer.state, outer.dispatch),
            'Shift-Mod-z': () => redo(outer.state, outer.dispatch),
            // Back to the chapter, the caret just after the note's reference.
            Escape: () => this.leave(),
            Enter: () => this.leave(),
          }),
        ],
      }),
      dispatchTransaction: (tr) => this.dispatchInner(tr),
      handleDOMEvents: {
        mousedown: () => {
          // Clicking into the note while the chapter has focus moves focus into the note.
          if (outer.hasFocus()) inner.focus();
          return false;
        },
      },
    });
    this.inner = inner;
    inner.dispatch(inner.state.tr.setSelection(TextSelection.atEnd(inner.state.doc)));
    // The note takes the focus for typing once the chapter's view has finished its update (which
    // puts the DOM selection, and with it the focus, on the selected note in the chapter): in a
    // microtask, before the browser handles the next key. A key that reached the chapter instead
    // would replace the selected note (a timer alone loses that race: a busy page handles input
    // before timers). The timer puts the focus back after a click's default action, which comes
    // after the microtask and moves the focus to the chapter.
    const focusNote = () => {
      if (this.inner === inner) inner.focus();
    };
    queueMicrotask(focusNote);
    setTimeout(focusNote, 0);
  }

  private leave(): boolean {
    const pos = this.getPos();
    if (pos === undefined) return false;
    const after = pos + this.node.nodeSize;
    this.outer.dispatch(
      this.outer.state.tr.setSelection(TextSelection.create(this.outer.state.doc, after)),
    );
    this.outer.focus();
    return true;
  }

  private close(): void {
    this.inner?.destroy();
    this.inner = null;
    this.dom.textContent = '';
  }

  private dispatchInner(tr: Transaction): void {
    const inner = this.inner!;
    const { state, transactions } = inner.state.applyTransaction(tr);
    inner.updateState(state);
    if (tr.getMeta('fromOutside')) return;
    const pos = this.getPos();
    if (pos === undefined) return;
    const outerTr = this.outer.state.tr;
    const offset = StepMap.offset(pos + 1);
    for (const step of transactions.flatMap((t) => t.steps)) {
      const mapped = step.map(offset);
      if (mapped) outerTr.step(mapped);
    }
    if (outerTr.docChanged) {
      // The note stays selected in the chapter while its text changes.
      outerTr.setSelection(NodeSelection.create(outerTr.doc, pos));
      this.outer.dispatch(outerTr);
    }
  }

  update(node: PMNode): boolean {
    if (!node.sameMarkup(this.node)) return false;
    this.node = node;
    const inner = this.inner;
    if (inner) {
      const state = inner.state;
      const start = node.content.findDiffStart(state.doc.content);
      if (start !== null) {
        let { a: endA, b: endB } = node.content.findDiffEnd(state.doc.content)!;
        const overlap = start - Math.min(endA, endB);
        if (overlap > 0) {
          endA += overlap;
          endB += overlap;
        }
        inner.dispatch(
          state.tr.replace(start, endB, node.slice(start, endA)).setMeta('fromOutside', true),
        );
      }
    }
    return true;
  }

  destroy(): void {
    if (this.inner) this.close();
  }

  stopEvent(event: Event): boolean {
    return this.inner !== null && this.inner.dom.contains(event.target as globalThis.Node);
  }

  ignoreMutation(): boolean {
    return true;
  }
}
