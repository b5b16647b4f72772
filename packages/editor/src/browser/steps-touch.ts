import type { Node as PMNode } from 'prosemirror-model';
import type { Transaction } from 'prosemirror-state';

function hasNodeBetween(doc: PMNode, from: number, to: number, names: ReadonlySet<string>) {
  let found = false;
  doc.nodesBetween(from, Math.min(to, doc.content.size), (node) => {
    if (names.has(node.type.name)) found = true;
    return !found;
  });
  return found;
}

/**
 * Whether a step of `tr` removed, inserted or changed a node of one of these types (then what is
 * numbered from them is counted again; otherwise the old numbers are mapped along).
 */
export function stepsTouch(tr: Transaction, names: ReadonlySet<string>): boolean {
  return tr.steps.some((step, index) => {
    const before = tr.docs[index]!;
    const after = index + 1 < tr.docs.length ? tr.docs[index + 1]! : tr.doc;
    let touched = false;
    step.getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
      touched ||=
        hasNodeBetween(before, oldStart, oldEnd, names) ||
        hasNodeBetween(after, newStart, newEnd, names);
    });
    // A step with no range (an attribute step) changes the node at its position.
    if (!touched && 'pos' in step) {
      const node = before.nodeAt((step as unknown as { pos: number }).pos);
      touched = !!node && names.has(node.type.name);
    }
    return touched;
  });
}
