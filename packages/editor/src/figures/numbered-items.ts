import type { Node as PMNode } from 'prosemirror-model';

export type NumberedKind = 'figure' | 'table';

export interface NumberedItem {
  kind: NumberedKind;
  /** The node's `id`: what a cross-reference names. */
  id: string;
  /** For a figure: its alt text ('' = missing); tables have none. */
  alt?: string;
  /** The caption's text, for lists of figures and tables. */
  caption: string;
}

/**
 * The seam with the tables branch: node names that are numbered, and as what. A table counts when
 * its node is named `table` and carries an `id` attribute (docs/decisions/figures.md).
 */
const NUMBERED_NODES: Record<string, NumberedKind> = { figure: 'figure', table: 'table' };

function captionOf(node: PMNode): string {
  let caption = '';
  node.forEach((child) => {
    if (child.type.name.endsWith('caption')) caption = child.textContent;
  });
  return caption.trim();
}

/** Every numbered thing of a chapter, in document order. */
export function numberedItems(doc: PMNode): NumberedItem[] {
  const items: NumberedItem[] = [];
  doc.descendants((node) => {
    const kind = NUMBERED_NODES[node.type.name];
    if (!kind) return true;
    if (typeof node.attrs.id === 'string' && node.attrs.id !== '') {
      items.push({
        kind,
        id: node.attrs.id,
        caption: captionOf(node),
        ...(kind === 'figure' ? { alt: node.attrs.alt as string } : {}),
      });
    }
    return false;
  });
  return items;
}
