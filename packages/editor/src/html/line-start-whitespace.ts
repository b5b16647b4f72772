import { Fragment, type Node as PMNode } from 'prosemirror-model';

const leadingWhitespace = /^[ \t\r\n\f]+/;

/**
 * True for text that starts a line (first in its block, or right after a hard break) with
 * whitespace. Text after a footnote does not start a line: the space after a note's reference stays.
 */
function isIndentedLineStart(block: PMNode, index: number): boolean {
  const child = block.child(index);
  return (
    child.isText &&
    (index === 0 || block.child(index - 1).type.name === 'hard_break') &&
    leadingWhitespace.test(child.text!)
  );
}

/** A textblock, or a footnote (inline content of its own), with its lines' leading whitespace gone. */
function trimLineStarts(block: PMNode): PMNode {
  let found = false;
  for (let index = 0; index < block.childCount && !found; index++) {
    const child = block.child(index);
    found = isIndentedLineStart(block, index) || (child.isInline && !child.isLeaf);
  }
  if (!found) return block;
  const children: PMNode[] = [];
  block.content.forEach((child, _offset, index) => {
    if (child.isInline && !child.isLeaf) children.push(trimLineStarts(child));
    else if (!isIndentedLineStart(block, index)) children.push(child);
    else {
      const rest = child.text!.replace(leadingWhitespace, '');
      if (rest) children.push(child.type.schema.text(rest, child.marks));
    }
  });
  return block.copy(Fragment.from(children));
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
  let children: PMNode[] | null = null;
  for (let index = 0; index < node.childCount; index++) {
    const child = node.child(index);
    const next = trimLineStartWhitespace(child);
    if (next !== child && children === null) {
      children = [];
      for (let before = 0; before < index; before++) children.push(node.child(before));
    }
    children?.push(next);
  }
  return children === null ? node : node.copy(Fragment.from(children));
}
