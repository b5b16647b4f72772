import { isReferenceHeading } from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import { Plugin, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

/** The class of a reference-list entry in the editor: APA's hanging indent comes with it. */
export const REFERENCE_ENTRY_CLASS = 'reference-entry';

/** Node decorations for the paragraphs under a References / Works Cited / Bibliography heading. */
function referenceEntries(doc: PMNode): DecorationSet {
  const decorations: Decoration[] = [];
  let inList = false;
  doc.forEach((node, pos) => {
    if (node.type.name === 'heading') {
      inList = isReferenceHeading(node.textContent);
    } else if (inList && node.type.name === 'paragraph') {
      decorations.push(Decoration.node(pos, pos + node.nodeSize, { class: REFERENCE_ENTRY_CLASS }));
    }
  });
  return DecorationSet.create(doc, decorations);
}

/**
 * Whether every step of `tr` changed text inside one top-level paragraph, before and after it, and
 * left the blocks as many: then no heading changed and no paragraph came or went, so each entry is
 * still one. (Checked per step; a step's positions are those of the document before it.)
 */
function withinOneParagraph(tr: Transaction): boolean {
  if (tr.doc.childCount !== tr.before.childCount) return false;
  return tr.steps.every((step, index) => {
    const before = tr.docs[index]!;
    const after = index + 1 < tr.docs.length ? tr.docs[index + 1]! : tr.doc;
    let inside = true;
    step.getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
      inside &&=
        inOneParagraph(before, oldStart, oldEnd) && inOneParagraph(after, newStart, newEnd);
    });
    return inside;
  });
}

function inOneParagraph(doc: PMNode, from: number, to: number): boolean {
  const start = doc.resolve(from);
  return start.depth > 0 && start.node(1).type.name === 'paragraph' && to <= start.end(1);
}

/**
 * Marks reference-list entries for the editor's hanging indent, without a schema attribute: the
 * stored HTML stays plain paragraphs, and the list is found again after every change of the text.
 */
export function referenceListPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    state: {
      init: (_config, state) => referenceEntries(state.doc),
      apply: (tr, previous) => {
        if (!tr.docChanged) return previous;
        // Typing in a paragraph moves no entry in or out of a list: the marks only shift.
        return withinOneParagraph(tr) ? previous.map(tr.mapping, tr.doc) : referenceEntries(tr.doc);
      },
    },
    props: {
      decorations(state) {
        return this.getState(state);
      },
    },
  });
}
