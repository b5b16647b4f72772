import { Fragment, type Node as PMNode } from 'prosemirror-model';

const leadingWhitespace = /^[ \t\r\n\f]+/;

/** True for text that starts a line: first in its block, or right after a hard break. */
function startsLine(block: PMNode, index: number): boolean {
  return index === 0 || !block.child(index - 1).isText;
}

function trimLineStarts(block: PMNode): PMNode {
  let changed = false;
  const children: PMNode[] = [];
  block.content.forEach((child, _offset, index) => {
    if (child.isText && startsLine(block, index) && leadingWhitespace.test(child.text!)) {
      changed = true;
      const rest = child.text!.replace(leadingWhitespace, '');
      if (rest) children.push(child.type.schema.text(rest, child.marks));
    } else children.push(child);
  });
  return changed ? block.copy(Fragment.from(children)) : block;
}

/**
 * Removes whitespace at the start of every line of a textblock. ProseMirror's DOMParser keeps
 * it when loose text follows a block (`<p>a</p><hr> b`) or when the break before it sits in
 * another element (`<br><em> b</em>`), but drops it when it parses its own output, so without
 * this a second sanitise would differ from the first.
 */
export function trimLineStartWhitespace(node: PMNode): PMNode {
  if (node.isTextblock) return trimLineStarts(node);
  if (node.isLeaf) return node;
  let changed = false;
  const children: PMNode[] = [];
  node.content.forEach((child) => {
    const next = trimLineStartWhitespace(child);
    if (next !== child) changed = true;
    children.push(next);
  });
  return changed ? node.copy(Fragment.from(children)) : node;
}
