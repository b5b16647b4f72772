import { isReferenceHeading } from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';
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
 * Marks reference-list entries for the editor's hanging indent, without a schema attribute: the
 * stored HTML stays plain paragraphs, and the list is found again after every change of the text.
 */
export function referenceListPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    state: {
      init: (_config, state) => referenceEntries(state.doc),
      apply: (tr, previous) => (tr.docChanged ? referenceEntries(tr.doc) : previous),
    },
    props: {
      decorations(state) {
        return this.getState(state);
      },
    },
  });
}
