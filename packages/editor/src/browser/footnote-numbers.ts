import type { Node as PMNode } from 'prosemirror-model';
import { Plugin, PluginKey } from 'prosemirror-state';
import { Decoration, DecorationSet, type EditorView } from 'prosemirror-view';
import { FootnoteView } from './footnote-view.ts';
import { stepsTouch } from './steps-touch.ts';

const FOOTNOTES: ReadonlySet<string> = new Set(['footnote']);

/** The attribute that carries a footnote's number in the editor (CSS shows it). */
export const FOOTNOTE_NUMBER_ATTRIBUTE = 'data-footnote-number';

/** Position and number (1, 2, …) of every footnote, in document order. */
export function footnoteNumbers(doc: PMNode): { pos: number; number: number; size: number }[] {
  const found: { pos: number; number: number; size: number }[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === 'footnote') {
      found.push({ pos, number: found.length + 1, size: node.nodeSize });
      return false;
    }
    // Text blocks hold no blocks; only inline content is left to look at.
    return !node.isText;
  });
  return found;
}

function numbered(doc: PMNode): DecorationSet {
  const decorations = footnoteNumbers(doc).map(({ pos, number, size }) =>
    Decoration.node(pos, pos + size, { [FOOTNOTE_NUMBER_ATTRIBUTE]: String(number) }),
  );
  return DecorationSet.create(doc, decorations);
}

const key = new PluginKey<DecorationSet>('footnote-numbers');

/**
 * Numbers the footnotes in document order (a number is never stored: moving text renumbers) and
 * renders each with FootnoteView. The numbers are decorations, not CSS counters, so they stay right
 * while the block window hides blocks far from the viewport.
 */
export function footnotePlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key,
    state: {
      init: (_config, state) => numbered(state.doc),
      // Typing moves numbers along; only a footnote added, removed or edited counts again.
      apply: (tr, previous) => {
        if (!tr.docChanged) return previous;
        return stepsTouch(tr, FOOTNOTES) ? numbered(tr.doc) : previous.map(tr.mapping, tr.doc);
      },
    },
    props: {
      decorations: (state) => key.getState(state),
      nodeViews: {
        footnote: (node, view: EditorView, getPos) => new FootnoteView(node, view, getPos),
      },
    },
  });
}
