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
  /** Lines of one paragraph, heading or list item share it: prose wrapped over lines is one text. */
  block: number;
}

/** A bold paragraph longer than this is emphasis, not a heading. */
const BOLD_HEADING_MAX_CHARS = 120;
const NUMBERED_LINE = /^\(?\d{1,3}[.)]\s+(?=\S)/;
/** A bullet typed or printed before a line ("• Prologue", as a PDF's text gives a list item). */
const BULLET_LINE = /^[•◦▪‣●○■□∙·]\s*(?=\S)/;

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

type Line = Omit<DocumentLine, 'block'>;

function paragraphLines(node: PMNode): Line[] {
  // Hard breaks separate lines: a plan typed as lines in one paragraph reads as those lines.
  const text = node.textBetween(0, node.content.size, '\n', '\n');
  const bold = isAllBold(node);
  return text
    .split('\n')
    .map(clean)
    .filter(Boolean)
    .map((line): Line => {
      if (BULLET_LINE.test(line)) {
        return { kind: 'item', level: 0, text: line.replace(BULLET_LINE, ''), numbered: false };
      }
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

/** Lines, each group being one block (a paragraph, heading or list item). */
function listLines(list: PMNode): Line[][] {
  const numbered = list.type.name === 'ordered_list';
  const blocks: Line[][] = [];
  list.forEach((item) => {
    item.forEach((child, _offset, index) => {
      if (child.type.name === 'paragraph' && index === 0) {
        const text = clean(child.textContent);
        if (text) blocks.push([{ kind: 'item', level: 0, text, numbered }]);
      } else {
        blocks.push(...blockLines(child));
      }
    });
  });
  return blocks;
}

function blockLines(node: PMNode): Line[][] {
  if (node.type.name === 'heading') {
    const text = clean(node.textContent);
    return text
      ? [[{ kind: 'heading', level: node.attrs.level as number, text, numbered: false }]]
      : [];
  }
  if (node.type.name === 'paragraph') return [paragraphLines(node)];
  if (node.type.name.endsWith('_list')) return listLines(node);
  // Containers (a block quote, say): their blocks, read in order.
  if (!node.isTextblock && !node.isLeaf) {
    const blocks: Line[][] = [];
    node.forEach((child) => blocks.push(...blockLines(child)));
    return blocks;
  }
  return [];
}

/** The document as a flat list of lines: headings, paragraph lines and list items, in order. */
export function documentLines(doc: PMNode): DocumentLine[] {
  const lines: DocumentLine[] = [];
  let block = 0;
  doc.forEach((node) => {
    for (const group of blockLines(node)) {
      for (const line of group) lines.push({ ...line, block });
      block += 1;
    }
  });
  return lines;
}
