import type { Node as PMNode } from 'prosemirror-model';

/** One line of a document as a reader of its structure sees it. */
export interface DocumentLine {
  /** heading: a heading node, or a short paragraph whose text is all bold. */
  kind: 'heading' | 'paragraph' | 'item';
  /** Heading level (1–6); bold lines count as level 2, other lines 0. */
  level: number;
  /** Whitespace collapsed and trimmed. */
  text: string;
  /** An item of an ordered list, or a line written as "3. …" / "3) …". */
  numbered: boolean;
}

/** A bold paragraph longer than this is emphasis, not a heading. */
const BOLD_HEADING_MAX_CHARS = 120;
const NUMBERED_LINE = /^\(?\d{1,3}[.)]\s+(?=\S)/;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function isAllBold(node: PMNode): boolean {
  let sawText = false;
  let allBold = true;
  node.descendants((child) => {
    if (!child.isText || !child.text?.trim()) return;
    sawText = true;
    if (!child.marks.some((mark) => mark.type.name === 'bold')) allBold = false;
  });
  return sawText && allBold;
}

function paragraphLines(node: PMNode): DocumentLine[] {
  // Hard breaks separate lines: a plan typed as lines in one paragraph reads as those lines.
  const text = node.textBetween(0, node.content.size, '\n', '\n');
  const bold = isAllBold(node);
  return text
    .split('\n')
    .map(clean)
    .filter(Boolean)
    .map((line) => {
      const numbered = NUMBERED_LINE.test(line);
      if (numbered)
        return { kind: 'item', level: 0, text: line.replace(NUMBERED_LINE, ''), numbered };
      const heading = bold && line.length <= BOLD_HEADING_MAX_CHARS;
      return {
        kind: heading ? 'heading' : 'paragraph',
        level: heading ? 2 : 0,
        text: line,
        numbered,
      };
    });
}

function listLines(list: PMNode): DocumentLine[] {
  const numbered = list.type.name === 'ordered_list';
  const lines: DocumentLine[] = [];
  list.forEach((item) => {
    item.forEach((child, _offset, index) => {
      if (child.type.name === 'paragraph' && index === 0) {
        const text = clean(child.textContent);
        if (text) lines.push({ kind: 'item', level: 0, text, numbered });
      } else if (child.type.name.endsWith('_list')) {
        lines.push(...listLines(child));
      } else {
        lines.push(...blockLines(child));
      }
    });
  });
  return lines;
}

function blockLines(node: PMNode): DocumentLine[] {
  if (node.type.name === 'heading') {
    const text = clean(node.textContent);
    return text
      ? [{ kind: 'heading', level: node.attrs.level as number, text, numbered: false }]
      : [];
  }
  if (node.type.name === 'paragraph') return paragraphLines(node);
  if (node.type.name.endsWith('_list')) return listLines(node);
  return [];
}

/** The document as a flat list of lines: headings, paragraph lines and list items, in order. */
export function documentLines(doc: PMNode): DocumentLine[] {
  const lines: DocumentLine[] = [];
  doc.forEach((node) => lines.push(...blockLines(node)));
  return lines;
}
