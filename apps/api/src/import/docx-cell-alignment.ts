/**
 * Cell alignment from a .docx (docs/decisions/tables.md). mammoth reads each paragraph's `w:jc`
 * (its `alignment`) but writes no alignment at all. A cell whose paragraphs are all right-aligned,
 * or all centred, should reach the editor as a cell with that alignment (`textAlign`), as a
 * Markdown `---:` column does. mammoth's document hook marks such a cell with a bookmark of a name
 * no document uses; mammoth writes it as the cell's first child (`<a id="…"></a>`), and
 * `cellAlignments` turns that mark into the cell's `style="text-align: …"`.
 */

interface MammothElement {
  type?: string;
  alignment?: string | null;
  name?: string;
  children?: MammothElement[];
}

/** Word's and LibreOffice's `w:jc` values that the editor's cells can show. */
const ALIGNMENTS: Record<string, 'right' | 'center'> = {
  right: 'right',
  end: 'right',
  center: 'center',
};

const MARK = 'receipts-cell-align-';

function paragraphsOf(element: MammothElement, into: MammothElement[] = []): MammothElement[] {
  for (const child of element.children ?? []) {
    if (child.type === 'paragraph') into.push(child);
    else if (child.type !== 'table') paragraphsOf(child, into);
  }
  return into;
}

/** The one alignment all of a cell's paragraphs share, when the editor can show it. */
function cellAlignment(cell: MammothElement): 'right' | 'center' | null {
  const aligned = paragraphsOf(cell).map(({ alignment }) => ALIGNMENTS[alignment ?? ''] ?? null);
  const [first] = aligned;
  return first && aligned.every((value) => value === first) ? first : null;
}

/** mammoth's document (its transformDocument hook) with right or centred cells marked. */
export function markCellAlignments<T>(document: T): T {
  const visit = (element: MammothElement) => {
    if (element.type === 'tableCell') {
      const alignment = cellAlignment(element);
      if (alignment)
        element.children = [
          { type: 'bookmarkStart', name: `${MARK}${alignment}` },
          ...(element.children ?? []),
        ];
    }
    element.children?.forEach(visit);
  };
  visit(document as MammothElement);
  return document;
}

const MARKED_CELL = new RegExp(`<(td|th)((?: [^>]*)?)><a id="${MARK}(right|center)"></a>`, 'g');

/** mammoth's HTML with each marked cell given its alignment (and the mark taken out). */
export const cellAlignments = (html: string): string =>
  html.replace(MARKED_CELL, (_cell, tag: string, attributes: string, alignment: string) =>
    attributes.includes('style=')
      ? `<${tag}${attributes}>`
      : `<${tag}${attributes} style="text-align: ${alignment}">`,
  );
