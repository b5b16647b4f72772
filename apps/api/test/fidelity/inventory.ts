/**
 * What a reader would check survived a trip through the app: the words of the text (footnotes'
 * included, headings' counted apart), and each heading, footnote, block quote, list item, italic and bold run by its text. Read off
 * pandoc's syntax tree of a document (`pandoc -t json`), so the source and every export are
 * counted by the same reader.
 */
export interface Inventory {
  words: string[];
  /** The words outside footnotes. */
  bodyWords: string[];
  headings: string[];
  footnotes: string[];
  quotes: string[];
  listItems: string[];
  italics: string[];
  bold: string[];
}

export const CATEGORIES = [
  'headings',
  'footnotes',
  'quotes',
  'listItems',
  'italics',
  'bold',
] as const;
export type Category = (typeof CATEGORIES)[number];

interface Element {
  t: string;
  c?: unknown;
}

const isElement = (value: unknown): value is Element =>
  typeof value === 'object' && value !== null && typeof (value as Element).t === 'string';

type Attributes = [string, string[], [string, string][]];
const attributeOf = (node: Element, name: string) =>
  ((node.c as [Attributes])[0][2] ?? []).find(([key]) => key === name)?.[1];

/** The editor's stored footnote, `<span data-footnote="">` (pandoc drops the "data-"). */
const isFootnoteSpan = (node: Element) =>
  node.t === 'Span' && attributeOf(node, 'footnote') !== undefined;

/** A note's own content: the span's inlines, or the EPUB note paragraph's. */
const noteContent = (node: Element): unknown =>
  node.t === 'Span' ? (node.c as unknown[])[1] : node.c;

/** An EPUB 3 note's reference, or its link back, as pandoc reads them: links, not text. */
const isNoteLink = (node: Element) =>
  node.t === 'Link' && /^doc-(noteref|backlink)$/.test(attributeOf(node, 'role') ?? '');

/** An EPUB 3 note (`<aside epub:type="footnote">`): pandoc keeps its paragraph, led by the back link. */
const isEpubNote = (node: Element) => {
  if (node.t !== 'Para') return false;
  const [first] = node.c as unknown[];
  return isElement(first) && first.t === 'Link' && attributeOf(first, 'role') === 'doc-backlink';
};

/** Words as comparable tokens: lower-cased, letters and digits only ("Aligned," → "aligned"). */
export const tokens = (text: string) =>
  text
    .split(/\s+/)
    .map((token) => token.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);

const normal = (text: string) => tokens(text).join(' ');
/** A heading without the chapter label the app writes itself: "Chapter 1: Circling Back" → "circling back". */
const headingText = (text: string) => normal(text).replace(/^chapter \w+ /, '');

/**
 * The text of any part of the tree; notes left out unless asked, headings unless asked (they are
 * counted as headings: the app keeps a chapter's title apart and numbers it), superscripts kept
 * apart as words.
 */
function textOf(node: unknown, withNotes = false, withHeadings = true): string {
  if (Array.isArray(node))
    return node.map((child) => textOf(child, withNotes, withHeadings)).join('');
  if (!isElement(node)) return '';
  if (isNoteLink(node)) return '';
  if (isFootnoteSpan(node) || isEpubNote(node))
    return withNotes ? ` ${textOf(noteContent(node), true, withHeadings)} ` : ' ';
  switch (node.t) {
    case 'Str':
      return node.c as string;
    case 'Space':
    case 'SoftBreak':
    case 'LineBreak':
      return ' ';
    case 'Note':
      return withNotes ? ` ${textOf(node.c, true, withHeadings)} ` : ' ';
    case 'Header':
      return withHeadings ? ` ${textOf(node.c, withNotes)} ` : ' ';
    case 'Superscript':
    case 'Subscript':
    case 'Para':
    case 'Plain':
      return ` ${textOf(node.c, withNotes, withHeadings)} `;
    case 'Link':
    case 'Image':
    case 'Span':
    case 'Quoted':
    case 'Cite':
      // [attributes or kind, inlines, target]: the inlines are the text.
      return textOf((node.c as unknown[])[1], withNotes, withHeadings);
    case 'Code':
    case 'CodeBlock':
      return ` ${(node.c as [unknown, string])[1]} `;
    case 'RawInline':
    case 'RawBlock':
    case 'Math':
      return '';
    default:
      return textOf(node.c, withNotes, withHeadings);
  }
}

/** A list item's own text: its paragraphs, not the lists nested in it. */
const itemText = (blocks: Element[]) =>
  normal(
    blocks
      .filter((block) => block.t !== 'BulletList' && block.t !== 'OrderedList')
      .map((b) => textOf(b))
      .join(' '),
  );

/** Collects an inventory from a pandoc document (`{ blocks }`). */
export function inventoryOf(ast: unknown): Inventory {
  const blocks = (ast as { blocks: unknown[] }).blocks;
  const inventory: Inventory = {
    words: tokens(textOf(blocks, true, false)),
    bodyWords: tokens(textOf(blocks, false, false)),
    headings: [],
    footnotes: [],
    quotes: [],
    listItems: [],
    italics: [],
    bold: [],
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isElement(node)) return;
    if (isFootnoteSpan(node) || isEpubNote(node))
      inventory.footnotes.push(normal(textOf(noteContent(node))));
    switch (node.t) {
      case 'Header':
        inventory.headings.push(headingText(textOf((node.c as unknown[])[2])));
        break;
      case 'Note':
        inventory.footnotes.push(normal(textOf(node.c)));
        break;
      case 'BlockQuote':
        inventory.quotes.push(normal(textOf(node.c)));
        break;
      case 'BulletList':
        for (const item of node.c as Element[][]) inventory.listItems.push(itemText(item));
        break;
      case 'OrderedList':
        for (const item of (node.c as [unknown, Element[][]])[1])
          inventory.listItems.push(itemText(item));
        break;
      case 'Emph':
        inventory.italics.push(normal(textOf(node.c)));
        break;
      case 'Strong':
        inventory.bold.push(normal(textOf(node.c)));
        break;
    }
    visit(node.c);
  };
  visit(blocks);
  for (const category of CATEGORIES) inventory[category] = inventory[category].filter(Boolean);
  return inventory;
}

export interface Tally {
  kept: number;
  total: number;
}

export interface Comparison {
  words: Tally;
  /** Words in the result that the source does not have (added headings, leaked page furniture). */
  extraWords: number;
  /** The words lost and the words added, once per occurrence, to read why. */
  missing: string[];
  added: string[];
  categories: Record<Category, Tally>;
}

function countOf(items: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

/**
 * How much of `expected` is in `actual`. Words are compared as a multiset; each heading, note,
 * quote, list item and run is found by its text, each one in the result used once (headings
 * without a "Chapter N" label, which the app writes itself).
 */
export function compareInventories(expected: Inventory, actual: Inventory): Comparison {
  const have = countOf(actual.words);
  const want = countOf(expected.words);
  let kept = 0;
  const missing: string[] = [];
  for (const [word, count] of want) {
    const found = Math.min(count, have.get(word) ?? 0);
    kept += found;
    for (let i = found; i < count; i++) missing.push(word);
  }
  const added: string[] = [];
  for (const [word, count] of have)
    for (let i = want.get(word) ?? 0; i < count; i++) added.push(word);
  const categories = {} as Record<Category, Tally>;
  for (const category of CATEGORIES) {
    const pool = [...actual[category]];
    let found = 0;
    for (const item of expected[category]) {
      const at = pool.indexOf(item);
      if (at >= 0) {
        pool.splice(at, 1);
        found++;
      }
    }
    categories[category] = { kept: found, total: expected[category].length };
  }
  return {
    words: { kept, total: expected.words.length },
    extraWords: added.length,
    missing,
    added,
    categories,
  };
}
