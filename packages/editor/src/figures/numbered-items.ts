import type { Node as PMNode } from 'prosemirror-model';

export type NumberedKind = 'figure' | 'table';

export interface NumberedItem {
  kind: NumberedKind;
  /**
   * What the labels are keyed by: the node's `id` (what a cross-reference names), or for a table
   * no reference has named yet (no `id`), a key of its place: `<scope>#table-<n>`.
   */
  id: string;
  /** Whether `id` is the node's own, so a cross-reference can name it. */
  referable: boolean;
  /** For a figure: its alt text ('' = missing); tables have none. */
  alt?: string;
  /** The caption's text, for lists of figures and tables and the cross-reference picker. */
  caption: string;
  /** Where it is in the document it was read from. */
  pos: number;
}

/** Node names that are numbered, and as what (docs/decisions/figures.md). */
const NUMBERED_NODES: Record<string, NumberedKind> = { figure: 'figure', table_figure: 'table' };

function captionOf(node: PMNode): string {
  let caption = '';
  node.forEach((child) => {
    if (child.type.name.endsWith('caption')) caption = child.textContent;
  });
  return caption.trim();
}

/**
 * Every numbered thing of a chapter, in document order: every figure and every table. `scope`
 * (the chapter's id where several chapters are numbered together) keeps the keys of tables without
 * an id apart across chapters.
 */
export function numberedItems(doc: PMNode, scope = ''): NumberedItem[] {
  const items: NumberedItem[] = [];
  let tables = 0;
  doc.descendants((node, pos) => {
    const kind = NUMBERED_NODES[node.type.name];
    if (!kind) return !node.isTextblock;
    if (kind === 'table') tables++;
    const own = typeof node.attrs.id === 'string' ? node.attrs.id : '';
    // Figures always have an id (their parser gives one); a table has one once it is referred to.
    if (kind === 'figure' && own === '') return false;
    items.push({
      kind,
      id: own || `${scope}#table-${tables}`,
      referable: own !== '',
      caption: captionOf(node),
      pos,
      ...(kind === 'figure' ? { alt: node.attrs.alt as string } : {}),
    });
    return false;
  });
  return items;
}

/** The key each numbered node's label is found under, by node (for writers walking the document). */
export function numberedKeys(items: readonly NumberedItem[], doc: PMNode): Map<PMNode, string> {
  const keys = new Map<PMNode, string>();
  for (const item of items) {
    const node = doc.nodeAt(item.pos);
    if (node) keys.set(node, item.id);
  }
  return keys;
}
